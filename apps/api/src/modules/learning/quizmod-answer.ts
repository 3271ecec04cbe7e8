import type { Db } from '@app/db/client';
import type { QuizModule } from '@app/contracts/learning/quizmod';
import { STEP_QUIZ_PASS_SCORE } from '@app/domain/learning/media-steps';
import type { EvaluationAnswers } from '@app/domain/learning/quiz-evaluation';
import { answerKnowledgeCheck } from '@app/domain/learning/quizmod-score';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import { isDpcAssessment } from './dpc-flow.ts';
import { loadEnrolment, moduleOf, type Learner } from './enrolment-record.ts';
import { finishesTraining } from './media-step.ts';
import { assertModuleOpen, recordProgress } from './progress.ts';

/** The learner's quiz module in their enrolment: 404 when not theirs or not a quiz, 409 when not open yet. */
async function quizModuleOf(db: Db, learner: Learner, enrolmentId: number, moduleId: number) {
  const record = await loadEnrolment(db, learner, enrolmentId);
  const entry = moduleOf(record, moduleId);
  if (entry.content?.kind !== 'quiz') throw new AppError('NOT_FOUND', 'quizmod.errors.notQuizModule');
  // A programme's assessments are steps of its own, in its order (the practice evaluation comes before the last one).
  if (isDpcAssessment(record, moduleId)) throw new AppError('CONFLICT', 'dpc.errors.assessmentInProgramme');
  assertModuleOpen(record, moduleId);
  return { record, entry, questions: entry.content.questions };
}

/** The answers scored, or 422 by `answers.<question id>` in the learner's language (quiz modules, DPC assessments). */
export function checkedAnswer(lang: Lang, questions: Parameters<typeof answerKnowledgeCheck>[0], answers: EvaluationAnswers) {
  const answer = answerKnowledgeCheck(questions, answers);
  if (!answer.valid) {
    const errors = Object.fromEntries(Object.entries(answer.problems).map(([field, key]) => [field, [translate(lang, key)]]));
    throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors });
  }
  return answer;
}

/** The questions as the learner sees them: the right answers and explanations stay on the server until answered. */
export async function quizModule(db: Db, learner: Learner, enrolmentId: number, moduleId: number): Promise<QuizModule> {
  const { entry, questions } = await quizModuleOf(db, learner, enrolmentId, moduleId);
  return {
    moduleId,
    status: entry.progress?.status ?? 'notStarted',
    score: entry.progress?.score ?? null,
    passScore: STEP_QUIZ_PASS_SCORE,
    questions: questions.map(({ id, text, choices }) => ({ id, text, choices })),
  };
}

/**
 * Answers a quiz module: every question needs one of its choices (422 by `answers.<question id>`, in the learner's
 * language), then the answers are scored out of 10 and recorded (tracking event 'quiz'); a pass completes the module
 * (and the training when it was its last), a fail keeps it open with its score for another try. Once completed, a new
 * try is scored for feedback but changes neither the kept score nor the state.
 */
export async function answerQuizModule(db: Db, learner: Learner, lang: Lang, enrolmentId: number, input: { moduleId: number; answers: EvaluationAnswers }) {
  const { record, entry, questions } = await quizModuleOf(db, learner, enrolmentId, input.moduleId);
  const { score, passed, results } = checkedAnswer(lang, questions, input.answers);
  const done = entry.progress?.status === 'completed';
  const progress = await recordProgress(db, record, input.moduleId, {
    kind: 'quiz',
    payload: { answers: input.answers, score },
    set: done ? {} : { score },
    complete: passed,
  });
  return {
    moduleId: input.moduleId,
    status: progress.status,
    score,
    passScore: STEP_QUIZ_PASS_SCORE,
    passed,
    results,
    trainingCompleted: !done && finishesTraining(record, input.moduleId, progress.status === 'completed'),
  };
}
