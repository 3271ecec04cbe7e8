/** The catalogue query's schema (its parameters are described in catalog-filters.ts), for the catalog contract. */
import { z } from 'zod';
import { FUNDINGS } from './fundings.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../platform/pagination.ts';
import { TRAINING_TYPES } from './training-types.ts';
import { CATALOG_QUERY_KEYS, CATALOG_SORTS, DURATION_RANGES, MAX_TAGS, MAX_TAG_LENGTH, TRAINING_FUNCTIONS } from './catalog-filters.ts';

const MAX_PAGE = 100_000;

/** Repeated parameters and comma lists → one trimmed, deduplicated list; an empty list → undefined. */
function splitList(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [String(v)] : [v],
  );
  const items = [...new Set(parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== ''))];
  return items.length > 0 ? items : undefined;
}

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const list = <T extends z.ZodType>(item: T, max: number) => z.preprocess(splitList, z.array(item).max(max).optional());

const flag = z.preprocess((v) => {
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return emptyToUndefined(v);
}, z.boolean().optional());

const tag = z
  .string()
  .min(1)
  .max(MAX_TAG_LENGTH)
  .regex(/^[^,\p{Cc}]+$/u, 'a tag cannot hold a comma or a control character');

export const catalogFiltersSchema = z.strictObject({
  type: list(z.enum(TRAINING_TYPES), TRAINING_TYPES.length),
  function: list(z.enum(TRAINING_FUNCTIONS), TRAINING_FUNCTIONS.length),
  funding: list(z.enum(FUNDINGS), FUNDINGS.length),
  tags: list(tag, MAX_TAGS),
  duration: list(z.enum(DURATION_RANGES), DURATION_RANGES.length),
  free: flag,
  sort: z.preprocess(emptyToUndefined, z.enum(CATALOG_SORTS).optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE).default(1)),
  perPage: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
});

/**
 * Parses URL search params for the web: only the catalogue's own keys are read (other parameters such as
 * tracking ones are ignored), repeated keys become lists. The API parses its query object with the schema itself.
 */
export function parseCatalogSearchParams(params: URLSearchParams): ReturnType<typeof catalogFiltersSchema.safeParse> {
  const input: Record<string, string | string[]> = {};
  for (const key of CATALOG_QUERY_KEYS) {
    const values = params.getAll(key);
    if (values.length === 1) input[key] = values[0];
    else if (values.length > 1) input[key] = values;
  }
  return catalogFiltersSchema.safeParse(input);
}
