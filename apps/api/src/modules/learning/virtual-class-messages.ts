import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the virtual classes and webinars (joining, attendance, the trainer's link). */
export const VIRTUAL_CLASS_MESSAGES = defineMessages({
  fr: {
    'virtualClass.errors.notFound': 'Cette session n’est pas l’une des vôtres.',
    'virtualClass.errors.notOpen': 'La classe virtuelle ouvrira le {day} à {time} (heure de Paris), 15 minutes avant son début.',
    'virtualClass.errors.trainerNotOpen': 'La salle ouvrira le {day} à {time} (heure de Paris), une heure avant le début.',
    'virtualClass.errors.over': 'Cette session est terminée.',
    'virtualClass.errors.notConfigured': 'La salle de cette session n’est pas encore prête : l’équipe pédagogique vous enverra le lien.',
    'virtualClass.errors.providerUnavailable': 'La salle virtuelle ne répond pas pour le moment. Réessayez dans quelques instants.',
    'virtualClass.errors.trainerLink': 'Ce lien formateur n’est pas valide ou a expiré.',
    'virtualClass.validation.date': 'Choisissez une date de la session.',
    'virtualClass.validation.booking': 'Choisissez un participant de la session.',
    'virtualClass.validation.present': 'Indiquez présent ou absent.',
    'virtualClass.validation.replayUrl': 'Indiquez l’adresse complète du replay, par exemple https://…',
    'virtualClass.success.joined': 'Bonne session !',
    'virtualClass.success.present': 'Présence enregistrée.',
    'virtualClass.success.absent': 'Absence enregistrée.',
    'virtualClass.success.replay': 'Replay publié pour les participants.',
    'virtualClass.success.replayWithdrawn': 'Replay retiré.',
  },
  es: {
    'virtualClass.errors.notFound': 'Esta sesión no es una de las suyas.',
    'virtualClass.errors.notOpen': 'El aula virtual abrirá el {day} a las {time} (hora de París), 15 minutos antes de su inicio.',
    'virtualClass.errors.trainerNotOpen': 'La sala abrirá el {day} a las {time} (hora de París), una hora antes del inicio.',
    'virtualClass.errors.over': 'Esta sesión ha terminado.',
    'virtualClass.errors.notConfigured': 'La sala de esta sesión aún no está lista: el equipo pedagógico le enviará el enlace.',
    'virtualClass.errors.providerUnavailable': 'La sala virtual no responde en este momento. Inténtelo de nuevo en unos instantes.',
    'virtualClass.errors.trainerLink': 'Este enlace de formador no es válido o ha caducado.',
    'virtualClass.validation.date': 'Elija una fecha de la sesión.',
    'virtualClass.validation.booking': 'Elija un participante de la sesión.',
    'virtualClass.validation.present': 'Indique presente o ausente.',
    'virtualClass.validation.replayUrl': 'Indique la dirección completa de la grabación, por ejemplo https://…',
    'virtualClass.success.joined': '¡Buena sesión!',
    'virtualClass.success.present': 'Asistencia registrada.',
    'virtualClass.success.absent': 'Ausencia registrada.',
    'virtualClass.success.replay': 'Grabación publicada para los participantes.',
    'virtualClass.success.replayWithdrawn': 'Grabación retirada.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof VIRTUAL_CLASS_MESSAGES.fr, true> {}
}
