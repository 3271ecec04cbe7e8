import { and, arrayContains, arrayOverlaps, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { CatalogCourse } from '@app/contracts/catalogue/catalog';
import type { SuggestionReasonView } from '@app/contracts/profile/suggestions';
import type { Db } from '@app/db/client';
import { catalogEntries } from '@app/db/schema/catalog-entries';
import { enrolments } from '@app/db/schema/enrolments';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { CatalogScope } from '@app/db/offered';
import { rankSuggestions } from '@app/domain/profile/suggestions';
import type { ProfileLearner } from './learner.ts';

/** The catalogue courses of offers, in the order asked (the catalogue module's, given by the API's wiring). */
export type CatalogCoursesOf = (offerIds: readonly number[]) => Promise<CatalogCourse[]>;

/**
 * Trainings suggested to the learner (spec §7 getPersonalizedSuggestions): the offers of the catalogue they see that
 * share a theme with their trainings (completed or being followed) or are meant for their function, ranked with their
 * reason by the domain's rule; returned as catalogue courses.
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
  const themes = [...new Set(learnerTrainings.flatMap((t) => t.tags))];
  const signals: SQL[] = [];
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
    learnerFunction: learner.function,
  });
  if (ranked.length === 0) return [];
  const courses = new Map((await catalogCoursesOf(ranked.map((s) => s.offerId))).map((c) => [c.id, c]));
  return ranked.flatMap((s) => {
    const course = courses.get(s.offerId);
    return course ? [{ course, reason: s.reason }] : [];
  });
}
