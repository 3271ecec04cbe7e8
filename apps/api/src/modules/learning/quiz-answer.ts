import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { quizTrackings, quizzes } from '@app/db/schema/quizzes';
import { answerProblems, evaluationScore, type EvaluationAnswers } from '@app/domain/learning/quiz-evaluation';
import type { Lang } from '@app/domain/platform/locales';
import type { EvaluationQuiz } from '@app/contracts/learning/quiz';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { Learner } from './enrolment-record.ts';
import { lockQuiz, quizViews, type StoredAnswer } from './quiz-view.ts';

/**
 * Answers an evaluation quiz (spec §4: hidden once answered): every question needs one of its choices (422 by
 * `answers.<question id>`, in the learner's language), the tracking keeps the answers and the score, and the quiz is
 * hidden — in one transaction holding the quiz's row, so two tabs cannot both answer it (the second gets 409).
 */
export async function answerEvaluationQuiz(
  db: Db,
  learner: Learner,
  lang: Lang,
  input: { quizId: number; answers: EvaluationAnswers },
  now = new Date(),
): Promise<EvaluationQuiz> {
  return db.transaction(async (tx) => {
    const quiz = await lockQuiz(tx, learner, input.quizId);
    if (quiz.hidden) throw new AppError('CONFLICT', 'quiz.alreadyAnswered');
    const problems = answerProblems(quiz.questions, input.answers);
    if (Object.keys(problems).length > 0) {
      const errors = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, [translate(lang, key)]]));
      throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors });
    }
    const answers: StoredAnswer[] = quiz.questions.map((q) => ({
      questionId: q.id,
      choice: input.answers[q.id],
      ...(q.kind === 'knowledge' ? { correct: input.answers[q.id] === q.answer } : {}),
    }));
    await tx.insert(quizTrackings).values({
      quizId: quiz.id,
      userId: learner.userId,
      answers,
      startDate: now,
      score: evaluationScore(quiz.questions, input.answers).score,
    });
    await tx.update(quizzes).set({ hidden: true }).where(eq(quizzes.id, quiz.id));
    const [view] = await quizViews(tx, learner, quiz.id);
    return view;
  });
}
