import { defineMessages } from '../../i18n/messages.ts';

/** Messages of session bookings, waiting lists and their e-mails (issue 12). */
export const BOOKING_MESSAGES = defineMessages({
  fr: {
    'booking.otherTraining': 'Cette session ne fait pas partie de cette formation.',
    'booking.past': 'Cette session a déjà commencé : choisissez une session à venir.',
    'booking.full': 'Cette session est complète et n’a pas de liste d’attente : choisissez une autre session.',
    'booking.alreadyBooked': 'Vous êtes déjà inscrit à cette session.',
    'booking.sameSessionTwice': 'Chaque session ne se choisit qu’une fois.',
    'booking.notFound': 'Cette réservation n’existe pas.',
    'booking.started': 'Cette session a commencé : la réservation ne peut plus être annulée.',
    'booking.notOffered': 'Aucune place ne vous est proposée dans cette session.',
    'booking.offerExpired': 'Le délai pour confirmer cette place est passé : elle a été proposée à la personne suivante.',
    'success.booked': 'Votre réservation est enregistrée.',
    'success.bookingCancelled': 'Votre réservation est annulée.',
    'success.seatConfirmed': 'Votre place est confirmée.',
    'mail.booking.offered.subject': 'Une place s’est libérée : {training}',
    'mail.booking.offered.text':
      'Bonjour {firstName},\n\nUne place s’est libérée dans la session « {session} » de la formation « {training} » ({when}, {place}).\nElle vous est réservée jusqu’au {deadline} : connectez-vous à {platform} pour la confirmer. Sans confirmation, elle sera proposée à la personne suivante.\n\n{platform}',
    'mail.booking.reminder.subject': 'Rappel : {training}, {when}',
    'mail.booking.reminder.text': 'Bonjour {firstName},\n\nVotre session « {session} » de la formation « {training} » a lieu le {when} ({place}).\n\nÀ bientôt,\n{platform}',
    'mail.booking.opened.subject': 'Votre session a lieu : {training}, {when}',
    'mail.booking.opened.text':
      'Bonjour {firstName},\n\nLa session « {session} » de la formation « {training} » a réuni assez d’inscrits : elle aura bien lieu le {when} ({place}).\n\nÀ bientôt,\n{platform}',
    'mail.booking.cancelled.subject': 'Session annulée : {training}, {when}',
    'mail.booking.cancelled.text':
      'Bonjour {firstName},\n\nLa session « {session} » de la formation « {training} » prévue le {when} ({place}) est annulée, et votre réservation avec elle.\nConnectez-vous à {platform} pour choisir une autre session.\n\n{platform}',
    'mail.booking.changed.subject': 'Session modifiée : {training}, {when}',
    'mail.booking.changed.text':
      'Bonjour {firstName},\n\nLa session « {session} » de la formation « {training} » a changé : elle a désormais lieu le {when} ({place}). Votre réservation est conservée.\nSi ces dates ne vous conviennent plus, connectez-vous à {platform} pour choisir une autre session.\n\n{platform}',
    'mail.booking.virtual': 'en ligne',
  },
  es: {
    'booking.otherTraining': 'Esta sesión no forma parte de esta formación.',
    'booking.past': 'Esta sesión ya ha empezado: elija una sesión futura.',
    'booking.full': 'Esta sesión está completa y no tiene lista de espera: elija otra sesión.',
    'booking.alreadyBooked': 'Ya está inscrito en esta sesión.',
    'booking.sameSessionTwice': 'Cada sesión se elige una sola vez.',
    'booking.notFound': 'Esta reserva no existe.',
    'booking.started': 'Esta sesión ha empezado: la reserva ya no se puede cancelar.',
    'booking.notOffered': 'No se le ofrece ninguna plaza en esta sesión.',
    'booking.offerExpired': 'El plazo para confirmar esta plaza ha pasado: se ha ofrecido a la persona siguiente.',
    'success.booked': 'Su reserva está registrada.',
    'success.bookingCancelled': 'Su reserva está cancelada.',
    'success.seatConfirmed': 'Su plaza está confirmada.',
    'mail.booking.offered.subject': 'Se ha liberado una plaza: {training}',
    'mail.booking.offered.text':
      'Hola {firstName}:\n\nSe ha liberado una plaza en la sesión «{session}» de la formación «{training}» ({when}, {place}).\nLa reservamos para usted hasta el {deadline}: inicie sesión en {platform} para confirmarla. Sin confirmación, se ofrecerá a la persona siguiente.\n\n{platform}',
    'mail.booking.reminder.subject': 'Recordatorio: {training}, {when}',
    'mail.booking.reminder.text': 'Hola {firstName}:\n\nSu sesión «{session}» de la formación «{training}» tiene lugar el {when} ({place}).\n\nHasta pronto,\n{platform}',
    'mail.booking.opened.subject': 'Su sesión se celebra: {training}, {when}',
    'mail.booking.opened.text':
      'Hola {firstName}:\n\nLa sesión «{session}» de la formación «{training}» ha reunido suficientes inscritos: se celebrará el {when} ({place}).\n\nHasta pronto,\n{platform}',
    'mail.booking.cancelled.subject': 'Sesión cancelada: {training}, {when}',
    'mail.booking.cancelled.text':
      'Hola {firstName}:\n\nLa sesión «{session}» de la formación «{training}» prevista el {when} ({place}) se ha cancelado, y su reserva con ella.\nInicie sesión en {platform} para elegir otra sesión.\n\n{platform}',
    'mail.booking.changed.subject': 'Sesión modificada: {training}, {when}',
    'mail.booking.changed.text':
      'Hola {firstName}:\n\nLa sesión «{session}» de la formación «{training}» ha cambiado: ahora tiene lugar el {when} ({place}). Su reserva se mantiene.\nSi estas fechas ya no le convienen, inicie sesión en {platform} para elegir otra sesión.\n\n{platform}',
    'mail.booking.virtual': 'en línea',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof BOOKING_MESSAGES.fr, true> {}
}
