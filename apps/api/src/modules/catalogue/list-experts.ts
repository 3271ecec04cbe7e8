import { countDistinct, eq, sql } from 'drizzle-orm';
import { listExperts as contract, type ExpertsPage } from '@app/contracts/catalogue/experts';
import type { QueryOf } from '@app/contracts/contract';
import type { Db } from '@app/db/client';
import { experts } from '@app/db/schema/experts';
import { trainingExperts } from '@app/db/schema/training-experts';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { pageOffset } from '@app/domain/platform/pagination';
import { offeredWhere, type CatalogScope } from '@app/db/offered';

/**
 * Experts with at least one offered training, with their count and the latest update of those trainings (the
 * directory and the sitemap).
 */
export async function offeredExperts(db: Db, scope: CatalogScope) {
  const rows = await db
    .select({
      slug: experts.slug,
      name: experts.name,
      title: experts.title,
      avatar: experts.avatarUrl,
      trainingsCount: countDistinct(trainings.id),
      lastUpdate: sql<Date>`max(coalesce(${trainings.lastUpdate}, ${trainings.updatedAt}))`.mapWith(trainings.updatedAt),
    })
    .from(experts)
    .innerJoin(trainingExperts, eq(trainingExperts.expertId, experts.id))
    .innerJoin(trainings, eq(trainings.id, trainingExperts.trainingId))
    .innerJoin(trainingOffers, eq(trainingOffers.trainingId, trainings.id))
    .where(offeredWhere(scope))
    .groupBy(experts.id);
  // In the language's alphabetical order (accents and case ignored), which the database collation may not give.
  const collator = new Intl.Collator(scope.lang, { sensitivity: 'base' });
  return rows
    .map((r) => ({ ...r, trainingsCount: Number(r.trainingsCount) }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.slug.localeCompare(b.slug));
}

/** The expert directory (spec §2 experts): authors and trainers of the trainings offered to the visitor. */
export async function listExperts(db: Db, scope: CatalogScope, { page, perPage }: QueryOf<typeof contract>): Promise<ExpertsPage> {
  const all = await offeredExperts(db, scope);
  const offset = pageOffset(page, perPage);
  const items = all.slice(offset, offset + perPage).map(({ slug, name, title, avatar, trainingsCount }) => ({ slug, name, title, avatar, trainingsCount }));
  return { items, total: all.length, page, perPage };
}
