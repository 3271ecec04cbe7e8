import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the back-office's own calls (issue 17). */
export const ADMIN_MESSAGES = defineMessages({
  fr: {
    'admin.validation.date': 'Saisissez une date valide.',
    'admin.validation.toBeforeFrom': 'La fin de la période ne peut pas précéder son début.',
    'admin.redirectRules.notFound': 'Cette règle de redirection n’existe pas.',
    'admin.redirectRules.fromPath': 'Saisissez un chemin du site commençant par /, hors de /admin et /back.',
    'admin.redirectRules.fromPathTaken': 'Une règle part déjà de ce chemin.',
    'admin.redirectRules.toPath': 'Saisissez un chemin du site commençant par /, hors de /back.',
    'admin.redirectRules.toUrl': 'Saisissez une adresse complète commençant par https://.',
    'admin.redirectRules.loop': 'Cette cible ramène à ce chemin par d’autres règles : la redirection tournerait en rond.',
  },
  es: {
    'admin.validation.date': 'Introduzca una fecha válida.',
    'admin.validation.toBeforeFrom': 'El final del periodo no puede ser anterior a su inicio.',
    'admin.redirectRules.notFound': 'Esta regla de redirección no existe.',
    'admin.redirectRules.fromPath': 'Introduzca una ruta del sitio que empiece por /, fuera de /admin y /back.',
    'admin.redirectRules.fromPathTaken': 'Ya hay una regla que parte de esta ruta.',
    'admin.redirectRules.toPath': 'Introduzca una ruta del sitio que empiece por /, fuera de /back.',
    'admin.redirectRules.toUrl': 'Introduzca una dirección completa que empiece por https://.',
    'admin.redirectRules.loop': 'Este destino vuelve a esta ruta a través de otras reglas: la redirección daría vueltas.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof ADMIN_MESSAGES.fr, true> {}
}
