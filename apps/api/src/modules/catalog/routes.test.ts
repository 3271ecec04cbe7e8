import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_TYPES } from '@app/domain/training-types';
import { eq } from 'drizzle-orm';
import { users } from '@app/db/schema/users';
import { buildTestApp, createVisitor, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const catalog = (host: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/back/api/catalog${query}`, headers: { host, ...headers } });

describe('GET /back/api/catalog', () => {
  it('lists published trainings of the platform, 10 per page by default, newest first', async () => {
    const res = await catalog('mfo.localhost');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.page).toBe(1);
    expect(data.perPage).toBe(10);
    expect(data.items).toHaveLength(10);
    expect(data.total).toBeGreaterThanOrEqual(30);
    const dates = data.items.map((i: { published_at: string }) => i.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.items[0]).toMatchObject({ name: expect.any(String), slug: expect.any(String), priceHT: expect.any(Number) });
  });

  it('pages through every French training exactly once and covers the 10 types', async () => {
    const first = (await catalog('mfo.localhost', '?perPage=100')).json().data;
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(first.total / 7); page++) {
      for (const item of (await catalog('mfo.localhost', `?page=${page}&perPage=7`)).json().data.items) seen.add(item.id);
    }
    expect(seen.size).toBe(first.total);
    expect(new Set(first.items.map((i: { type: string }) => i.type))).toEqual(new Set(TRAINING_TYPES));
    const beyond = (await catalog('mfo.localhost', '?page=999')).json().data;
    expect(beyond.items).toEqual([]);
  });

  it('serves Spanish trainings on the Spanish host and scopes by platform', async () => {
    const es = (await catalog('cofares.localhost', '?perPage=100')).json().data;
    expect(es.total).toBeGreaterThanOrEqual(12);
    expect(es.items.every((i: { fundings: string[] }) => !i.fundings.includes('DPC'))).toBe(true);
    const fr = (await catalog('mfo.localhost', '?perPage=100')).json().data;
    const frIds = new Set(fr.items.map((i: { id: number }) => i.id));
    expect(es.items.some((i: { id: number }) => frIds.has(i.id))).toBe(false);
    const demoEs = (await catalog('demo-es.localhost', '?perPage=100')).json().data;
    expect(demoEs.total).toBe(es.total);
  });

  it('follows the caller locale: Accept-Language picks the language of the list', async () => {
    const viaHeader = (await catalog('demo.localhost', '?perPage=100', { 'accept-language': 'es-ES' })).json().data;
    const demoEs = (await catalog('demo-es.localhost', '?perPage=100')).json().data;
    expect(viaHeader.items.map((i: { id: number }) => i.id)).toEqual(demoEs.items.map((i: { id: number }) => i.id));
  });

  it('never offers test, obsolete, outdated or unfinished trainings', async () => {
    const slugs = [
      ...(await catalog('demo.localhost', '?perPage=100')).json().data.items,
      ...(await catalog('demo-es.localhost', '?perPage=100')).json().data.items,
    ].map((i: { slug: string }) => i.slug);
    expect(slugs.length).toBeGreaterThan(40);
    for (const hidden of ['tiers-payant-reglementation-2019', 'receta-papel-normativa-2015', 'contraception-recommandations-2018',
      'anticancereux-oraux-accompagnement', 'formation-test-recette']) {
      expect(slugs).not.toContain(hidden);
    }
  });

  it('narrows by type and funding (values of a facet OR-ed, facets AND-ed) and keeps counts per value', async () => {
    const all = (await catalog('mfo.localhost', '?perPage=100')).json().data;
    const dpc = (await catalog('mfo.localhost', '?type=dpc&perPage=100')).json().data;
    expect(dpc.total).toBeGreaterThan(0);
    expect(dpc.items.every((i: { type: string }) => i.type === 'dpc')).toBe(true);
    expect(all.facets.type.find((v: { value: string }) => v.value === 'dpc').count).toBe(dpc.total);
    // The type facet still counts the other types under the other filters.
    expect(dpc.facets.type.length).toBeGreaterThan(1);
    const two = (await catalog('mfo.localhost', '?type=dpc,video&perPage=100')).json().data;
    const video = (await catalog('mfo.localhost', '?type=video&perPage=100')).json().data;
    expect(two.total).toBe(dpc.total + video.total);
    const fifpl = (await catalog('mfo.localhost', '?type=dpc&type=video&funding=FIFPL&perPage=100')).json().data;
    expect(fifpl.items.every((i: { fundings: string[]; type: string }) => i.fundings.includes('FIFPL') && ['dpc', 'video'].includes(i.type))).toBe(true);
    expect(fifpl.total).toBeLessThanOrEqual(two.total);
  });

  it('filters by duration range, free, audience and theme', async () => {
    const short = (await catalog('mfo.localhost', '?duration=lt1h&perPage=100')).json().data;
    expect(short.total).toBeGreaterThan(0);
    expect(short.items.every((i: { durations: { total: number } }) => i.durations.total < 60)).toBe(true);
    const free = (await catalog('mfo.localhost', '?free=true&perPage=100')).json().data;
    expect(free.items.every((i: { priceHT: number }) => i.priceHT === 0)).toBe(true);
    const paid = (await catalog('mfo.localhost', '?free=false&perPage=100')).json().data;
    expect(free.total + paid.total).toBe((await catalog('mfo.localhost', '?perPage=100')).json().data.total);
    const audience = (await catalog('mfo.localhost', `?function=${encodeURIComponent('Préparateur')}&perPage=100`)).json().data;
    const counted = (await catalog('mfo.localhost', '?perPage=100')).json().data.facets.function.find((v: { value: string }) => v.value === 'Préparateur');
    expect(audience.total).toBeGreaterThan(0);
    expect(audience.total).toBe(counted.count);
    const tag = (await catalog('mfo.localhost', '?perPage=100')).json().data.facets.tags[0];
    const tagged = (await catalog('mfo.localhost', `?tags=${encodeURIComponent(tag.value)}&perPage=100`)).json().data;
    expect(tagged.total).toBe(tag.count);
    expect(tagged.items.every((i: { tags: string[] }) => i.tags.includes(tag.value))).toBe(true);
  });

  it('sorts by name, price and rating', async () => {
    const byName = (await catalog('mfo.localhost', '?sort=name&perPage=100')).json().data.items.map((i: { name: string }) => i.name.toLowerCase());
    expect(byName).toEqual([...byName].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const prices = (await catalog('mfo.localhost', '?sort=priceAsc&perPage=100')).json().data.items.map((i: { priceHT: number }) => i.priceHT);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const desc = (await catalog('mfo.localhost', '?sort=priceDesc&perPage=100')).json().data;
    expect(desc.sort).toBe('priceDesc');
    expect(desc.items[0].priceHT).toBe(Math.max(...prices));
    const ratings = (await catalog('mfo.localhost', '?sort=rating&perPage=100')).json().data.items
      .map((i: { rating: number | null }) => i.rating).filter((r: number | null) => r !== null);
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
    const saved = (await visitor.request({ url: '/back/api/catalog' })).json().data;
    expect(saved.sort).toBe('priceDesc');
    expect((await visitor.request({ url: '/back/api/catalog?sort=name' })).json().data.sort).toBe('name');
    expect((await catalog('demo.localhost')).json().data.sort).toBe('newest');
  });

  it('refuses unknown filter values with 422 field errors', async () => {
    const res = await catalog('mfo.localhost', '?type=nope&sort=random&duration=long&free=maybe&colour=red');
    expect(res.statusCode).toBe(422);
    const errors = res.json().data.errors;
    expect(Object.keys(errors).sort()).toEqual(['colour', 'duration.0', 'free', 'sort', 'type.0']);
    expect(errors.free[0]).toBe('Entrée invalide : booléen attendu, chaîne de caractères reçu');
  });

  it('resolves mixed display types from the module order', async () => {
    const items = (await catalog('mfo.localhost', '?perPage=100')).json().data.items as { type: string; type_to_display: string }[];
    const mixt = items.filter((i) => i.type === 'mixt');
    expect(mixt.length).toBeGreaterThan(0);
    for (const item of mixt) expect(item.type_to_display).toMatch(/^mixt(Elearning|F2f|VirtualClass)+$/);
  });
});
