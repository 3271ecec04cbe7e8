import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the back-office's own calls (issue 17). */
export const ADMIN_MESSAGES = defineMessages({
  fr: {
    'admin.validation.date': 'Saisissez une date valide.',
    'admin.validation.toBeforeFrom': 'La fin de la période ne peut pas précéder son début.',
    'admin.pages.validation.slug': 'Utilisez des minuscules sans accents, des chiffres et des tirets, avec au moins une lettre (par exemple offre-ete-2026).',
    'admin.pages.validation.slugTaken': 'Une autre page de cette langue a déjà cette adresse.',
    'admin.pages.validation.endBeforeStart': 'La fin de la période ne peut pas précéder son début.',
    'admin.pages.validation.lang': 'Cette plateforme n’a pas de site dans cette langue.',
    'admin.pages.validation.bodyEmpty': 'Écrivez le texte de la page.',
    'admin.pages.validation.date': 'Saisissez une date valide.',
  },
  es: {
    'admin.validation.date': 'Introduzca una fecha válida.',
    'admin.validation.toBeforeFrom': 'El final del periodo no puede ser anterior a su inicio.',
    'admin.pages.validation.slug': 'Use minúsculas sin tildes, cifras y guiones, con al menos una letra (por ejemplo oferta-verano-2026).',
    'admin.pages.validation.slugTaken': 'Otra página de este idioma ya tiene esta dirección.',
    'admin.pages.validation.endBeforeStart': 'El final del periodo no puede ser anterior a su inicio.',
    'admin.pages.validation.lang': 'Esta plataforma no tiene sitio en este idioma.',
    'admin.pages.validation.bodyEmpty': 'Escriba el texto de la página.',
    'admin.pages.validation.date': 'Introduzca una fecha válida.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof ADMIN_MESSAGES.fr, true> {}
}
