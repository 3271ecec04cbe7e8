import type { Lang } from '@app/domain/platform/locales';

/**
 * Messages the API sends back, in the caller's language. The common ones (HTTP failures, the contracts' field rules)
 * are here; each module declares its own in its `messages.ts` (`defineMessages`, with its keys added to MessageKeys),
 * and the API composes them (api.ts, `registerMessages`) — the infrastructure never imports a module.
 */
const common = defineMessages({
  fr: {
    'errors.badRequest': 'La requête est invalide.',
    'errors.invalidJson': 'Le corps de la requête n’est pas un JSON valide.',
    'errors.unauthenticated': 'Vous devez être connecté.',
    'errors.forbidden': 'Vous n’avez pas accès à cette ressource.',
    'errors.notFound': 'Ressource introuvable : {path}',
    'errors.methodNotAllowed': 'Méthode non autorisée.',
    'errors.payloadTooLarge': 'La requête est trop volumineuse.',
    'errors.unsupportedMediaType': 'Type de contenu non pris en charge.',
    'errors.rangeNotSatisfiable': 'La partie demandée du fichier n’existe pas.',
    'errors.csrfTokenMismatch': 'Votre session a expiré, veuillez recharger la page.',
    'errors.validationFailed': 'Les données envoyées sont invalides.',
    'errors.tooManyRequests': 'Trop de requêtes, réessayez dans un instant.',
    'errors.internal': 'Une erreur est survenue, veuillez réessayer plus tard.',
    'errors.unavailable': 'Le service est momentanément indisponible.',
    'errors.platformNotFound': 'An error occurred while retrieving the associated platform data',
    'errors.tooManyAttempts': 'Trop de tentatives. Réessayez dans {minutes} minute(s).',
    'validation.passwordMismatch': 'Les deux mots de passe ne sont pas identiques.',
    'validation.required': 'Ce champ est obligatoire.',
    'validation.email': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    'validation.function': 'Choisissez votre fonction.',
    'validation.tooLong': 'Ce texte est trop long.',
    'validation.nulCharacter': 'Ce texte contient un caractère invalide.',
    'validation.oneLine': 'Ce texte doit tenir sur une seule ligne.',
    'validation.choose': 'Choisissez une option.',
    'validation.interests': 'Choisissez au moins un type de formation.',
    'validation.phone': 'Saisissez un numéro de téléphone valide, par exemple 01 23 45 67 89.',
    'validation.participants': 'Indiquez un nombre de participants entre 1 et 500.',
    'validation.rating': 'Choisissez une note de 1 à 5 étoiles.',
    'password.tooShort': 'Le mot de passe doit contenir au moins {minimum} caractères.',
    'password.noLetter': 'Le mot de passe doit contenir au moins une lettre.',
    'password.noDigit': 'Le mot de passe doit contenir au moins un chiffre.',
    'success.ok': 'OK',
  },
  es: {
    'errors.badRequest': 'La solicitud no es válida.',
    'errors.invalidJson': 'El cuerpo de la solicitud no es un JSON válido.',
    'errors.unauthenticated': 'Debe iniciar sesión.',
    'errors.forbidden': 'No tiene acceso a este recurso.',
    'errors.notFound': 'Recurso no encontrado: {path}',
    'errors.methodNotAllowed': 'Método no permitido.',
    'errors.payloadTooLarge': 'La solicitud es demasiado grande.',
    'errors.unsupportedMediaType': 'Tipo de contenido no admitido.',
    'errors.rangeNotSatisfiable': 'La parte pedida del archivo no existe.',
    'errors.csrfTokenMismatch': 'Su sesión ha caducado, vuelva a cargar la página.',
    'errors.validationFailed': 'Los datos enviados no son válidos.',
    'errors.tooManyRequests': 'Demasiadas solicitudes, inténtelo de nuevo en un momento.',
    'errors.internal': 'Se ha producido un error, inténtelo de nuevo más tarde.',
    'errors.unavailable': 'El servicio no está disponible en este momento.',
    'errors.platformNotFound': 'An error occurred while retrieving the associated platform data',
    'errors.tooManyAttempts': 'Demasiados intentos. Vuelva a intentarlo dentro de {minutes} minuto(s).',
    'validation.passwordMismatch': 'Las dos contraseñas no coinciden.',
    'validation.required': 'Este campo es obligatorio.',
    'validation.email': 'Introduce un correo electrónico válido, por ejemplo nombre@ejemplo.es.',
    'validation.function': 'Elige tu función.',
    'validation.tooLong': 'Este texto es demasiado largo.',
    'validation.nulCharacter': 'Este texto contiene un carácter no válido.',
    'validation.oneLine': 'Este texto debe ocupar una sola línea.',
    'validation.choose': 'Elija una opción.',
    'validation.interests': 'Elija al menos un tipo de formación.',
    'validation.phone': 'Introduzca un teléfono válido, por ejemplo 912 345 678.',
    'validation.participants': 'Indique un número de participantes entre 1 y 500.',
    'validation.rating': 'Elija una valoración de 1 a 5 estrellas.',
    'password.tooShort': 'La contraseña debe tener al menos {minimum} caracteres.',
    'password.noLetter': 'La contraseña debe contener al menos una letra.',
    'password.noDigit': 'La contraseña debe contener al menos un número.',
    'success.ok': 'OK',
  },
});

/** A catalogue of messages: the same keys in French and Spanish. */
export interface MessageCatalogue<K extends string = string> {
  fr: Record<K, string>;
  es: Record<K, string>;
}

/** Declares a catalogue, checking that Spanish has exactly the French keys. */
export function defineMessages<const F extends Record<string, string>>(catalogue: {
  fr: F;
  es: Record<keyof F, string>;
}): MessageCatalogue<keyof F & string> {
  return catalogue;
}

/**
 * Every message key: the common ones, and those each module adds to this interface beside its catalogue
 * (`declare module '…/i18n/messages.ts' { interface MessageKeys extends Record<…, true> {} }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface MessageKeys extends Record<keyof typeof common.fr, true> {}
export type MessageKey = keyof MessageKeys & string;

const MESSAGES: Record<Lang, Map<string, string>> = { fr: new Map(), es: new Map() };
const registered = new Set<MessageCatalogue>();

/** Adds catalogues to the messages the API translates; a key already given by another catalogue is an error. */
export function registerMessages(...catalogues: MessageCatalogue[]): void {
  for (const catalogue of catalogues) {
    if (registered.has(catalogue)) continue;
    const taken = Object.keys(catalogue.fr).filter((key) => MESSAGES.fr.has(key));
    if (taken.length > 0) throw new Error(`API messages defined twice: ${taken.join(', ')}`);
    for (const lang of ['fr', 'es'] as const) {
      for (const [key, text] of Object.entries(catalogue[lang])) MESSAGES[lang].set(key, text);
    }
    registered.add(catalogue);
  }
}

registerMessages(common);

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && MESSAGES.fr.has(value);
}

/** Translates an API message into the caller's language, filling `{name}` placeholders. */
export function translate(lang: Lang, key: MessageKey, params: Record<string, string> = {}): string {
  const text = MESSAGES[lang].get(key);
  if (text === undefined) throw new Error(`API message ${key} is not registered`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
