import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the quiz modules (knowledge checks). */
export const QUIZMOD_MESSAGES = defineMessages({
  fr: {
    'quizmod.errors.notQuizModule': 'Ce module n’est pas un quiz.',
    'quizmod.validation.moduleId': 'Indiquez un module de la formation.',
    'quizmod.success.passed': 'Bravo, quiz réussi.',
    'quizmod.success.failed': 'Quiz non réussi : relisez les explications et réessayez.',
  },
  es: {
    'quizmod.errors.notQuizModule': 'Este módulo no es un test.',
    'quizmod.validation.moduleId': 'Indique un módulo de la formación.',
    'quizmod.success.passed': 'Enhorabuena, test superado.',
    'quizmod.success.failed': 'Test no superado: repase las explicaciones e inténtelo de nuevo.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof QUIZMOD_MESSAGES.fr, true> {}
}
