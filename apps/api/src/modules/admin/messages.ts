import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the back-office's own calls (issue 17). */
export const ADMIN_MESSAGES = defineMessages({
  fr: {
    'admin.validation.date': 'Saisissez une date valide.',
    'admin.validation.toBeforeFrom': 'La fin de la période ne peut pas précéder son début.',
  },
  es: {
    'admin.validation.date': 'Introduzca una fecha válida.',
    'admin.validation.toBeforeFrom': 'El final del periodo no puede ser anterior a su inicio.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof ADMIN_MESSAGES.fr, true> {}
}
