import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the back-office's own calls (issue 17). */
export const ADMIN_MESSAGES = defineMessages({
  fr: {
    'admin.validation.date': 'Saisissez une date valide.',
    'admin.validation.toBeforeFrom': 'La fin de la période ne peut pas précéder son début.',
    'admin.validation.duplicateIds': 'Chaque élément ne peut figurer qu’une fois.',
    'admin.validation.link': 'Saisissez un chemin du site (commençant par /) ou une adresse https.',
  },
  es: {
    'admin.validation.date': 'Introduzca una fecha válida.',
    'admin.validation.toBeforeFrom': 'El final del periodo no puede ser anterior a su inicio.',
    'admin.validation.duplicateIds': 'Cada elemento solo puede figurar una vez.',
    'admin.validation.link': 'Introduzca una ruta del sitio (que empiece por /) o una dirección https.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof ADMIN_MESSAGES.fr, true> {}
}
