import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import { evaluationQuestions } from '@app/domain/learning/quiz-evaluation';
import type { Db } from '../client.ts';
import { enrolments } from '../schema/enrolments.ts';
import { platforms } from '../schema/platforms.ts';
import { quizFeedbacks, quizTrackings, quizzes } from '../schema/quizzes.ts';
import { trainings } from '../schema/trainings.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;

/** Ratings and comments given in turn (null: a rating without a comment); every fourth is about one question. */
const FEEDBACK = {
  fr: [
    [5, 'Très clair, les cas pratiques collent au comptoir.'],
    [4, null],
    [2, 'Trop long pour ce qui est appris.'],
    [5, 'Parfait pour réviser avant l’entretien pharmaceutique.'],
    [3, 'Correct, mais des exemples plus récents seraient utiles.'],
    [1, 'La vidéo du module 2 ne se lance pas.'],
    [4, 'Bon rythme.'],
    [5, null],
    [3, 'La question sur les posologies est ambiguë.'],
    [4, 'Utile pour l’équipe.'],
    [2, null],
    [5, 'Je recommande à mes collègues préparateurs.'],
  ],
  es: [
    [4, 'Muy útil para la farmacia.'],
    [2, 'Demasiado largo.'],
    [5, null],
  ],
} as const;

/** How many feedbacks each platform gets: enough on demo to page and filter the back-office's table. */
const PER_PLATFORM = { demo: 32, cofares: 3 } as const;

/**
 * Learners' feedback after their evaluation quiz (issue 17 part 8): on the demo platform 32 feedbacks over the last
 * three months from the learners who completed a training (several trainings, every rating, some on one question,
 * some without comment), and three on the Spanish platform. Each on its own answered quiz of a completed enrolment
 * that had none. Guarded by any quiz feedback.
 */
export async function seedQuizFeedbackDemo(tx: Tx, now = new Date()): Promise<boolean> {
  const [any] = await tx.select({ id: quizFeedbacks.id }).from(quizFeedbacks).limit(1);
  if (any) return false;
  let inserted = false;
  for (const [code, count] of Object.entries(PER_PLATFORM)) {
    const done = await tx
      .select({ id: enrolments.id, userId: enrolments.userId, platformId: enrolments.platformId, name: trainings.name, lang: trainings.lang })
      .from(enrolments)
      .innerJoin(platforms, eq(platforms.id, enrolments.platformId))
      .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
      .where(
        and(
          eq(platforms.codeName, code),
          eq(enrolments.status, 'completed'),
          notExists(tx.select({ one: sql`1` }).from(quizzes).where(eq(quizzes.enrolmentId, enrolments.id))),
        ),
      )
      .orderBy(desc(enrolments.completedAt), desc(enrolments.id))
      .limit(count);
    for (const [i, enrolment] of done.entries()) {
      const lang = enrolment.lang === 'es' ? 'es' : 'fr';
      const [rating, comment] = FEEDBACK[lang][i % FEEDBACK[lang].length];
      const questions = evaluationQuestions(lang, []);
      // Spread over about three months, newest first, at varied hours.
      const at = new Date(now.getTime() - i * 2.8 * DAY_MS - ((i * 7) % 10) * 3_600_000);
      const [quiz] = await tx
        .insert(quizzes)
        .values({ userId: enrolment.userId, platformId: enrolment.platformId, enrolmentId: enrolment.id, hidden: true, source: enrolment.name, questions, createdAt: at })
        .returning({ id: quizzes.id });
      const [tracking] = await tx.insert(quizTrackings).values({ quizId: quiz.id, userId: enrolment.userId, startDate: at }).returning({ id: quizTrackings.id });
      await tx.insert(quizFeedbacks).values({
        quizTrackingId: tracking.id,
        userId: enrolment.userId,
        platformId: enrolment.platformId,
        questionId: i % 4 === 3 ? questions[i % questions.length].id : null,
        rating,
        comment,
        createdAt: at,
      });
      inserted = true;
    }
  }
  return inserted;
}
