import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { quizFeedbacks, quizTrackings, quizzes } from '@app/db/schema/quizzes';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { QUIZ_FEEDBACK_SELECT_ANY, type QuizFeedbackSelectColumn } from '@app/domain/admin/quiz-feedback';
import type { AdminCaller } from './admin-caller.ts';
import { learnerName, likePattern } from './list-quiz-feedbacks.ts';

/** At most this many options are listed: the text `{b}` narrows a longer list. */
const MAX_OPTIONS = 200;

/**
 * The values of a filter column among the platform's quiz feedback (`select/{a}/{b}`): the trainings, or the learners,
 * that have feedback here, whose label contains `{b}` (any with `*`), by label.
 */
export async function quizFeedbackOptions(db: Db, caller: AdminCaller, column: QuizFeedbackSelectColumn, text: string) {
  const ofPlatform = eq(quizFeedbacks.platformId, caller.platformId);
  const label = column === 'training' ? sql<string>`${trainings.name}` : learnerName;
  const narrowed = text === QUIZ_FEEDBACK_SELECT_ANY ? ofPlatform : and(ofPlatform, ilike(label, likePattern(text)));
  const id = column === 'training' ? trainings.id : users.id;
  const query = db.selectDistinct({ id, label }).from(quizFeedbacks).$dynamic();
  const joined =
    column === 'training'
      ? query
          .innerJoin(quizTrackings, eq(quizTrackings.id, quizFeedbacks.quizTrackingId))
          .innerJoin(quizzes, eq(quizzes.id, quizTrackings.quizId))
          .innerJoin(enrolments, eq(enrolments.id, quizzes.enrolmentId))
          .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
      : query.innerJoin(users, eq(users.id, quizFeedbacks.userId));
  return joined.where(narrowed).orderBy(asc(label), asc(id)).limit(MAX_OPTIONS);
}
