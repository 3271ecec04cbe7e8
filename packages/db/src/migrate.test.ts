import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDb } from './client.ts';
import { migrateDb } from './migrate.ts';

const url = process.env.DATABASE_URL;

// On PostgreSQL only: instances starting together must not race on the migrations.
describe.runIf(url)('migrations on PostgreSQL', () => {
  it('two instances migrating a fresh database at the same time both succeed, once', async () => {
    const name = `migrate_race_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const [a, b] = await Promise.all([createDb({ databaseUrl: target.href }), createDb({ databaseUrl: target.href })]);
    try {
      await Promise.all([migrateDb(a), migrateDb(b)]);
      const { rows } = await a.pool!.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows[0].n).toBeGreaterThanOrEqual(2);
      const { rows: platforms } = await a.pool!.query("select to_regclass('public.platforms') as t");
      expect(platforms[0].t).toBe('platforms');
    } finally {
      await a.close();
      await b.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  });
});
