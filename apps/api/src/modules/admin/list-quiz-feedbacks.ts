import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { quizFeedbackSearch, QuizFeedbackView } from '@app/contracts/admin/quiz-feedbacks';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { quizFeedbacks, quizTrackings, quizzes } from '@app/db/schema/quizzes';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { QUIZ_FEEDBACK_PAGE_SIZE, roundedAverage } from '@app/domain/admin/quiz-feedback';
import { pageOffset } from '@app/domain/platform/pagination';
import type { AdminCaller } from './admin-caller.ts';
import { periodBounds } from './period.ts';

type Search = z.output<typeof quizFeedbackSearch>;

/** `%`, `_` and `\` typed by the administrator are searched as they are, not as patterns. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The learner's full name as the table shows and searches it. */
export const learnerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * A page of the platform's quiz feedback kept by the filters (training, learner, rating, Paris days) and the text
 * searched in comments and learners' names, newest first, with the mean rating of all it keeps. A period ending before
 * it starts is refused beside `filter.to`.
 */
export async function listQuizFeedbacks(db: Db, caller: AdminCaller, page: number, { filter, filterValue }: Search) {
  const { start, end } = periodBounds(caller.lang, filter.from, filter.to, 'filter.to');
  const conditions: (SQL | undefined)[] = [
    eq(quizFeedbacks.platformId, caller.platformId),
    filter.trainingId ? eq(enrolments.trainingId, filter.trainingId) : undefined,
    filter.learnerId ? eq(quizFeedbacks.userId, filter.learnerId) : undefined,
    filter.rating ? eq(quizFeedbacks.rating, filter.rating) : undefined,
    start ? gte(quizFeedbacks.createdAt, start) : undefined,
    end ? lt(quizFeedbacks.createdAt, end) : undefined,
    filterValue ? or(ilike(quizFeedbacks.comment, likePattern(filterValue)), ilike(learnerName, likePattern(filterValue)), ilike(users.email, likePattern(filterValue))) : undefined,
  ];
  // The rows the filters keep, once: the page and the summary read them.
  const kept = db.$with('kept').as(
    db
      .select({
        id: quizFeedbacks.id,
        createdAt: quizFeedbacks.createdAt,
        rating: quizFeedbacks.rating,
        comment: quizFeedbacks.comment,
        questionId: quizFeedbacks.questionId,
        questions: quizzes.questions,
        trainingId: sql<number | null>`${trainings.id}`.as('training_id'),
        trainingName: sql<string | null>`${trainings.name}`.as('training_name'),
        learnerId: sql<number>`${users.id}`.as('learner_id'),
        learnerName: learnerName.as('learner_name'),
        email: users.email,
      })
      .from(quizFeedbacks)
      .innerJoin(users, eq(users.id, quizFeedbacks.userId))
      .innerJoin(quizTrackings, eq(quizTrackings.id, quizFeedbacks.quizTrackingId))
      .innerJoin(quizzes, eq(quizzes.id, quizTrackings.quizId))
      .leftJoin(enrolments, eq(enrolments.id, quizzes.enrolmentId))
      .leftJoin(trainings, eq(trainings.id, enrolments.trainingId))
      .where(and(...conditions)),
  );
  const [rows, [summary]] = await Promise.all([
    db.with(kept).select().from(kept).orderBy(desc(kept.createdAt), desc(kept.id)).limit(QUIZ_FEEDBACK_PAGE_SIZE).offset(pageOffset(page, QUIZ_FEEDBACK_PAGE_SIZE)),
    db.with(kept).select({ total: sql<number>`count(*)::int`, average: sql<string | null>`avg(${kept.rating})` }).from(kept),
  ]);
  const items: QuizFeedbackView[] = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    rating: row.rating,
    comment: row.comment,
    question: row.questionId === null ? null : (row.questions.find((q) => q.id === row.questionId)?.text ?? row.questionId),
    // Ids read through raw SQL come back as the driver gives a bigint: a string from node-postgres, a number from PGlite.
    training: row.trainingId === null || row.trainingName === null ? null : { id: Number(row.trainingId), name: row.trainingName },
    learner: { id: Number(row.learnerId), name: row.learnerName, email: row.email },
  }));
  return { items, total: summary.total, page, perPage: QUIZ_FEEDBACK_PAGE_SIZE, average: roundedAverage(summary.average) };
}
