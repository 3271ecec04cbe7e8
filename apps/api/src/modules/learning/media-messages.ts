import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the video, podcast and pdf steps. */
export const MEDIA_MESSAGES = defineMessages({
  fr: {
    'media.errors.notMediaStep': 'Cette étape n’est pas une vidéo ni un podcast.',
    'media.errors.notPdfStep': 'Cette étape n’est pas un document pdf.',
    'media.errors.noQuiz': 'Cette étape n’a pas de questions.',
    'media.errors.noVideoQuiz': 'Aucune vidéo à questions ne vous attend dans cette formation.',
    'media.errors.notAtEnd': 'Allez jusqu’à la fin de l’étape pour la terminer.',
    'media.errors.quizNotPassed': 'Répondez correctement aux questions de la vidéo pour terminer cette étape.',
    'media.errors.pdfNotOpened': 'Ouvrez d’abord le document.',
    'media.errors.fileMissing': 'Le fichier de cette étape est introuvable.',
    'media.errors.linkInvalid': 'Ce lien n’est pas valide.',
    'media.errors.linkExpired': 'Ce lien a expiré : rouvrez le document depuis la formation.',
    'media.validation.id': 'Indiquez un identifiant valide.',
    'media.validation.step': 'Indiquez une étape de la formation.',
    'media.validation.position': 'La position doit être un nombre de secondes positif.',
    'media.validation.volume': 'Le volume doit être compris entre 0 et 1.',
    'media.validation.answers': 'Répondez à au moins une question.',
    'media.success.quizPassed': 'Bravo, étape terminée.',
    'media.success.quizAnswered': 'Réponse enregistrée.',
    'media.success.stepCompleted': 'Étape terminée.',
  },
  es: {
    'media.errors.notMediaStep': 'Este paso no es un vídeo ni un pódcast.',
    'media.errors.notPdfStep': 'Este paso no es un documento pdf.',
    'media.errors.noQuiz': 'Este paso no tiene preguntas.',
    'media.errors.noVideoQuiz': 'No le espera ningún vídeo con preguntas en esta formación.',
    'media.errors.notAtEnd': 'Llegue hasta el final del paso para terminarlo.',
    'media.errors.quizNotPassed': 'Responda correctamente a las preguntas del vídeo para terminar este paso.',
    'media.errors.pdfNotOpened': 'Abra primero el documento.',
    'media.errors.fileMissing': 'No se encuentra el archivo de este paso.',
    'media.errors.linkInvalid': 'Este enlace no es válido.',
    'media.errors.linkExpired': 'Este enlace ha caducado: vuelva a abrir el documento desde la formación.',
    'media.validation.id': 'Indique un identificador válido.',
    'media.validation.step': 'Indique un paso de la formación.',
    'media.validation.position': 'La posición debe ser un número de segundos positivo.',
    'media.validation.volume': 'El volumen debe estar entre 0 y 1.',
    'media.validation.answers': 'Responda al menos a una pregunta.',
    'media.success.quizPassed': 'Enhorabuena, paso terminado.',
    'media.success.quizAnswered': 'Respuesta guardada.',
    'media.success.stepCompleted': 'Paso terminado.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof MEDIA_MESSAGES.fr, true> {}
}
