import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { quizFeedbacks, quizTrackings } from '@app/db/schema/quizzes';
import type { Lang } from '@app/domain/platform/locales';
import type { EvaluationQuiz } from '@app/contracts/learning/quiz';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { Learner } from './enrolment-record.ts';
import { lockQuiz, quizViews } from './quiz-view.ts';

/**
 * The learner's feedback after answering a quiz: a rating (1–5) and an optional comment on the whole quiz (no
 * question) or on one of its questions, once each — the rows the back-office's quiz-feedback table reads.
 */
export async function giveQuizFeedback(
  db: Db,
  learner: Learner,
  lang: Lang,
  input: { quizId: number; questionId?: string | null; rating: number; comment?: string },
): Promise<EvaluationQuiz> {
  return db.transaction(async (tx) => {
    const quiz = await lockQuiz(tx, learner, input.quizId);
    const questionId = input.questionId ?? null;
    if (questionId !== null && !quiz.questions.some((q) => q.id === questionId)) {
      throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { questionId: [translate(lang, 'quiz.unknownQuestion')] } });
    }
    const [tracking] = await tx.select({ id: quizTrackings.id }).from(quizTrackings).where(eq(quizTrackings.quizId, quiz.id)).limit(1);
    if (!tracking) throw new AppError('CONFLICT', 'quiz.answerFirst');
    const [given] = await tx
      .select({ id: quizFeedbacks.id })
      .from(quizFeedbacks)
      .where(and(eq(quizFeedbacks.quizTrackingId, tracking.id), questionId === null ? isNull(quizFeedbacks.questionId) : eq(quizFeedbacks.questionId, questionId)))
      .limit(1);
    if (given) throw new AppError('CONFLICT', 'quiz.feedbackGiven');
    await tx.insert(quizFeedbacks).values({
      quizTrackingId: tracking.id,
      userId: learner.userId,
      platformId: learner.platformId,
      questionId,
      rating: input.rating,
      comment: input.comment || null,
    });
    const [view] = await quizViews(tx, learner, quiz.id);
    return view;
  });
}
