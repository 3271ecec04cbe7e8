/** Pagination arithmetic; default page size 10 (spec §9). */

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Number of pages holding `total` items, 0 when there is nothing to show (spec §9 page size). */
export function pageCount(total: number, perPage: number = DEFAULT_PAGE_SIZE): number {
  const size = clampPerPage(perPage);
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.ceil(total / size);
}

/** Page size from user input: an integer in [1, MAX_PAGE_SIZE], else DEFAULT_PAGE_SIZE (spec §9). */
export function clampPerPage(perPage: number | string | null | undefined): number {
  const n = typeof perPage === 'string' ? Number.parseInt(perPage, 10) : perPage;
  if (n == null || !Number.isFinite(n) || n < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.floor(n), MAX_PAGE_SIZE);
}

/**
 * Page number from user input (e.g. `?page=`): an integer ≥ 1, and ≤ the last page when `total` is given
 * (an empty list still has page 1) (spec §9).
 */
export function clampPage(
  page: number | string | null | undefined,
  total?: number,
  perPage: number = DEFAULT_PAGE_SIZE,
): number {
  const n = typeof page === 'string' ? Number.parseInt(page, 10) : page;
  let result = n == null || !Number.isFinite(n) || n < 1 ? 1 : Math.floor(n);
  if (total !== undefined) result = Math.min(result, Math.max(1, pageCount(total, perPage)));
  return result;
}

/** Offset of the first item of a page, for SQL OFFSET (spec §9). */
export function pageOffset(page: number, perPage: number = DEFAULT_PAGE_SIZE): number {
  return (clampPage(page) - 1) * clampPerPage(perPage);
}
