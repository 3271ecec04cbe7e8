import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/** The queries of one piece of work, counted wherever they run in its async chain (a request and its use cases). */
const counters = new AsyncLocalStorage<{ queries: number }>();

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release savepoint|rollback to savepoint)\b/i;

/** Drizzle's logger hook: counts each query for the work that sent it, if any is being counted (else costs one lookup). */
export const queryCountingLogger: Logger = {
  logQuery(query) {
    const counter = counters.getStore();
    // Transaction control is not a query of the work, and only node-postgres sends it through Drizzle (PGlite runs
    // it inside its own transaction call): counted, the same call would cost more on PostgreSQL.
    if (counter && !TRANSACTION_CONTROL.test(query)) counter.queries++;
  },
};

/** Runs `work` and tells how many database queries it sent: a guard against a call that grows one query per row. */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const counter = { queries: 0 };
  // Awaited inside the run: a lazy thenable (Fastify's inject) starts its work only when awaited.
  const result = await counters.run(counter, async () => await work());
  return { result, queries: counter.queries };
}
