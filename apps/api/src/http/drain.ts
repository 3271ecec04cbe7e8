import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the server has begun to close: readiness fails so that load balancers stop sending it traffic. */
    isDraining(): boolean;
  }
}

/**
 * Graceful shutdown: the server stops accepting connections and drains. Requests already on their way (and the
 * in-process API calls of pages being rendered) are answered, with `Connection: close`, rather than refused with 503.
 */
export const DRAINING = { return503OnClosing: false } as const;

/**
 * Node closes the connections that are idle when the shutdown starts; those still answering become idle later and
 * would hold the shutdown until their keep-alive timeout, so idle ones are closed every 100 ms until it ends.
 */
export function drainOnClose(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let draining = false;
  app.decorate('isDraining', () => draining);
  app.addHook('preClose', (done) => {
    draining = true;
    timer = setInterval(() => app.server.closeIdleConnections(), 100);
    timer.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
