import { aliasedTable, and, desc, eq } from 'drizzle-orm';
import type { Question } from '@app/contracts/profile/history';
import type { Db } from '@app/db/client';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainingQuestions } from '@app/db/schema/training-questions';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { AppError } from '../../errors/app-error.ts';
import type { Learner } from './enrolment-record.ts';

const answerers = aliasedTable(users, 'answerers');

function selectQuestions(db: Db) {
  return db
    .select({
      question: trainingQuestions,
      training: { id: trainingOffers.id, name: trainings.name, slug: trainingOffers.slug, type: trainings.type },
      answerer: { firstName: answerers.firstName, lastName: answerers.lastName },
    })
    .from(trainingQuestions)
    .innerJoin(trainingOffers, eq(trainingOffers.id, trainingQuestions.offerId))
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .leftJoin(answerers, eq(answerers.id, trainingQuestions.answeredBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectQuestions>['execute']>>[number];

function questionOf({ question: q, training, answerer }: Row): Question {
  return {
    id: q.id,
    training,
    text: q.text,
    askedAt: q.askedAt.toISOString(),
    answer: q.answer,
    answeredAt: q.answeredAt?.toISOString() ?? null,
    answeredBy: answerer ? `${answerer.firstName} ${answerer.lastName}`.trim() : null,
  };
}

/** The learner's questions on this platform, newest first, each with its answer once given. */
export async function learnerQuestions(db: Db, learner: Learner): Promise<Question[]> {
  const rows = await selectQuestions(db)
    .where(and(eq(trainingQuestions.userId, learner.userId), eq(trainingQuestions.platformId, learner.platformId)))
    .orderBy(desc(trainingQuestions.askedAt), desc(trainingQuestions.id));
  return rows.map(questionOf);
}

/** Records a question on a published course of this platform (404 otherwise); the back-office answers it. */
export async function askQuestion(db: Db, learner: Learner, courseId: number, text: string): Promise<Question> {
  const [offer] = await db
    .select({ id: trainingOffers.id })
    .from(trainingOffers)
    .where(and(eq(trainingOffers.id, courseId), eq(trainingOffers.platformId, learner.platformId), eq(trainingOffers.isPublished, true)));
  if (!offer) throw new AppError('NOT_FOUND', 'questions.notFound');
  const [created] = await db.insert(trainingQuestions).values({ userId: learner.userId, platformId: learner.platformId, offerId: offer.id, text }).returning({ id: trainingQuestions.id });
  const [row] = await selectQuestions(db).where(eq(trainingQuestions.id, created.id));
  return questionOf(row);
}
