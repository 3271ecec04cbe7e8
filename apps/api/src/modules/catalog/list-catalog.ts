import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@app/db/client';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { Lang } from '@app/domain/locales';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageOffset } from '@app/domain/pagination';
import { courseKindOfModule, typeToDisplay, type CourseKind } from '@app/domain/training-types';

export const catalogQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** CatalogCourse of spec §3 (list item). */
export const catalogCourse = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  type_to_display: z.string(),
  durations: z.object({ total: z.number(), elearning: z.number().optional(), faceToFace: z.number().optional() }),
  fundings: z.array(z.string()),
  illustration: z.string().nullable(),
  last_update: z.string(),
  logo_small_provider: z.string().nullable(),
  provider_name: z.string(),
  priceHT: z.number(),
  published_at: z.string().nullable(),
  rating: z.number().nullable(),
  tags: z.array(z.string()),
  course_id_dpc: z.string().nullable(),
});

export const catalogPage = z.object({
  items: z.array(catalogCourse),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});

export type CatalogPage = z.infer<typeof catalogPage>;

/** Published trainings of one platform and language, newest first (spec §2 catalogue). */
export async function listCatalog(
  db: Db,
  scope: { platformId: number; lang: Lang },
  { page, perPage }: z.infer<typeof catalogQuery>,
): Promise<CatalogPage> {
  const where = and(
    eq(trainingOffers.platformId, scope.platformId),
    eq(trainingOffers.isPublished, true),
    eq(trainings.lang, scope.lang),
    // Test, obsolete, outdated and unfinished trainings are never offered (issue "Catalogue").
    eq(trainings.isTest, false),
    eq(trainings.obsolete, false),
    eq(trainings.outdated, false),
    eq(trainings.workInProgress, false),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ offer: trainingOffers, training: trainings })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .where(where)
      .orderBy(desc(trainingOffers.publishedAt), desc(trainingOffers.id))
      .limit(perPage)
      .offset(pageOffset(page, perPage)),
    db
      .select({ total: count() })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .where(where),
  ]);
  const mixtIds = rows.filter((row) => row.training.type === 'mixt').map((row) => row.training.id);
  const modules = mixtIds.length
    ? await db
        .select({ trainingId: trainingModules.trainingId, typeCode: trainingModules.typeCode })
        .from(trainingModules)
        .where(inArray(trainingModules.trainingId, mixtIds))
        .orderBy(asc(trainingModules.trainingId), asc(trainingModules.position))
    : [];
  return {
    items: rows.map(({ offer, training }) => ({
      id: offer.id,
      name: training.name,
      slug: offer.slug,
      type: training.type,
      type_to_display: typeToDisplay({
        type: training.type,
        isVirtual: training.isVirtual,
        hasDpc: training.dpc !== null,
        courseKinds: modules
          .filter((m) => m.trainingId === training.id)
          .map((m) => courseKindOfModule(m.typeCode))
          .filter((kind): kind is CourseKind => kind !== null),
      }),
      durations: {
        total: training.totalDurationMinutes,
        ...(training.elearningMinutes != null ? { elearning: training.elearningMinutes } : {}),
        ...(training.faceToFaceMinutes != null ? { faceToFace: training.faceToFaceMinutes } : {}),
      },
      fundings: offer.fundings,
      illustration: offer.illustration,
      last_update: (training.updatedAt > offer.updatedAt ? training.updatedAt : offer.updatedAt).toISOString(),
      logo_small_provider: training.logoSmallProvider,
      provider_name: training.providerName,
      priceHT: offer.priceHtCents / 100,
      published_at: offer.publishedAt?.toISOString() ?? null,
      rating: offer.rating,
      tags: offer.tags,
      course_id_dpc: training.courseIdDpc,
    })),
    total: Number(total),
    page,
    perPage,
  };
}
