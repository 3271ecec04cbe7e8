/** The search query's schema, for the search contract (the text rules are in search-text.ts). */
import { z } from 'zod';
import { normalizeSearch } from './search-text.ts';

/** Query of `GET /back/api/catalog/search`: `q` normalised (longer input is cut, not refused), page and perPage. */
export const searchQuerySchema = z.strictObject({
  q: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().max(1000).transform(normalizeSearch)),
  page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(1000).default(1)),
  perPage: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(100).default(10)),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
