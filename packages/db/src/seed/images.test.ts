import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultAdvisorPicture } from '@app/domain/identity/session-user';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import { createTestDbImage, openTestDb } from '../testing.ts';

/** Where the web serves its static files from: every picture path of the seed must be a file there. */
const WEB_PUBLIC = fileURLToPath(new URL('../../../../apps/web/public/', import.meta.url));
/** A local picture path inside any stored value (column or JSON field), e.g. "/trainings/x.svg". */
const PICTURE = /(?<=["'(,\s]|^)\/[A-Za-z0-9/_.-]+\.(?:svg|png|jpe?g|webp|gif)(?=["'),\s]|$)/g;

describe('demo seed pictures', () => {
  let handle: DbHandle;
  /** Rows of a raw query (the driver-neutral Db types the answer as unknown). */
  const select = async <T,>(query: SQL) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  beforeAll(async () => {
    handle = await openTestDb(await createTestDbImage());
  }, 120_000);
  afterAll(() => handle?.close());

  it('references only pictures that exist in the web public folder', async () => {
    // Every table is read as text, so a picture stored in a new column or JSON field is checked without listing it.
    const tables = await select<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const paths = new Set<string>();
    for (const { name } of tables) {
      const rows = await select<{ row: string }>(sql`select t::text as row from ${sql.identifier(name)} t`);
      for (const { row } of rows) for (const found of row.match(PICTURE) ?? []) paths.add(found);
    }
    expect(paths.size).toBeGreaterThan(50);
    // The default advisor pictures are not stored: users without an advisor avatar get them (spec §3 User).
    for (const gender of ['M', 'F']) paths.add(defaultAdvisorPicture(gender));
    const missing = [...paths].filter((p) => !existsSync(path.join(WEB_PUBLIC, p)));
    expect(missing).toEqual([]);
  });

  it('gives every demo training its own picture', async () => {
    const rows = await select<{ slug: string; illustration: string }>(sql`select distinct slug, illustration from training_offers`);
    const bySlug = new Map(rows.map((r) => [r.slug, r.illustration]));
    expect(new Set(bySlug.values()).size).toBe(bySlug.size);
  });
});
