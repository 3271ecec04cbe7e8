import { z } from 'zod';
import { CATALOG_FACETS, CATALOG_SORTS, type CatalogFacet } from '@app/domain/catalogue/catalog-filters';
import { catalogFiltersSchema } from '@app/domain/catalogue/catalog-filters.schema';
import { defineContract } from '../contract.ts';
import { pageOf } from '../page.ts';

/** CatalogCourse of spec §3 (list item), with the badges and funding labels of issue "Catalogue". */
export const catalogCourseSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  type_to_display: z.string(),
  durations: z.object({ total: z.number(), elearning: z.number().optional(), faceToFace: z.number().optional() }),
  fundings: z.array(z.string()),
  /** FUNDAE shown as BONIFICABLE when the training has credits (spec §9). */
  fundings_labels: z.array(z.string()),
  illustration: z.string().nullable(),
  last_update: z.string(),
  logo_small_provider: z.string().nullable(),
  provider_name: z.string(),
  priceHT: z.number(),
  published_at: z.string().nullable(),
  rating: z.number().nullable(),
  tags: z.array(z.string()),
  course_id_dpc: z.string().nullable(),
  isNew: z.boolean(),
  hasNewDates: z.boolean(),
  hasNewVersion: z.boolean(),
  isFirstAid: z.boolean(),
});
export type CatalogCourse = z.infer<typeof catalogCourseSchema>;

/** One value of a facet (`free` counts 'true' and 'false') and how many trainings choosing it would give. */
const facetValue = z.object({ value: z.string(), count: z.number() });
export type FacetValue = z.infer<typeof facetValue>;

export const catalogPage = pageOf(catalogCourseSchema).extend({
  /** The sort applied: the query's, else the user's saved sortOption, else newest. */
  sort: z.enum(CATALOG_SORTS),
  facets: z.object(Object.fromEntries(CATALOG_FACETS.map((f) => [f, z.array(facetValue)])) as Record<CatalogFacet, z.ZodArray<typeof facetValue>>),
});
export type CatalogPage = z.infer<typeof catalogPage>;
export type CatalogFacets = CatalogPage['facets'];

/** Issue "Catalogue" part 1: the offered trainings of the host's platform in the caller's language, filtered, sorted, paged. */
export const getCatalog = defineContract({
  method: 'GET',
  path: '/api/catalog',
  changesState: false,
  query: catalogFiltersSchema,
  data: catalogPage,
  errors: [],
});
