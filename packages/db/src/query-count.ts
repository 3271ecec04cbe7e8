import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/** The queries of one piece of work, counted wherever they run in its async chain (a request and its use cases). */
const counters = new AsyncLocalStorage<{ queries: number }>();

/** Drizzle's logger hook: counts each query for the work that sent it, if any is being counted (else costs one lookup). */
export const queryCountingLogger: Logger = {
  logQuery() {
    const counter = counters.getStore();
    if (counter) counter.queries++;
  },
};

/** Runs `work` and tells how many database queries it sent: a guard against a call that grows one query per row. */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const counter = { queries: 0 };
  // Awaited inside the run: a lazy thenable (Fastify's inject) starts its work only when awaited.
  const result = await counters.run(counter, async () => await work());
  return { result, queries: counter.queries };
}
