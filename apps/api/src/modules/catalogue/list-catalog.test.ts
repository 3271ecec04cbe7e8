import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@app/db/client';
import { platforms } from '@app/db/schema/platforms';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { catalogFiltersSchema } from '@app/domain/catalogue/catalog-filters.schema';
import { openDatabaseForTests } from '../../test/helper.ts';
import { cachedCatalogFacets, catalogFacets, type FacetsOf } from './catalog-facets.ts';
import { listCatalog } from './list-catalog.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDatabaseForTests();
});
afterAll(async () => handle.close());

// Uncached reads by default: what the database holds right after each change.
async function mfoCatalog(query: Record<string, string> = {}, facetsOf: FacetsOf = (s, f) => catalogFacets(handle.db, s, f)) {
  const [mfo] = await handle.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'mfo'));
  const scope = { platformId: mfo.id, lang: 'fr' as const };
  return listCatalog(handle.db, scope, catalogFiltersSchema.parse({ perPage: '100', ...query }), { sort: 'newest', firstAidIds: [], facetsOf });
}

describe('listCatalog', () => {
  it('follows every change of an offer or of its training at once', async () => {
    const before = await mfoCatalog();
    const { id, slug } = before.items[0];
    const [{ trainingId }] = await handle.db.select({ trainingId: trainingOffers.trainingId }).from(trainingOffers).where(eq(trainingOffers.id, id));

    await handle.db.update(trainingOffers).set({ tags: ['catalogue-change'], priceHtCents: 0 }).where(eq(trainingOffers.id, id));
    const tagged = await mfoCatalog({ tags: 'catalogue-change' });
    expect(tagged.items.map((i) => i.slug)).toEqual([slug]);
    expect(tagged.facets.free).toEqual([{ value: 'true', count: 1 }]);

    await handle.db.update(trainings).set({ name: 'Zzz dernière par le nom', totalDurationMinutes: 600 }).where(eq(trainings.id, trainingId));
    const renamed = await mfoCatalog({ tags: 'catalogue-change', duration: 'gt7h' });
    expect(renamed.items.map((i) => i.name)).toEqual(['Zzz dernière par le nom']);

    await handle.db.update(trainings).set({ obsolete: true }).where(eq(trainings.id, trainingId));
    expect((await mfoCatalog()).total).toBe(before.total - 1);
    await handle.db.update(trainings).set({ obsolete: false }).where(eq(trainings.id, trainingId));
    await handle.db.update(trainingOffers).set({ isPublished: false }).where(eq(trainingOffers.id, id));
    expect((await mfoCatalog()).items.map((i) => i.id)).not.toContain(id);
    await handle.db.update(trainingOffers).set({ isPublished: true }).where(eq(trainingOffers.id, id));
    expect((await mfoCatalog()).total).toBe(before.total);
  });

  it('keeps the counts with the platform\'s profiles until the catalogue\'s caches are cleared, and the page with them', async () => {
    const areas: { clear(): void }[] = [];
    const cached = cachedCatalogFacets(handle.db, 60_000, { register: (_area, cache) => void areas.push(cache), clear: async () => {} });
    const before = await mfoCatalog({}, cached);
    expect(before).toEqual(await mfoCatalog());
    const { id } = before.items[0];
    await handle.db.update(trainingOffers).set({ tags: ['kept-counts'] }).where(eq(trainingOffers.id, id));

    // Kept: the total and the facets say what they said, and the page agrees with its total rather than the database.
    const kept = await mfoCatalog({ tags: 'kept-counts' }, cached);
    expect(kept.total).toBe(0);
    expect(kept.items).toEqual([]);
    expect((await mfoCatalog({ tags: 'kept-counts' })).total).toBe(1);

    for (const cache of areas) cache.clear();
    const fresh = await mfoCatalog({ tags: 'kept-counts' }, cached);
    expect(fresh.total).toBe(1);
    expect(fresh.items.map((i) => i.id)).toEqual([id]);
    expect(fresh.facets.tags).toEqual(expect.arrayContaining([{ value: 'kept-counts', count: 1 }]));
  });

  it('gives an empty page past the last one, with the filter set\'s total and facets', async () => {
    const all = await mfoCatalog();
    const past = await mfoCatalog({ page: String(Math.ceil(all.total / 100) + 1) });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.total);
    expect(past.facets).toEqual(all.facets);
  });
});
