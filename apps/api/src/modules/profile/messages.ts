import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the profile's infos tab: its field rules (also the page's), the photo, and what each call did. */
export const PROFILE_MESSAGES = defineMessages({
  fr: {
    'profile.infos.errors.mobilePhone': 'Saisissez un numéro de mobile français ou espagnol, par exemple 06 12 34 56 78 ou +34 612 345 678.',
    'profile.infos.errors.birthDate': 'Saisissez une date de naissance valide (vous devez avoir au moins 16 ans).',
    'profile.infos.errors.professionalId': 'Saisissez votre numéro RPPS (11 chiffres) ou votre NIF/NIE (par exemple 12345678Z).',
    'profile.infos.errors.functionLocked': 'Votre fonction est définie par votre pharmacie : demandez-lui de la modifier.',
    'profile.infos.errors.noAccount': 'Choisissez d’abord le compte auquel vous êtes connecté.',
    'profile.infos.errors.dossierNotFound': 'Ce dossier de financement n’existe pas ou ne vous concerne pas.',
    'profile.infos.errors.avatarNotFound': 'Cette photo n’existe plus.',
    'profile.infos.errors.avatarMissing': 'Choisissez une photo.',
    'profile.infos.errors.avatarEmpty': 'Ce fichier est vide.',
    'profile.infos.errors.avatarType': 'Ce fichier n’est pas une photo JPEG, PNG ou WebP : choisissez une photo dans l’un de ces formats.',
    'profile.infos.errors.avatarTooBig': 'Cette photo dépasse {max} Mo : choisissez-en une plus légère.',
    'profile.infos.success.personalData': 'Vos informations personnelles sont enregistrées.',
    'profile.infos.success.mobilePhone': 'Votre numéro de mobile est enregistré.',
    'profile.infos.success.contact': 'Vos coordonnées sont enregistrées.',
    'profile.infos.success.avatar': 'Votre photo est enregistrée.',
    'profile.infos.success.avatarDeleted': 'Votre photo est supprimée.',
  },
  es: {
    'profile.infos.errors.mobilePhone': 'Introduzca un número de móvil español o francés, por ejemplo 612 345 678 o +33 6 12 34 56 78.',
    'profile.infos.errors.birthDate': 'Introduzca una fecha de nacimiento válida (debe tener al menos 16 años).',
    'profile.infos.errors.professionalId': 'Introduzca su NIF/NIE (por ejemplo 12345678Z) o su número RPPS (11 cifras).',
    'profile.infos.errors.functionLocked': 'Su función la define su farmacia: pídale que la cambie.',
    'profile.infos.errors.noAccount': 'Elija primero la cuenta con la que ha iniciado sesión.',
    'profile.infos.errors.dossierNotFound': 'Este expediente de bonificación no existe o no le corresponde.',
    'profile.infos.errors.avatarNotFound': 'Esta foto ya no existe.',
    'profile.infos.errors.avatarMissing': 'Elija una foto.',
    'profile.infos.errors.avatarEmpty': 'Este archivo está vacío.',
    'profile.infos.errors.avatarType': 'Este archivo no es una foto JPEG, PNG o WebP: elija una foto en uno de estos formatos.',
    'profile.infos.errors.avatarTooBig': 'Esta foto supera {max} MB: elija una más ligera.',
    'profile.infos.success.personalData': 'Sus datos personales se han guardado.',
    'profile.infos.success.mobilePhone': 'Su número de móvil se ha guardado.',
    'profile.infos.success.contact': 'Sus datos de contacto se han guardado.',
    'profile.infos.success.avatar': 'Su foto se ha guardado.',
    'profile.infos.success.avatarDeleted': 'Su foto se ha eliminado.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof PROFILE_MESSAGES.fr, true> {}
}
