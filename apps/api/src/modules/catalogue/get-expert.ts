import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ExpertDetail } from '@app/contracts/catalogue/experts';
import type { Db } from '@app/db/client';
import { experts } from '@app/db/schema/experts';
import { trainingExperts } from '@app/db/schema/training-experts';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { catalogCourseColumns, toCatalogCourses } from './catalog-course.ts';
import { offeredWhere, type CatalogScope } from '@app/db/offered';

/**
 * An expert and their offered trainings (spec §2 expert-detail), or null when unknown or when none of their
 * trainings is offered to the visitor (the directory does not list them either).
 */
export async function getExpert(db: Db, scope: CatalogScope, slug: string, opts: { firstAidIds: readonly string[] }): Promise<ExpertDetail | null> {
  const [expert] = await db.select().from(experts).where(eq(experts.slug, slug)).limit(1);
  if (!expert) return null;
  const theirs = db.select({ id: trainingExperts.trainingId }).from(trainingExperts).where(eq(trainingExperts.expertId, expert.id));
  const rows = await db
    .select(catalogCourseColumns)
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(and(offeredWhere(scope), inArray(trainings.id, theirs)))
    .orderBy(sql`${trainingOffers.publishedAt} desc nulls last`, desc(trainingOffers.id));
  if (rows.length === 0) return null;
  return {
    slug: expert.slug,
    name: expert.name,
    title: expert.title,
    bio: expert.bio,
    avatar: expert.avatarUrl,
    trainings: await toCatalogCourses(db, rows, opts.firstAidIds),
  };
}
