import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { releaseClientsOfFailedTransactions } from './pg-transaction.ts';

/** A pool whose one client fails the statements `failing` names, and records what it ran and how it was given back. */
function poolWith(failing: (text: string) => Error | undefined) {
  const ran: string[] = [];
  const released: (Error | undefined)[] = [];
  const client = {
    query: async (query: string | { text: string }) => {
      const text = typeof query === 'string' ? query : query.text;
      ran.push(text);
      const error = failing(text);
      if (error) throw error;
      return { rows: [], rowCount: 0, command: text, fields: [] };
    },
    release: (error?: Error) => void released.push(error),
  };
  const pool = new pg.Pool();
  pool.connect = (async () => client) as unknown as pg.Pool['connect'];
  releaseClientsOfFailedTransactions();
  return { db: drizzle({ client: pool }), ran, released };
}

const lost = () => new Error('Connection terminated unexpectedly');
const causes = (error: unknown) => {
  const messages: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) messages.push(e.message);
  return messages;
};

describe('a transaction on a pool', () => {
  it('gives the client back, to be closed, when BEGIN fails (a connection that died while idle)', async () => {
    const { db, ran, released } = poolWith((text) => (text === 'begin' ? lost() : undefined));
    const error = await db.transaction(async (tx) => tx.execute(sql`select 1`)).then(() => null, (e: unknown) => e);
    expect(causes(error)).toContain('Connection terminated unexpectedly');
    expect(ran).toEqual(['begin']);
    expect(released).toHaveLength(1);
    expect(causes(released[0])).toContain('Connection terminated unexpectedly');
  });

  it('throws its own error when ROLLBACK fails too, and gives the client back to be closed', async () => {
    const { db, ran, released } = poolWith((text) => (text === 'rollback' ? lost() : undefined));
    const error = await db.transaction(async () => {
      throw new Error('the order is already paid');
    }).then(() => null, (e: unknown) => e);
    expect((error as Error).message).toBe('the order is already paid');
    expect(ran).toEqual(['begin', 'rollback']);
    expect(released).toHaveLength(1);
    expect(causes(released[0])).toContain('Connection terminated unexpectedly');
  });

  it('commits and gives a healthy client back as it is', async () => {
    const { db, ran, released } = poolWith(() => undefined);
    expect(await db.transaction(async () => 'done')).toBe('done');
    expect(ran).toEqual(['begin', 'commit']);
    expect(released).toEqual([undefined]);
  });
});
