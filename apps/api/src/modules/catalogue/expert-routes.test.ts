import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExpert, listExperts } from '@app/contracts/catalogue/experts';
import { buildTestApp, dataOf, failureOf, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (host: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { host, ...headers } });
const expertsOf = async (host: string, query: string) => dataOf(await get(host, `/back/api/experts${query}`), listExperts);
const expertOf = async (host: string, slug: string) => dataOf(await get(host, `/back/api/experts/${slug}`), getExpert);

describe('GET /back/api/experts', () => {
  it('lists the authors and trainers of the offered trainings, in alphabetical order, with their counts', async () => {
    const data = await expertsOf('mfo.localhost', '?perPage=100');
    expect(data).toMatchObject({ page: 1, perPage: 100 });
    const { items } = data;
    expect(items.length).toBe(data.total);
    expect(items.length).toBeGreaterThan(3);
    const names = items.map((e) => e.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr', { sensitivity: 'base' }).compare));
    for (const e of items) {
      expect(e.trainingsCount).toBeGreaterThan(0);
      expect(e.avatar).toBe(`/experts/${e.slug}.svg`);
    }
    const slugs = items.map((e) => e.slug);
    expect(slugs).toContain('marc-bertin');
    expect(slugs).not.toContain('lucia-fernandez');
  });

  it('counts only the trainings offered on the platform and in the language', async () => {
    const spanish = (await expertsOf('cofares.localhost', '?perPage=100')).items;
    expect(spanish.map((e) => e.slug)).toContain('lucia-fernandez');
    expect(spanish.map((e) => e.slug)).not.toContain('marc-bertin');
    const marc = await expertOf('mfo.localhost', 'marc-bertin');
    const listed = (await expertsOf('mfo.localhost', '?perPage=100')).items.find((e) => e.slug === 'marc-bertin');
    expect(listed?.trainingsCount).toBe(marc.trainings.length);
  });

  it('pages', async () => {
    const all = (await expertsOf('mfo.localhost', '?perPage=100')).items;
    const second = await expertsOf('mfo.localhost', '?page=2&perPage=2');
    expect(second).toMatchObject({ page: 2, perPage: 2, total: all.length });
    expect(second.items.map((e) => e.slug)).toEqual(all.slice(2, 4).map((e) => e.slug));
  });

  it('refuses bad query values with a 422', async () => {
    for (const query of ['?page=0', '?perPage=101', '?page=x', '?sort=name']) {
      const res = await get('mfo.localhost', `/back/api/experts${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(failureOf(res, listExperts)).toMatchObject({ status: 'Error', data: { errors: expect.any(Object) } });
    }
  });
});

describe('GET /back/api/experts/:slug', () => {
  it('gives the expert with their offered trainings, newest first, never a hidden one', async () => {
    const data = await expertOf('mfo.localhost', 'marc-bertin');
    expect(data).toMatchObject({ slug: 'marc-bertin', name: 'Marc Bertin', bio: expect.any(String), avatar: '/experts/marc-bertin.svg' });
    const slugs = data.trainings.map((c) => c.slug);
    expect(slugs).toContain('management-equipe-officinale');
    expect(slugs).not.toContain('tiers-payant-reglementation-2019');
    expect(new Set(slugs).size).toBe(slugs.length);
    const dates = data.trainings.map((c) => c.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.trainings[0]).toMatchObject({ id: expect.any(Number), type: expect.any(String), priceHT: expect.any(Number) });
  });

  it('answers 404 for an unknown expert or one without trainings here', async () => {
    for (const [host, slug] of [
      ['mfo.localhost', 'nobody'],
      ['mfo.localhost', 'lucia-fernandez'],
      ['cofares.localhost', 'marc-bertin'],
    ]) {
      const res = await get(host, `/back/api/experts/${slug}`);
      expect(res.statusCode, `${host} ${slug}`).toBe(404);
      expect(failureOf(res, getExpert).status).toBe('Error');
    }
    expect((await get('demo-es.localhost', '/back/api/experts/lucia-fernandez')).statusCode).toBe(200);
  });
});
