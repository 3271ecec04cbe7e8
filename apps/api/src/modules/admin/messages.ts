import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the back-office's own calls (issue 17). */
export const ADMIN_MESSAGES = defineMessages({
  fr: {
    'admin.validation.date': 'Saisissez une date valide.',
    'admin.validation.toBeforeFrom': 'La fin de la période ne peut pas précéder son début.',
    'admin.catalogPdfs.errors.missing': 'Choisissez un fichier PDF.',
    'admin.catalogPdfs.errors.empty': 'Ce fichier est vide.',
    'admin.catalogPdfs.errors.type': 'Ce fichier n’est pas un PDF : choisissez un fichier PDF.',
    'admin.catalogPdfs.errors.tooBig': 'Ce fichier dépasse {max} Mo : choisissez-en un plus léger.',
    'admin.catalogPdfs.saved': 'Le catalogue PDF est enregistré.',
    'admin.loginImage.errors.missing': 'Choisissez une image.',
    'admin.loginImage.errors.empty': 'Ce fichier est vide.',
    'admin.loginImage.errors.type': 'Ce fichier n’est pas une image JPEG, PNG ou WebP : choisissez une image dans l’un de ces formats.',
    'admin.loginImage.errors.tooBig': 'Cette image dépasse {max} Mo : choisissez-en une plus légère.',
    'admin.loginImage.errors.colour': 'Choisissez une couleur au format #RRVVBB.',
    'admin.loginImage.saved': 'L’image de connexion est enregistrée.',
  },
  es: {
    'admin.validation.date': 'Introduzca una fecha válida.',
    'admin.validation.toBeforeFrom': 'El final del periodo no puede ser anterior a su inicio.',
    'admin.catalogPdfs.errors.missing': 'Elija un archivo PDF.',
    'admin.catalogPdfs.errors.empty': 'Este archivo está vacío.',
    'admin.catalogPdfs.errors.type': 'Este archivo no es un PDF: elija un archivo PDF.',
    'admin.catalogPdfs.errors.tooBig': 'Este archivo supera {max} MB: elija uno más ligero.',
    'admin.catalogPdfs.saved': 'El catálogo PDF se ha guardado.',
    'admin.loginImage.errors.missing': 'Elija una imagen.',
    'admin.loginImage.errors.empty': 'Este archivo está vacío.',
    'admin.loginImage.errors.type': 'Este archivo no es una imagen JPEG, PNG o WebP: elija una imagen en uno de estos formatos.',
    'admin.loginImage.errors.tooBig': 'Esta imagen supera {max} MB: elija una más ligera.',
    'admin.loginImage.errors.colour': 'Elija un color en formato #RRGGBB.',
    'admin.loginImage.saved': 'La imagen de inicio de sesión se ha guardado.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof ADMIN_MESSAGES.fr, true> {}
}
