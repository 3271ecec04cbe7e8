import { z } from 'zod';
import { searchQuerySchema } from '@app/domain/catalogue/search-text.schema';
import { defineContract } from '../contract.ts';
import { pageOf } from '../page.ts';
import { catalogCourseSchema } from './catalog.ts';

const searchResultSchema = catalogCourseSchema.extend({
  /** The name as HTML-escaped text with the matched words in <mark>…</mark>. */
  highlight: z.string(),
});

export const searchPageSchema = pageOf(searchResultSchema).extend({
  /** The query as searched (normalised). */
  q: z.string(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/** Issue "Catalogue" part 5: full-text search of the offered trainings; a blank query gives no result, never an error. */
export const searchCatalog = defineContract({
  method: 'GET',
  path: '/api/catalog/search',
  changesState: false,
  query: searchQuerySchema,
  data: searchPageSchema,
  errors: [],
});
