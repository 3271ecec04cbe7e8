import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the evaluation quizzes and their feedback. */
export const QUIZ_MESSAGES = defineMessages({
  fr: {
    'quiz.notFound': 'Ce questionnaire d’évaluation n’existe pas.',
    'quiz.alreadyAnswered': 'Vous avez déjà répondu à ce questionnaire.',
    'quiz.answerFirst': 'Répondez d’abord au questionnaire.',
    'quiz.feedbackGiven': 'Vous avez déjà donné votre avis.',
    'quiz.unknownQuestion': 'Cette question ne fait pas partie du questionnaire.',
    'success.quizAnswered': 'Merci pour vos réponses.',
    'success.quizFeedback': 'Merci pour votre avis.',
  },
  es: {
    'quiz.notFound': 'Este cuestionario de valoración no existe.',
    'quiz.alreadyAnswered': 'Ya ha respondido a este cuestionario.',
    'quiz.answerFirst': 'Responda primero al cuestionario.',
    'quiz.feedbackGiven': 'Ya ha dado su opinión.',
    'quiz.unknownQuestion': 'Esta pregunta no forma parte del cuestionario.',
    'success.quizAnswered': 'Gracias por sus respuestas.',
    'success.quizFeedback': 'Gracias por su opinión.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof QUIZ_MESSAGES.fr, true> {}
}
