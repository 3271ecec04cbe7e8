/**
 * The evaluation quiz put to a learner who finishes a training (spec §3 Quiz, Quiz tracking; issue "Learning I" part
 * 6): a standard questionnaire per language (satisfaction and self-assessed knowledge, not scored) followed by the
 * knowledge checks of the training itself (scored), copied when the quiz is put (docs/decisions.md).
 */
import type { Lang } from '../platform/locales.ts';

/** Satisfaction and self-assessment questions have no right answer; a knowledge question has one. */
export type EvaluationQuestionKind = 'satisfaction' | 'selfAssessment' | 'knowledge';

export interface EvaluationQuestion {
  id: string;
  kind: EvaluationQuestionKind;
  text: string;
  choices: string[];
  /** Index of the right choice (knowledge questions only). */
  answer?: number;
}

/** A learner's answers: question id → index of the chosen choice. */
export type EvaluationAnswers = Record<string, number>;

/** At most this many of the training's knowledge checks are asked again in its evaluation quiz. */
export const EVALUATION_KNOWLEDGE_MAX = 5;

const SATISFACTION = {
  fr: ['Très satisfait', 'Satisfait', 'Peu satisfait', 'Pas satisfait'],
  es: ['Muy satisfecho', 'Satisfecho', 'Poco satisfecho', 'Nada satisfecho'],
};
const LEVEL = {
  fr: ['Aucune', 'Notions', 'Bonne', 'Très bonne'],
  es: ['Ninguno', 'Nociones', 'Bueno', 'Muy bueno'],
};

/** The standard questionnaire of each language, asked after every training. */
export const EVALUATION_QUESTIONNAIRE: Readonly<Record<Lang, readonly EvaluationQuestion[]>> = {
  fr: [
    { id: 'satisfaction', kind: 'satisfaction', text: 'Dans l’ensemble, êtes-vous satisfait de cette formation ?', choices: SATISFACTION.fr },
    { id: 'relevance', kind: 'satisfaction', text: 'Le contenu correspond-il à votre pratique à l’officine ?', choices: ['Tout à fait', 'En partie', 'Peu', 'Pas du tout'] },
    { id: 'apply', kind: 'satisfaction', text: 'Allez-vous appliquer ce que vous avez appris au comptoir ?', choices: ['Oui, dès maintenant', 'Oui, en partie', 'Pas encore', 'Non'] },
    { id: 'knowledgeBefore', kind: 'selfAssessment', text: 'Votre connaissance du sujet avant la formation', choices: LEVEL.fr },
    { id: 'knowledgeAfter', kind: 'selfAssessment', text: 'Votre connaissance du sujet après la formation', choices: LEVEL.fr },
  ],
  es: [
    { id: 'satisfaction', kind: 'satisfaction', text: 'En general, ¿está satisfecho con esta formación?', choices: SATISFACTION.es },
    { id: 'relevance', kind: 'satisfaction', text: '¿El contenido corresponde a su práctica en la farmacia?', choices: ['Totalmente', 'En parte', 'Poco', 'Nada'] },
    { id: 'apply', kind: 'satisfaction', text: '¿Va a aplicar lo aprendido en el mostrador?', choices: ['Sí, desde ahora', 'Sí, en parte', 'Todavía no', 'No'] },
    { id: 'knowledgeBefore', kind: 'selfAssessment', text: 'Su conocimiento del tema antes de la formación', choices: LEVEL.es },
    { id: 'knowledgeAfter', kind: 'selfAssessment', text: 'Su conocimiento del tema después de la formación', choices: LEVEL.es },
  ],
};

/** A knowledge check of the training (a quiz module's question), as the content stores it. */
export interface KnowledgeCheck {
  id: string;
  text: string;
  choices: string[];
  answer: number;
}

/**
 * The questions of a training's evaluation quiz: the standard questionnaire of its language, then up to
 * EVALUATION_KNOWLEDGE_MAX of its own knowledge checks (ids prefixed so they never meet the standard ones).
 */
export function evaluationQuestions(lang: Lang, checks: readonly KnowledgeCheck[]): EvaluationQuestion[] {
  const knowledge = checks
    .filter((c) => Number.isInteger(c.answer) && c.answer >= 0 && c.answer < c.choices.length)
    .slice(0, EVALUATION_KNOWLEDGE_MAX)
    .map((c, i): EvaluationQuestion => ({ id: `k${i + 1}-${c.id}`, kind: 'knowledge', text: c.text, choices: [...c.choices], answer: c.answer }));
  return [...EVALUATION_QUESTIONNAIRE[lang].map((q) => ({ ...q, choices: [...q.choices] })), ...knowledge];
}

/** Why an answer is refused, per field `answers.<question id>`: a translation key. */
export type AnswerProblem = 'validation.choose' | 'quiz.unknownQuestion';

/** Every question needs one of its choices; an answer to a question the quiz does not ask is refused. */
export function answerProblems(questions: readonly Pick<EvaluationQuestion, 'id' | 'choices'>[], answers: EvaluationAnswers): Record<string, AnswerProblem> {
  const problems: Record<string, AnswerProblem> = {};
  for (const q of questions) {
    const choice = Object.hasOwn(answers, q.id) ? answers[q.id] : undefined;
    if (choice === undefined || !Number.isInteger(choice) || choice < 0 || choice >= q.choices.length) problems[`answers.${q.id}`] = 'validation.choose';
  }
  const asked = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers)) if (!asked.has(id)) problems[`answers.${id}`] = 'quiz.unknownQuestion';
  return problems;
}

export interface EvaluationScore {
  /** Percentage of knowledge questions answered right (0–100), null when the quiz asks none. */
  score: number | null;
  correct: number;
  total: number;
}

/** The score of valid answers: only knowledge questions count. */
export function evaluationScore(questions: readonly EvaluationQuestion[], answers: EvaluationAnswers): EvaluationScore {
  const knowledge = questions.filter((q) => q.kind === 'knowledge');
  const correct = knowledge.filter((q) => answers[q.id] === q.answer).length;
  return { score: knowledge.length === 0 ? null : Math.round((100 * correct) / knowledge.length), correct, total: knowledge.length };
}

/** The quiz as shown before it is answered: the right answers stay on the server. */
export function withoutAnswers(questions: readonly EvaluationQuestion[]): Omit<EvaluationQuestion, 'answer'>[] {
  return questions.map(({ answer: _answer, ...q }) => q);
}
