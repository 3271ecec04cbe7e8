import type { z } from 'zod';
import { precompress } from './precompressed.ts';
import { createTtlCache } from './ttl-cache.ts';
import { success } from './wrapper.ts';

/** Public catalogue answers (detail, search, experts) are the same for every visitor of a platform and language. */
export const PUBLIC_ANSWER_TTL_MS = 30_000;

/**
 * A TTL cache of wrapped answers (`success(data)`), each checked against its response schema and serialised once
 * when loaded, not at every request: give the route `serializerCompiler`, which sends the kept string. A load that
 * finds nothing (null) is kept as null too, so unknown keys do not reach the database at every request.
 */
export function createCachedAnswers<K, T>(
  envelope: z.ZodType,
  load: (key: K) => Promise<T | null>,
  keyOf: (key: K) => string,
  ttlMs = PUBLIC_ANSWER_TTL_MS,
) {
  const serialized = new WeakMap<object, string>();
  const cache = createTtlCache(
    ttlMs,
    async (key: K) => {
      const data = await load(key);
      if (data === null) return null;
      const answer = envelope.parse(success(data)) as object;
      const json = JSON.stringify(answer);
      serialized.set(answer, json);
      precompress(json);
      return answer;
    },
    keyOf,
  );
  return {
    /** The wrapped answer, or null when the load found nothing. */
    get: (key: K) => cache.get(key),
    serializerCompiler: () => (data: unknown) => serialized.get(data as object) ?? JSON.stringify(data),
    clear: () => cache.clear(),
  };
}
