import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_TYPES } from '@app/domain/training-types';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

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

  it('resolves mixed display types from the module order', async () => {
    const items = (await catalog('mfo.localhost', '?perPage=100')).json().data.items as { type: string; type_to_display: string }[];
    const mixt = items.filter((i) => i.type === 'mixt');
    expect(mixt.length).toBeGreaterThan(0);
    for (const item of mixt) expect(item.type_to_display).toMatch(/^mixt(Elearning|F2f|VirtualClass)+$/);
  });
});
