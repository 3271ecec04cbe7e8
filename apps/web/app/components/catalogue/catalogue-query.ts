/**
 * The catalogue view in the URL (issue "Catalogue" part 3): the links and the facet form of the page. The loader
 * parses the URL (catalogue-query.server.ts); the page itself carries no schema.
 */
import {
  CATALOG_FACETS,
  catalogSearchParams,
  type CatalogFacet,
  type CatalogFilters,
  type CatalogSort,
} from '@app/domain/catalogue/catalog-filters';

/** The canonical query (with `?`, or '' for the plain catalogue) of a view; page 1 when the facets change. */
export function catalogueSearch(filters: Partial<CatalogFilters>): string {
  const qs = catalogSearchParams(filters);
  return qs ? `?${qs}` : '';
}

/** The view without one facet value (the "remove" link of an active filter). */
export function withoutValue(filters: CatalogFilters, facet: CatalogFacet, value: string | boolean): Partial<CatalogFilters> {
  const next: Partial<CatalogFilters> = { ...filters, page: 1 };
  if (facet === 'free') next.free = undefined;
  else next[facet] = (filters[facet] as string[] | undefined)?.filter((v) => v !== value) as never;
  return next;
}

/** The view without any facet (sort kept): the empty state's "clear filters". */
export function withoutFacets(filters: CatalogFilters): Partial<CatalogFilters> {
  const next: Partial<CatalogFilters> = { sort: filters.sort };
  for (const facet of CATALOG_FACETS) next[facet] = undefined;
  return next;
}

/** Active facet values, in facet order, for the chips above the results. */
export function activeValues(filters: CatalogFilters): { facet: CatalogFacet; value: string | boolean }[] {
  const out: { facet: CatalogFacet; value: string | boolean }[] = [];
  for (const facet of CATALOG_FACETS) {
    const v = filters[facet];
    if (Array.isArray(v)) for (const item of v) out.push({ facet, value: item });
    else if (typeof v === 'boolean') out.push({ facet, value: v });
  }
  return out;
}

/**
 * Filters from the facet form (checkbox lists, the free radio, the sort select); page back to 1. The values are the
 * facets' own; the URL they make is parsed by the loader like any other, which drops what does not parse.
 */
export function filtersFromForm(form: FormData): Partial<CatalogFilters> {
  const list = (key: CatalogFacet) => {
    const values = form.getAll(key).filter((v): v is string => typeof v === 'string' && v !== '');
    return values.length > 0 ? values : undefined;
  };
  const free = form.get('free');
  const sort = form.get('sort');
  return {
    type: list('type') as CatalogFilters['type'],
    function: list('function') as CatalogFilters['function'],
    funding: list('funding') as CatalogFilters['funding'],
    tags: list('tags'),
    duration: list('duration') as CatalogFilters['duration'],
    free: free === 'true' ? true : free === 'false' ? false : undefined,
    sort: typeof sort === 'string' && sort !== '' ? (sort as CatalogSort) : undefined,
  };
}
