import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { CatalogCourse } from '@app/contracts/catalogue/catalog';
import type { Db } from '@app/db/client';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainingOffers, type TrainingOffer } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { fundingLabels, isFirstAid } from '@app/domain/catalogue/fundings';
import { courseKindOfModule, typeToDisplay, type CourseKind } from '@app/domain/catalogue/training-types';

/** The training's columns without its search document (only SQL reads it). */
const { searchVector: _searchVector, ...trainingColumns } = getTableColumns(trainings);
export { trainingColumns };

/** Select shape of an offer row: `db.select(offerRowColumns).from(trainingOffers).innerJoin(trainings, …)`. */
export const offerRowColumns = { offer: trainingOffers, training: trainingColumns };

export type OfferTraining = Omit<typeof trainings.$inferSelect, 'searchVector'>;
export interface OfferRow {
  offer: TrainingOffer;
  training: OfferTraining;
}

/**
 * Select shape of what a CatalogCourse is built from: lists (catalogue, search, an expert's trainings) read these
 * columns only, not the whole records (descriptions, questions…) that only the detail page shows.
 */
export const catalogCourseColumns = {
  offer: {
    id: trainingOffers.id, slug: trainingOffers.slug, fundings: trainingOffers.fundings, illustration: trainingOffers.illustration,
    priceHtCents: trainingOffers.priceHtCents, publishedAt: trainingOffers.publishedAt, rating: trainingOffers.rating, tags: trainingOffers.tags,
  },
  training: {
    id: trainings.id, name: trainings.name, type: trainings.type, isVirtual: trainings.isVirtual, dpc: trainings.dpc,
    totalDurationMinutes: trainings.totalDurationMinutes, elearningMinutes: trainings.elearningMinutes,
    faceToFaceMinutes: trainings.faceToFaceMinutes, credits: trainings.credits, lastUpdate: trainings.lastUpdate,
    updatedAt: trainings.updatedAt, logoSmallProvider: trainings.logoSmallProvider, providerName: trainings.providerName,
    courseIdDpc: trainings.courseIdDpc, isNew: trainings.isNew, hasNewDates: trainings.hasNewDates, hasNewVersion: trainings.hasNewVersion,
  },
};

/** A row of catalogCourseColumns (a whole OfferRow is one too). */
export interface CatalogCourseRow {
  offer: Pick<TrainingOffer, keyof typeof catalogCourseColumns.offer>;
  training: Pick<OfferTraining, keyof typeof catalogCourseColumns.training>;
}

/** Course kinds of the modules of mixed trainings, in module order (for type_to_display, spec §4). */
export async function loadCourseKinds(db: Db, rows: readonly CatalogCourseRow[]): Promise<Map<number, CourseKind[]>> {
  const ids = [...new Set(rows.filter((r) => r.training.type === 'mixt').map((r) => r.training.id))];
  const kinds = new Map<number, CourseKind[]>();
  if (ids.length === 0) return kinds;
  const modules = await db
    .select({ trainingId: trainingModules.trainingId, typeCode: trainingModules.typeCode })
    .from(trainingModules)
    .where(inArray(trainingModules.trainingId, ids))
    .orderBy(asc(trainingModules.trainingId), asc(trainingModules.position));
  for (const m of modules) {
    const kind = courseKindOfModule(m.typeCode);
    if (kind) kinds.set(m.trainingId, [...(kinds.get(m.trainingId) ?? []), kind]);
  }
  return kinds;
}

/** Total, e-learning and face-to-face minutes (the latter two only when the training has them). */
export function durationsOf(
  training: Pick<OfferTraining, 'totalDurationMinutes' | 'elearningMinutes' | 'faceToFaceMinutes'>,
): CatalogCourse['durations'] {
  return {
    total: training.totalDurationMinutes,
    ...(training.elearningMinutes != null ? { elearning: training.elearningMinutes } : {}),
    ...(training.faceToFaceMinutes != null ? { faceToFace: training.faceToFaceMinutes } : {}),
  };
}

/** The editorial last update (trainings.last_update), else the record's updated_at (docs/decisions.md). */
export function lastUpdateOf(training: { lastUpdate: Date | null; updatedAt: Date }): Date {
  return training.lastUpdate ?? training.updatedAt;
}

/** One CatalogCourse from an offer row; `courseKinds` only matters for mixed trainings. */
export function toCatalogCourse(
  { offer, training }: CatalogCourseRow,
  courseKinds: readonly CourseKind[] | undefined,
  firstAidIds: readonly string[],
): CatalogCourse {
  return {
    id: offer.id,
    name: training.name,
    slug: offer.slug,
    type: training.type,
    type_to_display: typeToDisplay({
      type: training.type,
      isVirtual: training.isVirtual,
      hasDpc: training.dpc !== null,
      courseKinds: courseKinds ?? [],
    }),
    durations: durationsOf(training),
    fundings: offer.fundings,
    fundings_labels: fundingLabels(offer.fundings, training),
    illustration: offer.illustration,
    last_update: lastUpdateOf(training).toISOString(),
    logo_small_provider: training.logoSmallProvider,
    provider_name: training.providerName,
    priceHT: offer.priceHtCents / 100,
    published_at: offer.publishedAt?.toISOString() ?? null,
    rating: offer.rating,
    tags: offer.tags,
    course_id_dpc: training.courseIdDpc,
    isNew: training.isNew,
    hasNewDates: training.hasNewDates,
    hasNewVersion: training.hasNewVersion,
    isFirstAid: isFirstAid({ id: training.id, slug: offer.slug }, firstAidIds),
  };
}

/** CatalogCourses of offer rows, in their order (one extra query for the modules of mixed trainings). */
export async function toCatalogCourses(db: Db, rows: readonly CatalogCourseRow[], firstAidIds: readonly string[]): Promise<CatalogCourse[]> {
  const kinds = await loadCourseKinds(db, rows);
  return rows.map((row) => toCatalogCourse(row, kinds.get(row.training.id), firstAidIds));
}

/** The CatalogCourses of offers, in the order of their ids (an id that is not an offer is left out). */
export async function catalogCoursesOf(db: Db, offerIds: readonly number[], firstAidIds: readonly string[]): Promise<CatalogCourse[]> {
  if (offerIds.length === 0) return [];
  const rows = await db
    .select(catalogCourseColumns)
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(inArray(trainingOffers.id, [...offerIds]));
  const byId = new Map((await toCatalogCourses(db, rows, firstAidIds)).map((c) => [c.id, c]));
  return offerIds.flatMap((id) => byId.get(id) ?? []);
}
