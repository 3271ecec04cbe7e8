import { z } from 'zod';

/** One page of a list: its items, how many there are in all, and which page of which size this is. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), perPage: z.number() });
}
