import fp from 'fastify-plugin';
import { startJobQueue, type JobQueue } from '../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** The job queue on the app's database; the modules register their workers on it. Stopped before the database closes. */
export default fp(
  async (app, opts: { pollingIntervalSeconds?: number }) => {
    const jobs = await startJobQueue(app.db, { ...opts, log: app.log });
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
