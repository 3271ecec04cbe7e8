import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { eq } from 'drizzle-orm';
import { getCatalog } from '@app/contracts/catalogue/catalog';
import { users } from '@app/db/schema/users';
import { buildTestApp, createVisitor, dataOf, failureOf, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const catalog = (host: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/back/api/catalog${query}`, headers: { host, ...headers } });
const catalogOf = async (host: string, query = '', headers: Record<string, string> = {}) => dataOf(await catalog(host, query, headers), getCatalog);

describe('GET /back/api/catalog', () => {
  it('lists published trainings of the platform, 10 per page by default, newest first', async () => {
    const data = await catalogOf('mfo.localhost');
    expect(data.page).toBe(1);
    expect(data.perPage).toBe(10);
    expect(data.items).toHaveLength(10);
    expect(data.total).toBeGreaterThanOrEqual(30);
    const dates = data.items.map((i) => i.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.items[0]).toMatchObject({ name: expect.any(String), slug: expect.any(String), priceHT: expect.any(Number) });
  });

  it('pages through every French training exactly once and covers the 10 types', async () => {
    const first = await catalogOf('mfo.localhost', '?perPage=100');
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(first.total / 7); page++) {
      for (const item of (await catalogOf('mfo.localhost', `?page=${page}&perPage=7`)).items) seen.add(item.id);
    }
    expect(seen.size).toBe(first.total);
    expect(new Set(first.items.map((i) => i.type))).toEqual(new Set(TRAINING_TYPES));
    const beyond = await catalogOf('mfo.localhost', '?page=999');
    expect(beyond.items).toEqual([]);
  });

  it('serves Spanish trainings on the Spanish host and scopes by platform', async () => {
    const es = await catalogOf('cofares.localhost', '?perPage=100');
    expect(es.total).toBeGreaterThanOrEqual(12);
    expect(es.items.every((i) => !i.fundings.includes('DPC'))).toBe(true);
    const fr = await catalogOf('mfo.localhost', '?perPage=100');
    const frIds = new Set(fr.items.map((i) => i.id));
    expect(es.items.some((i) => frIds.has(i.id))).toBe(false);
    const demoEs = await catalogOf('demo-es.localhost', '?perPage=100');
    expect(demoEs.total).toBe(es.total);
  });

  it('follows the caller locale: Accept-Language picks the language of the list', async () => {
    const viaHeader = await catalogOf('demo.localhost', '?perPage=100', { 'accept-language': 'es-ES' });
    const demoEs = await catalogOf('demo-es.localhost', '?perPage=100');
    expect(viaHeader.items.map((i) => i.id)).toEqual(demoEs.items.map((i) => i.id));
  });

  it('never offers test, obsolete, outdated or unfinished trainings', async () => {
    const slugs = [
      ...(await catalogOf('demo.localhost', '?perPage=100')).items,
      ...(await catalogOf('demo-es.localhost', '?perPage=100')).items,
    ].map((i) => i.slug);
    expect(slugs.length).toBeGreaterThan(40);
    for (const hidden of ['tiers-payant-reglementation-2019', 'receta-papel-normativa-2015', 'contraception-recommandations-2018',
      'anticancereux-oraux-accompagnement', 'formation-test-recette']) {
      expect(slugs).not.toContain(hidden);
    }
  });

  it('narrows by type and funding (values of a facet OR-ed, facets AND-ed) and keeps counts per value', async () => {
    const all = await catalogOf('mfo.localhost', '?perPage=100');
    const dpc = await catalogOf('mfo.localhost', '?type=dpc&perPage=100');
    expect(dpc.total).toBeGreaterThan(0);
    expect(dpc.items.every((i) => i.type === 'dpc')).toBe(true);
    expect(all.facets.type.find((v) => v.value === 'dpc')?.count).toBe(dpc.total);
    // The type facet still counts the other types under the other filters.
    expect(dpc.facets.type.length).toBeGreaterThan(1);
    const two = await catalogOf('mfo.localhost', '?type=dpc,video&perPage=100');
    const video = await catalogOf('mfo.localhost', '?type=video&perPage=100');
    expect(two.total).toBe(dpc.total + video.total);
    const fifpl = await catalogOf('mfo.localhost', '?type=dpc&type=video&funding=FIFPL&perPage=100');
    expect(fifpl.items.every((i) => i.fundings.includes('FIFPL') && ['dpc', 'video'].includes(i.type))).toBe(true);
    expect(fifpl.total).toBeLessThanOrEqual(two.total);
  });

  it('counts each facet under the other active filters, the same for every page, page size and sort of a filter set', async () => {
    const query = '?funding=FIFPL&duration=1to3h,3to7h&free=false';
    const first = await catalogOf('mfo.localhost', `${query}&perPage=100`);
    // Without the type filter, every offer of the other filters is counted under its type.
    const withoutType = await catalogOf('mfo.localhost', '?funding=FIFPL&duration=1to3h,3to7h&free=false&perPage=100');
    expect(first.total).toBe(withoutType.total);
    const withType = await catalogOf('mfo.localhost', `${query}&type=dpc,mixt&perPage=100`);
    const byType = new Map<string, number>();
    for (const item of withoutType.items) byType.set(item.type, (byType.get(item.type) ?? 0) + 1);
    expect(Object.fromEntries(withType.facets.type.map((v) => [v.value, v.count]))).toEqual(Object.fromEntries(byType));
    // The funding facet of the type-filtered set counts its offers by funding, ignoring the funding filter.
    const withoutFunding = await catalogOf('mfo.localhost', '?type=dpc,mixt&duration=1to3h,3to7h&free=false&perPage=100');
    const fifplCount = withoutFunding.items.filter((i) => i.fundings.includes('FIFPL')).length;
    expect(withType.facets.funding.find((v) => v.value === 'FIFPL')?.count).toBe(fifplCount);
    expect(withType.total).toBe(withType.items.length);

    const other = await catalogOf('mfo.localhost', `${query}&type=dpc,mixt&page=2&perPage=3&sort=name`);
    expect(other.total).toBe(withType.total);
    expect(other.facets).toEqual(withType.facets);
    const byName = await catalogOf('mfo.localhost', `${query}&type=dpc,mixt&perPage=100&sort=name`);
    expect(other.items.map((i) => i.id)).toEqual(byName.items.slice(3, 6).map((i) => i.id));
  });

  it('filters by duration range, free, audience and theme', async () => {
    const short = await catalogOf('mfo.localhost', '?duration=lt1h&perPage=100');
    expect(short.total).toBeGreaterThan(0);
    expect(short.items.every((i) => i.durations.total < 60)).toBe(true);
    const free = await catalogOf('mfo.localhost', '?free=true&perPage=100');
    expect(free.items.every((i) => i.priceHT === 0)).toBe(true);
    const paid = await catalogOf('mfo.localhost', '?free=false&perPage=100');
    expect(free.total + paid.total).toBe((await catalogOf('mfo.localhost', '?perPage=100')).total);
    const audience = await catalogOf('mfo.localhost', `?function=${encodeURIComponent('Préparateur')}&perPage=100`);
    const counted = (await catalogOf('mfo.localhost', '?perPage=100')).facets.function.find((v) => v.value === 'Préparateur');
    expect(audience.total).toBeGreaterThan(0);
    expect(audience.total).toBe(counted?.count);
    const tag = (await catalogOf('mfo.localhost', '?perPage=100')).facets.tags[0];
    const tagged = await catalogOf('mfo.localhost', `?tags=${encodeURIComponent(tag.value)}&perPage=100`);
    expect(tagged.total).toBe(tag.count);
    expect(tagged.items.every((i) => i.tags.includes(tag.value))).toBe(true);
  });

  it('sorts by name, price and rating', async () => {
    const byName = (await catalogOf('mfo.localhost', '?sort=name&perPage=100')).items.map((i) => i.name.toLowerCase());
    expect(byName).toEqual([...byName].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const prices = (await catalogOf('mfo.localhost', '?sort=priceAsc&perPage=100')).items.map((i) => i.priceHT);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const desc = await catalogOf('mfo.localhost', '?sort=priceDesc&perPage=100');
    expect(desc.sort).toBe('priceDesc');
    expect(desc.items[0].priceHT).toBe(Math.max(...prices));
    const ratings = (await catalogOf('mfo.localhost', '?sort=rating&perPage=100')).items
      .map((i) => i.rating).filter((r) => r !== null);
    expect(ratings).toEqual([...ratings].sort((a: number, b: number) => b - a));
  });

  it('sends the cached page gzipped to clients that accept it', async () => {
    const { gunzipSync } = await import('node:zlib');
    const plain = await catalog('mfo.localhost', '?perPage=20');
    const zipped = await catalog('mfo.localhost', '?perPage=20', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('uses the signed-in user\'s saved sort when the query names none', async () => {
    await t.db.db.update(users).set({ sortOption: 'priceDesc' }).where(eq(users.email, 'boutique@demo.test'));
    const visitor = createVisitor(t.app, 'demo.localhost');
    await visitor.csrf();
    await visitor.request({ method: 'POST', url: '/back/api/login', payload: { email: 'boutique@demo.test', password: 'Pharma-Demo-2026', platform: 'demo' }, xsrf: true });
    const saved = dataOf(await visitor.request({ url: '/back/api/catalog' }), getCatalog);
    expect(saved.sort).toBe('priceDesc');
    expect(dataOf(await visitor.request({ url: '/back/api/catalog?sort=name' }), getCatalog).sort).toBe('name');
    expect((await catalogOf('demo.localhost')).sort).toBe('newest');
  });

  it('refuses unknown filter values with 422 field errors', async () => {
    const res = await catalog('mfo.localhost', '?type=nope&sort=random&duration=long&free=maybe&colour=red');
    expect(res.statusCode).toBe(422);
    const errors = (failureOf(res, getCatalog).data as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['colour', 'duration.0', 'free', 'sort', 'type.0']);
    expect(errors.free[0]).toBe('Entrée invalide : booléen attendu, chaîne de caractères reçu');
  });

  it('resolves mixed display types from the module order', async () => {
    const items = (await catalogOf('mfo.localhost', '?perPage=100')).items;
    const mixt = items.filter((i) => i.type === 'mixt');
    expect(mixt.length).toBeGreaterThan(0);
    for (const item of mixt) expect(item.type_to_display).toMatch(/^mixt(Elearning|F2f|VirtualClass)+$/);
  });
});
