import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the public forms and feedback links, and the e-mails they send. */
export const CONTENT_MESSAGES = defineMessages({
  fr: {
    'errors.feedbackUnknown': 'Ce lien d’avis n’existe pas ou a expiré.',
    'errors.feedbackUsed': 'Vous avez déjà donné votre avis avec ce lien. Merci !',
    'success.surveySent': 'Merci ! Votre réponse est enregistrée sous la référence {reference}.',
    'success.customTrainingSent': 'Merci ! Votre demande de formation sur mesure est enregistrée sous la référence {reference}.',
    'success.contactSent': 'Votre message a bien été envoyé (référence {reference}).',
    'success.advisorSent': 'Votre demande a été transmise à votre conseiller.',
    'success.feedbackSent': 'Merci pour votre avis !',
    'mail.offer.subject': 'Votre réponse à l’enquête {platform} ({reference})',
    'mail.offer.text':
      'Bonjour {name},\n\nNous avons bien reçu votre réponse à notre enquête sur l’offre de formation (référence {reference}).\n\nFormats qui vous intéressent : {interests}\nVotre message :\n{message}\n\nMerci pour votre participation.\n\n{platform}',
    'mail.customTraining.subject': 'Votre demande de formation sur mesure {platform} ({reference})',
    'mail.customTraining.text':
      'Bonjour {name},\n\nNous avons bien reçu votre demande de formation sur mesure (référence {reference}) :\n\nThème : {topic}\nParticipants : {participants}\nFormat souhaité : {format}\nPériode : {period}\n\n{details}\n\nUn conseiller vous recontacte sous 5 jours ouvrés.\n\n{platform}',
    'mail.contact.subject': '[{platform}] Contact : {subject} ({reference})',
    'mail.contact.text': 'Message reçu par le formulaire de contact (référence {reference}).\n\nDe : {name} <{email}>\nObjet : {subject}\n\n{message}',
    'mail.advisor.subject': '[{platform}] Message pour {advisor} ({reference})',
    'mail.advisor.text':
      'Message d’un utilisateur pour son conseiller {advisor} (référence {reference}).\n\nDe : {name} <{email}>\n\n{message}',
    'mail.advisor.none': 'aucun conseiller attitré',
    'mail.none': '(aucun)',
  },
  es: {
    'errors.feedbackUnknown': 'Este enlace de valoración no existe o ha caducado.',
    'errors.feedbackUsed': 'Ya ha dado su opinión con este enlace. ¡Gracias!',
    'success.surveySent': '¡Gracias! Su respuesta se ha registrado con la referencia {reference}.',
    'success.customTrainingSent': '¡Gracias! Su solicitud de formación a medida se ha registrado con la referencia {reference}.',
    'success.contactSent': 'Su mensaje se ha enviado (referencia {reference}).',
    'success.advisorSent': 'Su solicitud se ha enviado a su asesor.',
    'success.feedbackSent': '¡Gracias por su opinión!',
    'mail.offer.subject': 'Su respuesta a la encuesta de {platform} ({reference})',
    'mail.offer.text':
      'Hola {name}:\n\nHemos recibido su respuesta a nuestra encuesta sobre la oferta de formación (referencia {reference}).\n\nFormatos de su interés: {interests}\nSu mensaje:\n{message}\n\nGracias por participar.\n\n{platform}',
    'mail.customTraining.subject': 'Su solicitud de formación a medida de {platform} ({reference})',
    'mail.customTraining.text':
      'Hola {name}:\n\nHemos recibido su solicitud de formación a medida (referencia {reference}):\n\nTema: {topic}\nParticipantes: {participants}\nFormato deseado: {format}\nPeriodo: {period}\n\n{details}\n\nUn asesor se pondrá en contacto con usted en 5 días laborables.\n\n{platform}',
    'mail.contact.subject': '[{platform}] Contacto: {subject} ({reference})',
    'mail.contact.text': 'Mensaje recibido por el formulario de contacto (referencia {reference}).\n\nDe: {name} <{email}>\nAsunto: {subject}\n\n{message}',
    'mail.advisor.subject': '[{platform}] Mensaje para {advisor} ({reference})',
    'mail.advisor.text': 'Mensaje de un usuario para su asesor {advisor} (referencia {reference}).\n\nDe: {name} <{email}>\n\n{message}',
    'mail.advisor.none': 'sin asesor asignado',
    'mail.none': '(ninguno)',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof CONTENT_MESSAGES.fr, true> {}
}
