import fp from 'fastify-plugin';
import type { DbHandle } from '@app/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbHandle;
  }
}

/** Shares the database handle and closes it with the server. */
export default fp(
  async (app, opts: { handle: DbHandle; ownsHandle: boolean }) => {
    app.decorate('db', opts.handle);
    if (opts.ownsHandle) app.addHook('onClose', async () => opts.handle.close());
  },
  { name: 'db' },
);
