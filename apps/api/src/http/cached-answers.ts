import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { KeptBody, sendsKept } from './precompressed.ts';
import { createTtlCache } from './ttl-cache.ts';
import { success } from './wrapper.ts';

/** Public catalogue answers (detail, search, experts) are the same for every visitor of a platform and language. */
export const PUBLIC_ANSWER_TTL_MS = 30_000;
/**
 * The memory one cache of answers keeps at most (JSON and gzip): about a thousand catalogue pages. Answers asked once
 * (a rare filter set or search) would otherwise hold whatever one time to live of traffic brings.
 */
const MAX_KEPT_BYTES = 16 * 2 ** 20;

/**
 * A TTL cache of wrapped answers (`success(data)`), each checked against its response schema and serialised and
 * gzipped once when loaded, not at every request: only the JSON and its gzip are kept, not the parsed answer. Give
 * the route `serializerCompiler`, which sends the kept string. A load that finds nothing (null) is kept as null too,
 * so unknown keys do not reach the database at every request.
 */
export function createCachedAnswers<K, T>(
  envelope: z.ZodType,
  load: (key: K) => Promise<T | null>,
  keyOf: (key: K) => string,
  ttlMs = PUBLIC_ANSWER_TTL_MS,
) {
  const cache = createTtlCache(
    ttlMs,
    async (key: K) => {
      const data = await load(key);
      return data === null ? null : new KeptBody(JSON.stringify(envelope.parse(success(data))));
    },
    keyOf,
    { weigh: (kept) => kept?.bytes ?? 0, maxWeight: MAX_KEPT_BYTES },
  );
  return {
    /**
     * The kept answer for the route to return (its serializer sends the JSON; gzipped to clients that accept it), or
     * null when the load found nothing.
     */
    async answer(key: K, reply: FastifyReply): Promise<KeptBody | null> {
      const kept = await cache.get(key);
      if (kept) sendsKept(reply, kept);
      return kept;
    },
    serializerCompiler: () => (data: unknown) => (data instanceof KeptBody ? data.json : JSON.stringify(data)),
    clear: () => cache.clear(),
  };
}
