import { sql, type SQL, type TablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** What drizzle's session holds and its transaction needs (its fields are private in its types only). */
interface SessionParts {
  client: unknown;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

type Session = NodePgSession<Record<string, unknown>, TablesRelationalConfig>;
type Transaction = (tx: NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>) => Promise<unknown>;

let installed = false;

/**
 * drizzle-orm's node-postgres `transaction()` runs BEGIN before the try/finally that gives the pooled client back. A
 * BEGIN that fails — the connection died while idle, as when the database restarts — keeps the client checked out for
 * the life of the process, and a few of them exhaust the pool for good: the server stays up but never ready again
 * (drizzle-orm issues 6023, 6241, 6114; seen in the database-restart fault runs). It also gives back as healthy a
 * client whose ROLLBACK failed, and throws the ROLLBACK's error instead of the transaction's.
 *
 * This replaces that method on pools with the same transaction, fixed: BEGIN inside the try; a client whose BEGIN or
 * ROLLBACK failed is given back with the error, so that the pool closes it; the transaction's own error is thrown.
 */
export function releaseClientsOfFailedTransactions(): void {
  if (installed) return;
  installed = true;
  const original = NodePgSession.prototype.transaction;
  NodePgSession.prototype.transaction = async function transaction<T>(this: Session, run: Transaction, config?: PgTransactionConfig) {
    const parts = this as unknown as SessionParts;
    if (!(parts.client instanceof pg.Pool)) return original.call(this, run, config) as Promise<T>;
    const client = await parts.client.connect();
    const session = new NodePgSession(client, parts.dialect, parts.schema, parts.options);
    const tx = new NodePgTransaction(parts.dialect, session, parts.schema);
    const configSql = config ? (tx as unknown as { getTransactionConfigSQL(c: PgTransactionConfig): SQL }).getTransactionConfigSQL(config) : undefined;
    let began = false;
    let broken: Error | undefined;
    try {
      await tx.execute(sql`begin${configSql ? sql` ${configSql}` : undefined}`);
      began = true;
      const result = (await run(tx)) as T;
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (!began) broken = error as Error;
      else await tx.execute(sql`rollback`).catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  } as typeof original;
}
