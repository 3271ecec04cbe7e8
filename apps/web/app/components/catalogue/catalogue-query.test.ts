import { describe, expect, it } from 'vitest';
import { activeValues, catalogueSearch, filtersFromForm, withoutFacets, withoutValue } from './catalogue-query.ts';
import { filtersFromUrl } from './catalogue-query.server.ts';

describe('catalogue query in the URL', () => {
  it('reads repeated and comma-list facets and writes the canonical query', () => {
    const { filters, dropped } = filtersFromUrl(new URLSearchParams('type=mixt&type=dpc&funding=FIFPL&sort=name&utm_source=x'));
    expect(dropped).toEqual([]);
    expect(filters.type).toEqual(['mixt', 'dpc']);
    expect(catalogueSearch(filters)).toBe('?type=dpc,mixt&funding=FIFPL&sort=name');
    expect(catalogueSearch({})).toBe('');
  });

  it('drops the parameters that do not parse and keeps the others', () => {
    const { filters, dropped } = filtersFromUrl(new URLSearchParams('type=nope&funding=DPC&page=0'));
    expect(dropped.sort()).toEqual(['page', 'type']);
    expect(filters.funding).toEqual(['DPC']);
    expect(filters.type).toBeUndefined();
    expect(filters.page).toBe(1);
  });

  it('removes one value, or every facet while keeping the sort', () => {
    const { filters } = filtersFromUrl(new URLSearchParams('type=dpc,mixt&free=true&sort=rating&page=3'));
    expect(catalogueSearch(withoutValue(filters, 'type', 'dpc'))).toBe('?type=mixt&free=true&sort=rating');
    expect(catalogueSearch(withoutValue(filters, 'free', true))).toBe('?type=dpc,mixt&sort=rating');
    expect(catalogueSearch(withoutFacets(filters))).toBe('?sort=rating');
    expect(activeValues(filters)).toEqual([
      { facet: 'type', value: 'dpc' },
      { facet: 'type', value: 'mixt' },
      { facet: 'free', value: true },
    ]);
  });

  it('reads the facet form, back to page 1', () => {
    const form = new FormData();
    form.append('type', 'video');
    form.append('type', 'pdf');
    form.append('free', '');
    form.append('sort', 'priceAsc');
    form.append('page', '4');
    expect(catalogueSearch(filtersFromForm(form))).toBe('?type=pdf,video&sort=priceAsc');
  });
});
