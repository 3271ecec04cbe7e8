import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@app/domain/platform/pagination';

/** Inputs shared by the content reads: a page of a list and the slug of one item. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export const slugParams = z.object({ slug: z.string().min(1).max(200).regex(/^[a-z0-9-]+$/) });
