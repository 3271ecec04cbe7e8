/** The catalogue view the loader reads from the URL: the domain's parsing, minus the values that do not parse. */
import { CATALOG_QUERY_KEYS, type CatalogFilters } from '@app/domain/catalogue/catalog-filters';
import { parseCatalogSearchParams } from '@app/domain/catalogue/catalog-filters.schema';

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
