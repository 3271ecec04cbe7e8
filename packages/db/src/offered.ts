import { and, eq, type SQL } from 'drizzle-orm';
import type { Lang } from '@app/domain/platform/locales';
import { trainingOffers } from './schema/training-offers.ts';
import { trainings } from './schema/trainings.ts';

/** The platform and language a visitor sees: every catalogue answer is limited to both. */
export interface CatalogScope {
  platformId: number;
  lang: Lang;
}

/**
 * Offers a visitor may see (the catalogue shows them; a learner enrols only in them): published on the platform, training in the language, and never a
 * test, obsolete, outdated or unfinished training. Anything else is a 404, never a leak.
 */
export function offeredWhere(scope: CatalogScope, ...more: (SQL | undefined)[]): SQL {
  return and(
    eq(trainingOffers.platformId, scope.platformId),
    eq(trainingOffers.isPublished, true),
    eq(trainings.lang, scope.lang),
    eq(trainings.isTest, false),
    eq(trainings.obsolete, false),
    eq(trainings.outdated, false),
    eq(trainings.workInProgress, false),
    ...more,
  )!;
}
