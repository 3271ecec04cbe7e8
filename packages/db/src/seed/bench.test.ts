import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client.ts';
import { migrateDb } from '../migrate.ts';
import { benchTraining, seedBench } from './bench.ts';
import { seedDemo } from './demo.ts';

async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

describe('seedBench', () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createDb({});
    await migrateDb(handle);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('needs the demo platforms', async () => {
    await expect(seedBench(handle.db, { trainings: 1 })).rejects.toThrow(/platform mfo is missing/);
  });

  it('builds the same training for the same index', () => {
    expect(benchTraining(42)).toEqual(benchTraining(42));
    expect(benchTraining(42).offer.slug).not.toBe(benchTraining(43).offer.slug);
  });

  it('inserts French trainings of every type offered on mfo, then only the missing ones', async () => {
    await seedDemo(handle.db);
    expect(await seedBench(handle.db, { trainings: 300 })).toEqual({ inserted: 300, total: 300 });
    const [stats] = await rowsOf<{ n: number; types: number; langs: string[]; platforms: string[]; slugs: number; fundings: number; sessions: number }>(
      handle.db.execute(sql`
        select count(*)::int as n, count(distinct t.type)::int as types, array_agg(distinct t.lang) as langs,
               array_agg(distinct p.code_name) as platforms, count(distinct o.slug)::int as slugs,
               count(*) filter (where cardinality(o.fundings) > 0)::int as fundings,
               (select count(*)::int from face_to_face_sessions s join face_to_faces f on f.id = s.face_to_face_id
                  join trainings x on x.id = f.training_id where x.additional_ids ? 'bench') as sessions
        from training_offers o join trainings t on t.id = o.training_id join platforms p on p.id = o.platform_id
        where t.additional_ids ? 'bench'`),
    );
    expect(stats).toMatchObject({ n: 300, types: TRAINING_TYPES.length, langs: ['fr'], platforms: ['mfo'], slugs: 300 });
    expect(stats.fundings).toBeGreaterThan(50);
    expect(stats.sessions).toBeGreaterThan(20);

    expect(await seedBench(handle.db, { trainings: 300 })).toEqual({ inserted: 0, total: 300 });
    expect(await seedBench(handle.db, { trainings: 320 })).toEqual({ inserted: 20, total: 320 });
  });
});
