import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Contract } from '@app/contracts/contract';
import type { CacheArea } from '../plugins/caches.ts';
import { createCachedAnswers } from './cached-answers.ts';
import { notFound } from './not-found.ts';
import { route, type ContractAnswer, type ContractRequest } from './route.ts';
import { success } from './wrapper.ts';

/**
 * Registers a read whose answer is the same for every caller with the same key (e.g. platform, language, slug): the
 * answer is loaded once per key and TTL, checked against the contract and sent as the string (and gzip) kept when
 * it was loaded, and emptied when the area's data changes (`app.caches.clear(area)`). A load that finds nothing (null) answers 404. Keys are compared as their JSON, so build them in one order.
 */
export function cachedRoute<C extends Contract, K extends object>(
  app: FastifyInstance,
  contract: C,
  options: {
    area: CacheArea;
    key: (request: ContractRequest<C>) => K;
    load: (key: K) => Promise<z.input<C['data']> | null>;
    /**
     * A caller who reads more than the public (an administrator of the platform): when it answers (not undefined), its
     * data is sent instead, never kept in the cache nor by any browser or proxy cache; null is a 404.
     */
    personal?: (request: ContractRequest<C>) => Promise<{ data: z.input<C['data']> | null } | undefined>;
  },
): void {
  const envelope = contract.responses[contract.successStatus ?? 200];
  const answers = createCachedAnswers(envelope, options.load, (key: K) => JSON.stringify(key));
  app.caches.register(options.area, answers);
  route(
    app,
    contract,
    async (request, reply) => {
      const personal = await options.personal?.(request);
      if (personal) {
        reply.header('cache-control', 'private, no-store');
        return personal.data === null ? notFound(request) : (envelope.parse(success(personal.data)) as ContractAnswer<C>);
      }
      return ((await answers.answer(options.key(request), reply)) as unknown as ContractAnswer<C> | null) ?? notFound(request);
    },
    { serializerCompiler: answers.serializerCompiler },
  );
}
