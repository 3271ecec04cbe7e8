import { describe, expect, it } from 'vitest';
import {
  CATALOG_SORTS,
  DURATION_RANGE_BOUNDS,
  catalogSearchParams,
  durationRangeOf,
  hasActiveFacets,
} from './catalog-filters.ts';
import { catalogFiltersSchema, parseCatalogSearchParams } from './catalog-filters.schema.ts';

describe('catalogFiltersSchema', () => {
  it('defaults to page 1 of 10 with no facet (spec §9 default page size 10)', () => {
    expect(catalogFiltersSchema.parse({})).toEqual({ page: 1, perPage: 10 });
  });

  it('accepts lists as comma lists and as repeated parameters, trimmed and deduplicated', () => {
    const a = catalogFiltersSchema.parse({ type: 'dpc, mixt,,dpc', funding: ['FUNDAE', 'DPC,FUNDAE'] });
    expect(a.type).toEqual(['dpc', 'mixt']);
    expect(a.funding).toEqual(['FUNDAE', 'DPC']);
    const b = catalogFiltersSchema.parse({ function: ['Pharmacien', 'Préparateur'], tags: 'TROD,santé de la femme' });
    expect(b.function).toEqual(['Pharmacien', 'Préparateur']);
    expect(b.tags).toEqual(['TROD', 'santé de la femme']);
  });

  it('treats empty values as absent', () => {
    expect(catalogFiltersSchema.parse({ type: '', tags: ',', page: '', sort: '', free: '' })).toEqual({ page: 1, perPage: 10 });
  });

  it('reads every facet, sort and paging', () => {
    expect(
      catalogFiltersSchema.parse({
        type: 'virtualClass',
        function: 'Adjoint',
        funding: 'OPCO',
        tags: 'vaccination',
        duration: 'lt1h,gt7h',
        free: 'false',
        sort: 'priceDesc',
        page: '3',
        perPage: '100',
      }),
    ).toEqual({
      type: ['virtualClass'],
      function: ['Adjoint'],
      funding: ['OPCO'],
      tags: ['vaccination'],
      duration: ['lt1h', 'gt7h'],
      free: false,
      sort: 'priceDesc',
      page: 3,
      perPage: 100,
    });
    expect(catalogFiltersSchema.parse({ free: '1' }).free).toBe(true);
    expect(catalogFiltersSchema.parse({ free: 'true' }).free).toBe(true);
    expect([...CATALOG_SORTS]).toEqual(['newest', 'name', 'rating', 'priceAsc', 'priceDesc']);
  });

  it.each([
    ['an unknown type', { type: 'elearning' }],
    ['a type in the wrong case', { type: 'DPC' }],
    ['an unknown function', { function: 'Titulaire' }],
    ['an unknown funding', { funding: 'BONIFICABLE' }],
    ['an unknown duration range', { duration: '2h' }],
    ['a bad free flag', { free: 'yes' }],
    ['a repeated free flag', { free: ['true', 'false'] }],
    ['an unknown sort', { sort: 'price' }],
    ['page 0', { page: '0' }],
    ['a non-numeric page', { page: 'abc' }],
    ['a fractional page', { page: '1.5' }],
    ['perPage over 100', { perPage: '101' }],
    ['a too long tag', { tags: 'x'.repeat(61) }],
    ['too many tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }],
    ['an unknown parameter', { q: 'vaccin' }],
  ])('rejects %s', (_, input) => {
    expect(catalogFiltersSchema.safeParse(input).success).toBe(false);
  });
});

describe('duration ranges', () => {
  it('cover every duration once, bounds included', () => {
    expect(durationRangeOf(0)).toBe('lt1h');
    expect(durationRangeOf(59)).toBe('lt1h');
    expect(durationRangeOf(60)).toBe('1to3h');
    expect(durationRangeOf(180)).toBe('1to3h');
    expect(durationRangeOf(181)).toBe('3to7h');
    expect(durationRangeOf(420)).toBe('3to7h');
    expect(durationRangeOf(421)).toBe('gt7h');
    expect(durationRangeOf(-5)).toBe('lt1h');
    expect(DURATION_RANGE_BOUNDS.gt7h).toEqual({ min: 421, max: null });
  });
});

describe('catalogSearchParams (canonical URL query)', () => {
  it('is empty for the default view', () => {
    expect(catalogSearchParams({})).toBe('');
    expect(catalogSearchParams({ page: 1, perPage: 10 })).toBe('');
  });

  it('writes keys and values in canonical order with comma lists, defaults left out', () => {
    expect(
      catalogSearchParams({ page: 2, funding: ['FIFPL'], type: ['mixt', 'dpc', 'mixt'], free: false, sort: 'name' }),
    ).toBe('type=dpc,mixt&funding=FIFPL&free=false&sort=name&page=2');
    expect(catalogSearchParams({ duration: ['gt7h', 'lt1h'], perPage: 20 })).toBe('duration=lt1h,gt7h&perPage=20');
  });

  it('percent-encodes values and sorts tags in French order', () => {
    const q = catalogSearchParams({ function: ['Préparateur', 'Pharmacien'], tags: ['vaccination', 'santé de la femme', 'Éthique'] });
    expect(q).toBe('function=Pharmacien,Pr%C3%A9parateur&tags=%C3%89thique,sant%C3%A9%20de%20la%20femme,vaccination');
  });

  it('round-trips through URLSearchParams and the schema', () => {
    const filters = catalogFiltersSchema.parse({
      type: 'quiz,webinar',
      function: 'Préparateur',
      tags: 'santé de la femme,TROD',
      free: 'true',
      page: '4',
    });
    const parsed = parseCatalogSearchParams(new URLSearchParams(catalogSearchParams(filters)));
    expect(parsed.success && parsed.data).toEqual({ ...filters, type: ['webinar', 'quiz'], tags: ['santé de la femme', 'TROD'] });
    // Equal views have equal URLs whatever the order they were built in.
    expect(catalogSearchParams(parsed.success ? parsed.data : {})).toBe(catalogSearchParams(filters));
  });

  it('parses URL search params: repeated keys, foreign keys ignored', () => {
    const parsed = parseCatalogSearchParams(new URLSearchParams('type=dpc&type=mixt&utm_source=mail&page=2'));
    expect(parsed.success && parsed.data).toEqual({ type: ['dpc', 'mixt'], page: 2, perPage: 10 });
    expect(parseCatalogSearchParams(new URLSearchParams('type=wrong')).success).toBe(false);
  });
});

describe('hasActiveFacets', () => {
  it('is true only when a facet narrows the list', () => {
    expect(hasActiveFacets({ page: 3, sort: 'name' })).toBe(false);
    expect(hasActiveFacets({ type: [] })).toBe(false);
    expect(hasActiveFacets({ free: false })).toBe(true);
    expect(hasActiveFacets({ tags: ['TROD'] })).toBe(true);
  });
});
