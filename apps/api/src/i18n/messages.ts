import type { Lang } from '@app/domain/locales';

/** Messages the API sends back, in the caller's language. */
const fr = {
  'errors.badRequest': 'La requête est invalide.',
  'errors.invalidJson': 'Le corps de la requête n’est pas un JSON valide.',
  'errors.unauthenticated': 'Vous devez être connecté.',
  'errors.forbidden': 'Vous n’avez pas accès à cette ressource.',
  'errors.notFound': 'Ressource introuvable : {path}',
  'errors.methodNotAllowed': 'Méthode non autorisée.',
  'errors.payloadTooLarge': 'La requête est trop volumineuse.',
  'errors.unsupportedMediaType': 'Type de contenu non pris en charge.',
  'errors.csrfTokenMismatch': 'Votre session a expiré, veuillez recharger la page.',
  'errors.validationFailed': 'Les données envoyées sont invalides.',
  'errors.tooManyRequests': 'Trop de requêtes, réessayez dans un instant.',
  'errors.internal': 'Une erreur est survenue, veuillez réessayer plus tard.',
  'errors.unavailable': 'Le service est momentanément indisponible.',
  'errors.platformNotFound': 'An error occurred while retrieving the associated platform data',
  'errors.invalidCredentials': 'Adresse e-mail ou mot de passe incorrect.',
  'errors.tooManyAttempts': 'Trop de tentatives. Réessayez dans {minutes} minute(s).',
  'errors.otherPlatform': 'Votre compte est rattaché à une autre plateforme : vous allez y être redirigé.',
  'errors.invalidToken': 'Ce lien n’est plus valable. Demandez-en un nouveau.',
  'errors.wrongCurrentPassword': 'Le mot de passe actuel est incorrect.',
  'validation.passwordMismatch': 'Les deux mots de passe ne sont pas identiques.',
  'validation.required': 'Ce champ est obligatoire.',
  'validation.email': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
  'validation.function': 'Choisissez votre fonction.',
  'validation.tooLong': 'Ce texte est trop long.',
  'errors.accountNotFound': 'Ce compte ne vous est pas accessible.',
  'errors.emailTaken': 'Un compte existe déjà avec cette adresse e-mail.',
  'password.tooShort': 'Le mot de passe doit contenir au moins {minimum} caractères.',
  'password.noLetter': 'Le mot de passe doit contenir au moins une lettre.',
  'password.noDigit': 'Le mot de passe doit contenir au moins un chiffre.',
  'success.ok': 'OK',
  'success.resetMailSent': 'Si un compte existe avec cette adresse, un e-mail de réinitialisation vient de lui être envoyé.',
  'success.passwordReset': 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  'success.passwordUpdated': 'Votre mot de passe a été modifié.',
  'success.loggedOut': 'Vous êtes déconnecté.',
  'success.emailValidated': 'Votre adresse e-mail est confirmée.',
  'mail.reset.subject': 'Réinitialisation de votre mot de passe {platform}',
  'mail.reset.text':
    'Bonjour {firstName},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 60 minutes) :\n{link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.\n\n{platform}',
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
} as const;

export type MessageKey = keyof typeof fr;

const es: Record<MessageKey, string> = {
  'errors.badRequest': 'La solicitud no es válida.',
  'errors.invalidJson': 'El cuerpo de la solicitud no es un JSON válido.',
  'errors.unauthenticated': 'Debe iniciar sesión.',
  'errors.forbidden': 'No tiene acceso a este recurso.',
  'errors.notFound': 'Recurso no encontrado: {path}',
  'errors.methodNotAllowed': 'Método no permitido.',
  'errors.payloadTooLarge': 'La solicitud es demasiado grande.',
  'errors.unsupportedMediaType': 'Tipo de contenido no admitido.',
  'errors.csrfTokenMismatch': 'Su sesión ha caducado, vuelva a cargar la página.',
  'errors.validationFailed': 'Los datos enviados no son válidos.',
  'errors.tooManyRequests': 'Demasiadas solicitudes, inténtelo de nuevo en un momento.',
  'errors.internal': 'Se ha producido un error, inténtelo de nuevo más tarde.',
  'errors.unavailable': 'El servicio no está disponible en este momento.',
  'errors.platformNotFound': 'An error occurred while retrieving the associated platform data',
  'errors.invalidCredentials': 'Correo electrónico o contraseña incorrectos.',
  'errors.tooManyAttempts': 'Demasiados intentos. Vuelva a intentarlo dentro de {minutes} minuto(s).',
  'errors.otherPlatform': 'Su cuenta pertenece a otra plataforma: le redirigimos a ella.',
  'errors.invalidToken': 'Este enlace ya no es válido. Solicite uno nuevo.',
  'errors.wrongCurrentPassword': 'La contraseña actual no es correcta.',
  'validation.passwordMismatch': 'Las dos contraseñas no coinciden.',
  'validation.required': 'Este campo es obligatorio.',
  'validation.email': 'Introduce un correo electrónico válido, por ejemplo nombre@ejemplo.es.',
  'validation.function': 'Elige tu función.',
  'validation.tooLong': 'Este texto es demasiado largo.',
  'errors.accountNotFound': 'No tiene acceso a esta cuenta.',
  'errors.emailTaken': 'Ya existe una cuenta con este correo electrónico.',
  'password.tooShort': 'La contraseña debe tener al menos {minimum} caracteres.',
  'password.noLetter': 'La contraseña debe contener al menos una letra.',
  'password.noDigit': 'La contraseña debe contener al menos un número.',
  'success.ok': 'OK',
  'success.resetMailSent': 'Si existe una cuenta con este correo, acabamos de enviarle un mensaje para restablecer la contraseña.',
  'success.passwordReset': 'Su contraseña ha sido modificada. Ya puede iniciar sesión.',
  'success.passwordUpdated': 'Su contraseña ha sido modificada.',
  'success.loggedOut': 'Ha cerrado la sesión.',
  'success.emailValidated': 'Su correo electrónico ha sido confirmado.',
  'mail.reset.subject': 'Restablecer su contraseña de {platform}',
  'mail.reset.text':
    'Hola {firstName}:\n\nPara elegir una nueva contraseña, abra este enlace (válido durante 60 minutos):\n{link}\n\nSi no ha solicitado este cambio, ignore este mensaje.\n\n{platform}',
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
};

const MESSAGES: Record<Lang, Record<MessageKey, string>> = { fr, es };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(fr, value);
}

/** Translates an API message into the caller's language, filling `{name}` placeholders. */
export function translate(lang: Lang, key: MessageKey, params: Record<string, string> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
