import { defineMessages } from '../../i18n/messages.ts';

/** Messages common to every referent call (issue 15 part 1); each part adds its own file beside this one. */
export const PHARMACY_MESSAGES = defineMessages({
  fr: {
    'pharmacy.errors.notManager': 'Cet espace est réservé au titulaire et aux référents de la pharmacie que vous utilisez. Changez de compte si vous gérez une autre pharmacie.',
  },
  es: {
    'pharmacy.errors.notManager': 'Este espacio está reservado al titular y a los referentes de la farmacia que está usando. Cambie de cuenta si gestiona otra farmacia.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof PHARMACY_MESSAGES.fr, true> {}
}
