import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the owner's cockpit (issue 19 part 4): the OPCO budget's validation and confirmation. */
export const COCKPIT_MESSAGES = defineMessages({
  fr: {
    'compliance.cockpit.validation.year': 'Indiquez une année entre 2000 et 2100.',
    'compliance.cockpit.validation.budget': 'Indiquez le budget accordé par votre OPCO, en euros (de 0 à 10 000 000).',
    'compliance.cockpit.success.saved': 'Le budget OPCO de {year} a été enregistré.',
  },
  es: {
    'compliance.cockpit.validation.year': 'Indique un año entre 2000 y 2100.',
    'compliance.cockpit.validation.budget': 'Indique el presupuesto concedido por su OPCO, en euros (de 0 a 10 000 000).',
    'compliance.cockpit.success.saved': 'Se ha guardado el presupuesto OPCO de {year}.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof COCKPIT_MESSAGES.fr, true> {}
}
