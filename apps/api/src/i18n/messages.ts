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
  'success.ok': 'OK',
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
  'success.ok': 'OK',
};

const MESSAGES: Record<Lang, Record<MessageKey, string>> = { fr, es };

/** Translates an API message into the caller's language, filling `{name}` placeholders. */
export function translate(lang: Lang, key: MessageKey, params: Record<string, string> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
