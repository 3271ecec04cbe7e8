import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { quizFeedbacks, quizTrackings, quizzes, type Quiz } from '@app/db/schema/quizzes';
import { withoutAnswers } from '@app/domain/learning/quiz-evaluation';
import type { EvaluationQuiz } from '@app/contracts/learning/quiz';
import { AppError } from '../../errors/app-error.ts';
import type { Learner } from './enrolment-record.ts';
import type { Tx } from './tracking-chain.ts';

/** One answer as a quiz tracking keeps it (spec §3 Quiz tracking `answers`): `correct` on knowledge questions only. */
export interface StoredAnswer {
  questionId: string;
  choice: number;
  correct?: boolean;
}

/** The learner's quizzes (all, or the one asked) with their answer and feedback, as the contract shows them, in order. */
export async function quizViews(db: Db | Tx, learner: Learner, quizId?: number): Promise<EvaluationQuiz[]> {
  const rows = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.userId, learner.userId), eq(quizzes.platformId, learner.platformId), quizId === undefined ? undefined : eq(quizzes.id, quizId)))
    .orderBy(asc(quizzes.id));
  if (rows.length === 0) return [];
  const ids = rows.map((q) => q.id);
  const trackings = await db.select().from(quizTrackings).where(inArray(quizTrackings.quizId, ids)).orderBy(asc(quizTrackings.id));
  const feedbacks = trackings.length
    ? await db.select().from(quizFeedbacks).where(inArray(quizFeedbacks.quizTrackingId, trackings.map((t) => t.id))).orderBy(asc(quizFeedbacks.id))
    : [];
  return rows.map((quiz) => {
    const tracking = trackings.find((t) => t.quizId === quiz.id) ?? null;
    const answers = (tracking?.answers ?? []) as StoredAnswer[];
    return {
      id: quiz.id,
      hidden: quiz.hidden,
      source: quiz.source,
      courseTrackingId: quiz.enrolmentId,
      createdAt: quiz.createdAt.toISOString(),
      questions: withoutAnswers(quiz.questions),
      tracking: tracking && {
        id: tracking.id,
        startDate: tracking.startDate.toISOString(),
        score: tracking.score,
        correct: answers.filter((a) => a.correct === true).length,
        total: answers.filter((a) => a.correct !== undefined).length,
      },
      feedbacks: feedbacks
        .filter((f) => f.quizTrackingId === tracking?.id)
        .map((f) => ({ questionId: f.questionId, rating: f.rating, comment: f.comment })),
    };
  });
}

/** The learner's quiz, locked for the change that follows, or 404 when it is not theirs on this platform. */
export async function lockQuiz(tx: Tx, learner: Learner, quizId: number): Promise<Quiz> {
  const [quiz] = await tx
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), eq(quizzes.userId, learner.userId), eq(quizzes.platformId, learner.platformId)))
    .for('update');
  if (!quiz) throw new AppError('NOT_FOUND', 'quiz.notFound');
  return quiz;
}
