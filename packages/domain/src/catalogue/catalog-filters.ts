/**
 * The catalogue query: facets, sort and paging (issue "Catalogue", spec §2 catalogue, §9 page size 10).
 * One schema for the API (`GET /back/api/catalog?...`) and the web's loader (facets kept in the URL), in
 * catalog-filters.schema.ts; the rules and constants here carry no zod, so pages import them freely.
 *
 * Query parameters (all optional):
 * - `type`     one or many of the ten training types (spec §1), e.g. `type=dpc,mixt` or `type=dpc&type=mixt`;
 * - `function` audience, one or many of TRAINING_FUNCTIONS (`Pharmacien`, `Adjoint`, `Préparateur`);
 * - `funding`  one or many of FUNDINGS (`DPC`, `FIFPL`, `OPCO`, `FUNDAE`);
 * - `tags`     one or many themes (free text, 1–60 characters, no comma; at most 20);
 * - `duration` one or many ranges of the total duration: `lt1h` (< 60 min), `1to3h` (60–180 min),
 *              `3to7h` (181–420 min), `gt7h` (> 420 min) — bounds in DURATION_RANGE_BOUNDS;
 * - `free`     `true` (free trainings only) or `false` (paid only); `1`/`0` accepted;
 * - `sort`     `newest` | `name` | `rating` | `priceAsc` | `priceDesc`; absent → the user's saved sortOption, else newest;
 * - `page`     ≥ 1 (default 1); `perPage` 1–100 (default 10).
 * Lists accept repeated parameters and comma lists alike; values are trimmed, empty ones dropped, duplicates removed.
 * Values of one facet are OR-ed, facets are AND-ed (the API's rule). Unknown parameters and bad values are
 * errors (the API answers 422).
 */
import type { z } from 'zod';
import type { catalogFiltersSchema } from './catalog-filters.schema.ts';
import { FUNDINGS, type Funding } from './fundings.ts';
import { DEFAULT_PAGE_SIZE } from '../platform/pagination.ts';
import { TRAINING_TYPES, type TrainingType } from './training-types.ts';

/** Audience values of a training (training.available_functions) and of the `function` filter. */
export const TRAINING_FUNCTIONS = ['Pharmacien', 'Adjoint', 'Préparateur'] as const;
export type TrainingFunction = (typeof TRAINING_FUNCTIONS)[number];

export const CATALOG_SORTS = ['newest', 'name', 'rating', 'priceAsc', 'priceDesc'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const DEFAULT_CATALOG_SORT: CatalogSort = 'newest';

/** The sort asked for, else the signed-in user's saved sortOption when it is one of ours, else newest (issue "Catalogue"). */
export function effectiveSort(asked: CatalogSort | undefined, saved: string | null | undefined): CatalogSort {
  if (asked) return asked;
  return (CATALOG_SORTS as readonly string[]).includes(saved ?? '') ? (saved as CatalogSort) : DEFAULT_CATALOG_SORT;
}

export const DURATION_RANGES = ['lt1h', '1to3h', '3to7h', 'gt7h'] as const;
export type DurationRange = (typeof DURATION_RANGES)[number];

/** Inclusive bounds in whole minutes of the total duration; max null = no upper bound. */
export const DURATION_RANGE_BOUNDS: Record<DurationRange, { min: number; max: number | null }> = {
  lt1h: { min: 0, max: 59 },
  '1to3h': { min: 60, max: 180 },
  '3to7h': { min: 181, max: 420 },
  gt7h: { min: 421, max: null },
};

/** The range a total duration (minutes) falls in. */
export function durationRangeOf(minutes: number): DurationRange {
  const m = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  return DURATION_RANGES.find((r) => {
    const { min, max } = DURATION_RANGE_BOUNDS[r];
    return m >= min && (max === null || m <= max);
  })!;
}

export const MAX_TAG_LENGTH = 60;
export const MAX_TAGS = 20;

/** A catalogue view as the API and the page read it (parsed by catalog-filters.schema.ts). */
export type CatalogFilters = z.output<typeof catalogFiltersSchema>;
export type CatalogFiltersInput = z.input<typeof catalogFiltersSchema>;

/** The parameter names of the catalogue query, in canonical order. */
export const CATALOG_QUERY_KEYS = ['type', 'function', 'funding', 'tags', 'duration', 'free', 'sort', 'page', 'perPage'] as const;
/** The facets (what narrows the list; sort and paging excluded). */
export const CATALOG_FACETS = ['type', 'function', 'funding', 'tags', 'duration', 'free'] as const;
export type CatalogFacet = (typeof CATALOG_FACETS)[number];

/** True when at least one facet narrows the list (the empty state then offers to clear the filters). */
export function hasActiveFacets(filters: Partial<CatalogFilters>): boolean {
  return CATALOG_FACETS.some((k) => {
    const v = filters[k];
    return Array.isArray(v) ? v.length > 0 : v !== undefined;
  });
}

const frenchCollator = new Intl.Collator('fr');

function ordered<T extends string>(values: readonly T[] | undefined, order: readonly T[]): T[] {
  return [...new Set(values ?? [])].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * The canonical query string (without `?`) of a catalogue view, so equal views have equal URLs: keys in
 * CATALOG_QUERY_KEYS order, list values deduplicated in their declared order (tags in French alphabetical order)
 * and written as comma lists, defaults left out (page 1, perPage 10, absent sort/free). Values are percent-encoded;
 * the separating commas are literal. Example: `type=dpc,mixt&funding=FIFPL&free=false&page=2`.
 */
export function catalogSearchParams(filters: Partial<CatalogFilters>): string {
  const parts: string[] = [];
  const add = (key: string, values: readonly (string | number | boolean)[]) => {
    if (values.length > 0) parts.push(`${key}=${values.map((v) => encodeURIComponent(String(v))).join(',')}`);
  };
  add('type', ordered<TrainingType>(filters.type, TRAINING_TYPES));
  add('function', ordered<TrainingFunction>(filters.function, TRAINING_FUNCTIONS));
  add('funding', ordered<Funding>(filters.funding, FUNDINGS));
  add('tags', [...new Set((filters.tags ?? []).map((t) => t.trim()).filter(Boolean))].sort(frenchCollator.compare));
  add('duration', ordered<DurationRange>(filters.duration, DURATION_RANGES));
  if (filters.free !== undefined) add('free', [filters.free]);
  if (filters.sort !== undefined) add('sort', [filters.sort]);
  if (filters.page !== undefined && filters.page !== 1) add('page', [filters.page]);
  if (filters.perPage !== undefined && filters.perPage !== DEFAULT_PAGE_SIZE) add('perPage', [filters.perPage]);
  return parts.join('&');
}
