import { and, arrayContains, arrayOverlaps, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogCourse } from '@app/contracts/catalogue/catalog';
import type { SuggestionReasonView } from '@app/contracts/profile/suggestions';
import type { Db } from '@app/db/client';
import { bookmarks } from '@app/db/schema/bookmarks';
import { catalogEntries } from '@app/db/schema/catalog-entries';
import { enrolments } from '@app/db/schema/enrolments';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainingPlanActivities } from '@app/db/schema/training-plan-activities';
import { trainingPlanActivityUsers } from '@app/db/schema/training-plan-activity-users';
import { trainings } from '@app/db/schema/trainings';
import type { CatalogScope } from '@app/db/offered';
import { rankSuggestions } from '@app/domain/profile/suggestions';
import type { ProfileLearner } from './learner.ts';

/** The catalogue courses of offers, in the order asked (the catalogue module's, given by the API's wiring). */
export type CatalogCoursesOf = (offerIds: readonly number[]) => Promise<CatalogCourse[]>;

/**
 * Trainings suggested to the learner (spec §7 getPersonalizedSuggestions): the offers of the catalogue they see that
 * are planned for them in a training plan (an activity not finished yet), share a theme with their trainings
 * (completed, being followed or bookmarked) or are meant for their function, ranked with their reason by the domain's
 * rule; returned as catalogue courses.
 */
export async function personalizedSuggestions(
  db: Db,
  learner: ProfileLearner,
  scope: CatalogScope,
  catalogCoursesOf: CatalogCoursesOf,
): Promise<{ course: CatalogCourse; reason: SuggestionReasonView }[]> {
  const mine = await db
    .select({ offerId: enrolments.offerId, trainingId: enrolments.trainingId, name: trainings.name, tags: trainingOffers.tags, status: enrolments.status, completedAt: enrolments.completedAt })
    .from(enrolments)
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(trainingOffers, eq(trainingOffers.id, enrolments.offerId))
    .where(and(eq(enrolments.userId, learner.userId), eq(enrolments.platformId, learner.platformId), inArray(enrolments.status, ['active', 'completed'])));
  const learnerTrainings = mine.map((m) => ({ ...m, endDate: m.status === 'completed' ? (m.completedAt ?? new Date(0)).toISOString() : null }));
  const saved = await db
    .select({ offerId: bookmarks.offerId, trainingId: trainingOffers.trainingId, name: trainings.name, tags: trainingOffers.tags })
    .from(bookmarks)
    .innerJoin(trainingOffers, eq(trainingOffers.id, bookmarks.offerId))
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(and(eq(bookmarks.userId, learner.userId), eq(trainingOffers.platformId, learner.platformId)));
  const bookmarked = saved.map((b) => ({ ...b, endDate: null }));
  const plannedTrainingIds = (
    await db
      .selectDistinct({ trainingId: trainingPlanActivities.trainingId })
      .from(trainingPlanActivityUsers)
      .innerJoin(trainingPlanActivities, eq(trainingPlanActivities.id, trainingPlanActivityUsers.activityId))
      .where(and(eq(trainingPlanActivityUsers.userId, learner.userId), gte(trainingPlanActivities.finishDate, sql`current_date`)))
  ).map((p) => p.trainingId);
  const themes = [...new Set([...learnerTrainings, ...bookmarked].flatMap((t) => t.tags))];
  const signals: SQL[] = [];
  if (plannedTrainingIds.length > 0) signals.push(inArray(catalogEntries.trainingId, plannedTrainingIds));
  if (themes.length > 0) signals.push(arrayOverlaps(catalogEntries.tags, themes));
  if (learner.function) signals.push(arrayContains(catalogEntries.availableFunctions, [learner.function]));
  if (signals.length === 0) return [];
  const candidates = await db
    .select({ offerId: catalogEntries.offerId, trainingId: catalogEntries.trainingId, tags: catalogEntries.tags, availableFunctions: catalogEntries.availableFunctions, publishedAt: catalogEntries.publishedAt })
    .from(catalogEntries)
    .where(and(eq(catalogEntries.platformId, scope.platformId), eq(catalogEntries.lang, scope.lang), or(...signals)));
  const ranked = rankSuggestions({
    candidates: candidates.map((c) => ({ ...c, publishedAt: c.publishedAt?.toISOString() ?? null })),
    learnerTrainings,
    bookmarked,
    plannedTrainingIds,
    learnerFunction: learner.function,
  });
  if (ranked.length === 0) return [];
  const courses = new Map((await catalogCoursesOf(ranked.map((s) => s.offerId))).map((c) => [c.id, c]));
  return ranked.flatMap((s) => {
    const course = courses.get(s.offerId);
    return course ? [{ course, reason: s.reason }] : [];
  });
}
