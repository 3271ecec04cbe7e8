import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the back-office's own calls (issue 17). */
export const ADMIN_MESSAGES = defineMessages({
  fr: {
    'admin.validation.date': 'Saisissez une date valide.',
    'admin.validation.toBeforeFrom': 'La fin de la période ne peut pas précéder son début.',
    'admin.faceToFace.notFound': 'Cette session n’existe pas sur cette plateforme.',
    'admin.faceToFace.cancelled': 'Cette session est annulée : elle ne peut plus être modifiée.',
    'admin.faceToFace.started': 'Cette session a commencé : elle ne peut plus être annulée.',
    'admin.faceToFace.validation.date': 'Saisissez une date valide.',
    'admin.faceToFace.validation.time': 'Saisissez une heure valide (HH:MM).',
    'admin.faceToFace.validation.tooLong': 'Ce texte est trop long.',
    'admin.faceToFace.validation.name': 'Donnez un nom à la session.',
    'admin.faceToFace.validation.seats': 'Saisissez un nombre de places entre 1 et 1000.',
    'admin.faceToFace.validation.noDate': 'Ajoutez au moins une date.',
    'admin.faceToFace.validation.tooManyDates': 'Une session compte au plus 30 dates.',
    'admin.faceToFace.validation.tooManyTrainers': 'Une session compte au plus 10 formateurs.',
    'admin.faceToFace.validation.city': 'Indiquez la ville d’une session en présentiel.',
    'admin.faceToFace.validation.endBeforeStart': 'La fin doit être après le début.',
    'admin.faceToFace.validation.sameDay': 'Cette date figure déjà dans la session.',
    'admin.faceToFace.validation.training': 'Choisissez une formation de cette plateforme avec des sessions.',
    'admin.faceToFace.validation.trainer': 'Ce formateur n’existe pas.',
    'admin.faceToFace.validation.belowBooked': 'Il y a déjà {count} places occupées : la capacité ne peut pas être inférieure.',
    'admin.faceToFace.validation.notADay': 'Cette date n’est pas une date de la session.',
    'admin.faceToFace.validation.notBegun': 'Cette date n’a pas encore commencé.',
    'admin.faceToFace.validation.booking': 'Seuls les inscrits ayant une place confirmée peuvent être pointés.',
    'admin.faceToFace.validation.noMark': 'Pointez au moins un inscrit.',
  },
  es: {
    'admin.validation.date': 'Introduzca una fecha válida.',
    'admin.validation.toBeforeFrom': 'El final del periodo no puede ser anterior a su inicio.',
    'admin.faceToFace.notFound': 'Esta sesión no existe en esta plataforma.',
    'admin.faceToFace.cancelled': 'Esta sesión está cancelada: ya no se puede modificar.',
    'admin.faceToFace.started': 'Esta sesión ha empezado: ya no se puede cancelar.',
    'admin.faceToFace.validation.date': 'Introduzca una fecha válida.',
    'admin.faceToFace.validation.time': 'Introduzca una hora válida (HH:MM).',
    'admin.faceToFace.validation.tooLong': 'Este texto es demasiado largo.',
    'admin.faceToFace.validation.name': 'Dé un nombre a la sesión.',
    'admin.faceToFace.validation.seats': 'Introduzca un número de plazas entre 1 y 1000.',
    'admin.faceToFace.validation.noDate': 'Añada al menos una fecha.',
    'admin.faceToFace.validation.tooManyDates': 'Una sesión tiene como máximo 30 fechas.',
    'admin.faceToFace.validation.tooManyTrainers': 'Una sesión tiene como máximo 10 formadores.',
    'admin.faceToFace.validation.city': 'Indique la ciudad de una sesión presencial.',
    'admin.faceToFace.validation.endBeforeStart': 'El final debe ser posterior al inicio.',
    'admin.faceToFace.validation.sameDay': 'Esta fecha ya figura en la sesión.',
    'admin.faceToFace.validation.training': 'Elija una formación de esta plataforma con sesiones.',
    'admin.faceToFace.validation.trainer': 'Este formador no existe.',
    'admin.faceToFace.validation.belowBooked': 'Ya hay {count} plazas ocupadas: la capacidad no puede ser inferior.',
    'admin.faceToFace.validation.notADay': 'Esta fecha no es una fecha de la sesión.',
    'admin.faceToFace.validation.notBegun': 'Esta fecha aún no ha empezado.',
    'admin.faceToFace.validation.booking': 'Solo se puede registrar la asistencia de los inscritos con plaza confirmada.',
    'admin.faceToFace.validation.noMark': 'Registre al menos un inscrito.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof ADMIN_MESSAGES.fr, true> {}
}
