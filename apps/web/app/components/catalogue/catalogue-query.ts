/** The catalogue view in the URL (issue "Catalogue" part 3): domain parsing, minus the values that do not parse. */
import {
  CATALOG_FACETS,
  CATALOG_QUERY_KEYS,
  catalogSearchParams,
  parseCatalogSearchParams,
  type CatalogFacet,
  type CatalogFilters,
} from '@app/domain/catalogue/catalog-filters';

/**
 * Filters of a catalogue URL. A parameter whose value does not parse (a typo in a shared link, an old value) is
 * dropped rather than failing the page; the others still apply. `dropped` names them.
 */
export function filtersFromUrl(params: URLSearchParams): { filters: CatalogFilters; dropped: string[] } {
  const copy = new URLSearchParams(params);
  const dropped: string[] = [];
  for (let attempt = 0; attempt <= CATALOG_QUERY_KEYS.length; attempt++) {
    const parsed = parseCatalogSearchParams(copy);
    if (parsed.success) return { filters: parsed.data, dropped };
    const keys = new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')).filter(Boolean));
    if (keys.size === 0) break;
    for (const key of keys) {
      copy.delete(key);
      dropped.push(key);
    }
  }
  return { filters: parseCatalogSearchParams(new URLSearchParams()).data!, dropped };
}

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

/** Filters from the facet form (checkbox lists, the free radio, the sort select); page back to 1. */
export function filtersFromForm(form: FormData): Partial<CatalogFilters> {
  const params = new URLSearchParams();
  for (const [key, value] of form.entries()) if (typeof value === 'string' && value !== '') params.append(key, value);
  params.delete('page');
  return filtersFromUrl(params).filters;
}
