import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the declared actions and the registration date with the Ordre (issue 19 part 2). */
export const COMPLIANCE_MESSAGES = defineMessages({
  fr: {
    'compliance.declarations.errors.future': 'Indiquez une date passée ou celle d’aujourd’hui.',
    'compliance.declarations.errors.registrationFuture': 'La date d’inscription à l’Ordre ne peut pas être dans le futur.',
    'compliance.declarations.errors.tags': 'Choisissez au moins un type d’action ou un bloc.',
    'compliance.declarations.errors.noObligation': 'Aucune obligation de formation continue ne s’applique sur cette plateforme.',
    'compliance.declarations.errors.fileMissing': 'Choisissez le fichier du justificatif.',
    'compliance.declarations.errors.fileEmpty': 'Ce fichier est vide.',
    'compliance.declarations.errors.fileType': 'Ce fichier n’est ni un PDF, ni une image PNG ou JPEG : déposez le justificatif dans l’un de ces formats.',
    'compliance.declarations.errors.fileTooBig': 'Ce fichier dépasse {max} Mo : réduisez-le (une page scannée ou une photo suffit).',
    'compliance.declarations.errors.notFound': 'Cette action déclarée est introuvable.',
    'compliance.declarations.errors.verified': 'Cette action déclarée a déjà été validée.',
    'compliance.declarations.errors.refused': 'Cette action déclarée a déjà été refusée.',
    'compliance.declarations.success.declared': 'Action déclarée : elle comptera une fois son justificatif vérifié.',
    'compliance.declarations.success.withdrawn': 'Action déclarée retirée.',
    'compliance.declarations.success.verified': 'Action validée : elle compte désormais pour {name}.',
    'compliance.declarations.success.refused': 'Action refusée : {name} en est informé(e).',
    'compliance.declarations.success.registration': 'Date d’inscription à l’Ordre enregistrée.',
    'mail.declaration.verified.subject': 'Votre action « {title} » est validée',
    'mail.declaration.verified.text':
      'Bonjour {firstName},\n\n{decidedBy} a vérifié le justificatif de l’action « {title} » que vous avez déclarée : elle compte désormais dans vos obligations de formation continue.\n\nVoir mes obligations : {url}\n\n{platform}',
    'mail.declaration.refused.subject': 'Votre action « {title} » n’est pas validée',
    'mail.declaration.refused.text':
      'Bonjour {firstName},\n\n{decidedBy} n’a pas validé l’action « {title} » que vous avez déclarée, pour la raison suivante :\n{reason}\n\nVous pouvez la déclarer à nouveau avec un autre justificatif : {url}\n\n{platform}',
  },
  es: {
    'compliance.declarations.errors.future': 'Indique una fecha pasada o la de hoy.',
    'compliance.declarations.errors.registrationFuture': 'La fecha de colegiación no puede estar en el futuro.',
    'compliance.declarations.errors.tags': 'Elija al menos un tipo de acción o un bloque.',
    'compliance.declarations.errors.noObligation': 'En esta plataforma no se aplica ninguna obligación de formación continua.',
    'compliance.declarations.errors.fileMissing': 'Elija el archivo del justificante.',
    'compliance.declarations.errors.fileEmpty': 'Este archivo está vacío.',
    'compliance.declarations.errors.fileType': 'Este archivo no es un PDF ni una imagen PNG o JPEG: suba el justificante en uno de estos formatos.',
    'compliance.declarations.errors.fileTooBig': 'Este archivo supera {max} MB: redúzcalo (basta una página escaneada o una foto).',
    'compliance.declarations.errors.notFound': 'No se encuentra esta acción declarada.',
    'compliance.declarations.errors.verified': 'Esta acción declarada ya ha sido validada.',
    'compliance.declarations.errors.refused': 'Esta acción declarada ya ha sido rechazada.',
    'compliance.declarations.success.declared': 'Acción declarada: contará una vez verificado su justificante.',
    'compliance.declarations.success.withdrawn': 'Acción declarada retirada.',
    'compliance.declarations.success.verified': 'Acción validada: ya cuenta para {name}.',
    'compliance.declarations.success.refused': 'Acción rechazada: {name} ha sido informado/a.',
    'compliance.declarations.success.registration': 'Fecha de colegiación guardada.',
    'mail.declaration.verified.subject': 'Su acción «{title}» ha sido validada',
    'mail.declaration.verified.text':
      'Hola {firstName}:\n\n{decidedBy} ha verificado el justificante de la acción «{title}» que declaró: ya cuenta en sus obligaciones de formación continua.\n\nVer mis obligaciones: {url}\n\n{platform}',
    'mail.declaration.refused.subject': 'Su acción «{title}» no ha sido validada',
    'mail.declaration.refused.text':
      'Hola {firstName}:\n\n{decidedBy} no ha validado la acción «{title}» que declaró, por el motivo siguiente:\n{reason}\n\nPuede declararla de nuevo con otro justificante: {url}\n\n{platform}',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof COMPLIANCE_MESSAGES.fr, true> {}
}
