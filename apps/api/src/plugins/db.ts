import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle } from '@app/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbHandle;
  }
}

/** How long a closing server waits for the requests still being answered before it closes the database anyway. */
export const DB_DRAIN_TIMEOUT_MS = 10_000;

/**
 * Shares the database handle and closes it with the server, after the requests still being answered. The server
 * stops waiting for a request when its connection ends, but its handler goes on: a client gone at the end of a load,
 * or a page's in-process API call, would otherwise query a closed pool ("Cannot use a pool after calling end").
 */
export default fp(
  async (app, opts: { handle: DbHandle; ownsHandle: boolean; drainTimeoutMs?: number }) => {
    app.decorate('db', opts.handle);
    if (!opts.ownsHandle) return;

    const inFlight = new Set<FastifyRequest>();
    let drained: (() => void) | undefined;
    const finished = (request: FastifyRequest) => {
      if (inFlight.delete(request) && inFlight.size === 0) drained?.();
    };
    app.addHook('onRequest', (request, _reply, done) => {
      inFlight.add(request);
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      finished(request);
      done();
    });
    // A request whose client went away never gets onResponse: it is over when its handler sends its answer. Once the
    // answer is being sent the handler is done with the database, so a client gone in the middle of a streamed answer
    // (a file) ends it too.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.raw.destroyed) finished(request);
      else reply.raw.once('close', () => finished(request));
      done(null, payload);
    });

    app.addHook('onClose', async () => {
      if (inFlight.size > 0) {
        const timeoutMs = opts.drainTimeoutMs ?? DB_DRAIN_TIMEOUT_MS;
        let timer: NodeJS.Timeout | undefined;
        const timedOut = await Promise.race([
          new Promise<false>((resolve) => (drained = () => resolve(false))),
          new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
        ]);
        clearTimeout(timer);
        if (timedOut) app.log.warn({ requests: inFlight.size }, `database closed with requests still running after ${timeoutMs} ms`);
      }
      await opts.handle.close();
    });
  },
  { name: 'db' },
);
