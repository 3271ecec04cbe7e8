/**
 * The facet counts of a filter set, counted from the profiles of a platform and language's offers: an offer reduced
 * to its values of each facet, equal profiles held once with their number (the bench's 100,000 offers have about
 * 16,000). Each facet's values are counted under every other active filter (what choosing that value would
 * give); the total passes them all. Values of a facet are OR-ed, facets AND-ed (catalog-filters.ts).
 */
import { CATALOG_FACETS, type CatalogFacet, type CatalogFilters } from './catalog-filters.ts';

/** An offer's values of each facet: one for type, duration (its range) and free ('true' or 'false'), any number for the others. */
export type FacetValues = Record<CatalogFacet, readonly string[]>;
export interface FacetProfile {
  values: FacetValues;
  /** How many offers have this profile. */
  n: number;
}
export interface FacetCount {
  value: string;
  count: number;
}
export interface FacetCounts {
  facets: Record<CatalogFacet, FacetCount[]>;
  total: number;
}

/**
 * The profiles in the form counting reads fast: per facet, its values once (`values`) and each profile's value numbers
 * in one array (profile p's are ids[start[p]] to ids[start[p + 1]]).
 */
export interface FacetIndex {
  n: Float64Array;
  facets: Record<CatalogFacet, { values: string[]; start: Uint32Array; ids: Uint32Array }>;
}

export function facetIndex(profiles: readonly FacetProfile[]): FacetIndex {
  const column = (facet: CatalogFacet) => {
    const numbers = new Map<string, number>();
    const start = new Uint32Array(profiles.length + 1);
    const ids: number[] = [];
    profiles.forEach((profile, p) => {
      for (const value of profile.values[facet]) {
        let id = numbers.get(value);
        if (id === undefined) numbers.set(value, (id = numbers.size));
        ids.push(id);
      }
      start[p + 1] = ids.length;
    });
    return { values: [...numbers.keys()], start, ids: Uint32Array.from(ids) };
  };
  return {
    n: Float64Array.from(profiles, (profile) => profile.n),
    facets: Object.fromEntries(CATALOG_FACETS.map((facet) => [facet, column(facet)])) as FacetIndex['facets'],
  };
}

/** The values of each facet the filter set uses (a facet it does not use is absent). */
function chosenValues(f: CatalogFilters): Record<CatalogFacet, readonly string[] | undefined> {
  return {
    type: f.type,
    function: f.function,
    funding: f.funding,
    tags: f.tags,
    duration: f.duration,
    free: f.free === undefined ? undefined : [String(f.free)],
  };
}

/** Most offers first, then by value (code point order, the same on every engine). */
const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/** Runs over every profile of a platform for each new filter set, in the server's thread: numbers and plain loops. */
export function countFacets(index: FacetIndex, f: CatalogFilters): FacetCounts {
  const chosen = chosenValues(f);
  // Per active facet, a mark on each of its values the filter keeps.
  const active = CATALOG_FACETS.flatMap((facet, number) => {
    const values = chosen[facet];
    if (!values) return [];
    const { values: known, start, ids } = index.facets[facet];
    const kept = new Uint8Array(known.length);
    for (const value of values) {
      const id = known.indexOf(value);
      if (id >= 0) kept[id] = 1;
    }
    return [{ number, kept, start, ids }];
  });
  const columns = CATALOG_FACETS.map((facet) => ({ ...index.facets[facet], counts: new Float64Array(index.facets[facet].values.length) }));
  const add = (c: number, p: number, n: number) => {
    const { start, ids, counts } = columns[c];
    const end = start[p + 1];
    for (let i = start[p]; i < end; i++) counts[ids[i]] += n;
  };
  let total = 0;
  for (let p = 0; p < index.n.length; p++) {
    // A profile that misses one filter counts in that facet only; one that misses two counts nowhere.
    let missed = -1;
    let misses = 0;
    for (let a = 0; a < active.length && misses < 2; a++) {
      const { number, kept, start, ids } = active[a];
      let passes = false;
      for (let i = start[p]; i < start[p + 1] && !passes; i++) passes = kept[ids[i]] === 1;
      if (!passes) {
        missed = number;
        misses++;
      }
    }
    const n = index.n[p];
    if (misses === 0) {
      total += n;
      for (let c = 0; c < columns.length; c++) add(c, p, n);
    } else if (misses === 1) add(missed, p, n);
  }
  const facets = Object.fromEntries(
    CATALOG_FACETS.map((facet, number) => {
      const { values, counts } = columns[number];
      return [facet, values.flatMap((value, id) => (counts[id] > 0 ? [{ value, count: counts[id] }] : [])).sort(byCount)];
    }),
  ) as Record<CatalogFacet, FacetCount[]>;
  return { facets, total };
}
