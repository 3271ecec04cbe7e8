import { describe, expect, it } from 'vitest';
import { countFacets as countFromIndex, facetIndex, type FacetProfile, type FacetValues } from './catalog-facet-counts.ts';
import { catalogFiltersSchema } from './catalog-filters.schema.ts';

const profile = (values: Partial<FacetValues>, n = 1): FacetProfile => ({
  values: { type: ['elearning'], function: ['Pharmacien'], funding: [], tags: [], duration: ['lt1h'], free: ['false'], ...values },
  n,
});
const countFacets = (of: FacetProfile[], f: ReturnType<typeof filters>) => countFromIndex(facetIndex(of), f);
const filters = (query: Record<string, string>) => catalogFiltersSchema.parse(query);

const profiles = [
  profile({ type: ['dpc'], funding: ['DPC', 'FIFPL'], tags: ['vaccination'] }, 3),
  profile({ type: ['dpc'], funding: ['FIFPL'], duration: ['gt7h'] }, 2),
  profile({ type: ['elearning'], funding: ['OPCO'], free: ['true'], tags: ['vaccination', 'TROD'] }, 4),
  profile({ type: ['webinar'], function: ['Adjoint', 'Préparateur'] }, 1),
];

describe('countFacets', () => {
  it('counts every value of every facet, and the total, without filters', () => {
    const { facets, total } = countFacets(profiles, filters({}));
    expect(total).toBe(10);
    expect(facets.type).toEqual([{ value: 'dpc', count: 5 }, { value: 'elearning', count: 4 }, { value: 'webinar', count: 1 }]);
    expect(facets.funding).toEqual([{ value: 'FIFPL', count: 5 }, { value: 'OPCO', count: 4 }, { value: 'DPC', count: 3 }]);
    expect(facets.tags).toEqual([{ value: 'vaccination', count: 7 }, { value: 'TROD', count: 4 }]);
    expect(facets.free).toEqual([{ value: 'false', count: 6 }, { value: 'true', count: 4 }]);
  });

  it('counts a facet under the other filters only, so its other values still show what choosing them gives', () => {
    const { facets, total } = countFacets(profiles, filters({ type: 'dpc' }));
    expect(total).toBe(5);
    expect(facets.type).toEqual([{ value: 'dpc', count: 5 }, { value: 'elearning', count: 4 }, { value: 'webinar', count: 1 }]);
    expect(facets.funding).toEqual([{ value: 'FIFPL', count: 5 }, { value: 'DPC', count: 3 }]);
    expect(facets.duration).toEqual([{ value: 'lt1h', count: 3 }, { value: 'gt7h', count: 2 }]);
  });

  it('ORs the values of a facet and ANDs the facets; an offer missing two filters counts nowhere', () => {
    const { facets, total } = countFacets(profiles, filters({ funding: 'DPC,OPCO', tags: 'vaccination', free: 'false' }));
    expect(total).toBe(3);
    // The e-learning offers pass funding and tags but not free: counted in free only.
    expect(facets.free).toEqual([{ value: 'true', count: 4 }, { value: 'false', count: 3 }]);
    // The FIFPL-only offers miss funding and tags: counted nowhere.
    expect(facets.type).toEqual([{ value: 'dpc', count: 3 }]);
    expect(facets.funding).toEqual([{ value: 'DPC', count: 3 }, { value: 'FIFPL', count: 3 }]);
    // The webinar misses funding, tags and nothing else: nowhere either.
    expect(facets.function).toEqual([{ value: 'Pharmacien', count: 3 }]);
  });

  it('gives nothing but zero for a filter set no offer passes', () => {
    const { facets, total } = countFacets(profiles, filters({ type: 'podcast', funding: 'FUNDAE' }));
    expect(total).toBe(0);
    expect(facets.tags).toEqual([]);
    expect(countFacets([], filters({})).facets.type).toEqual([]);
  });
});
