import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customPages } from '@app/db/schema/custom-pages';
import { documents } from '@app/db/schema/documents';
import { platforms } from '@app/db/schema/platforms';
import type { LightMyRequestResponse } from 'fastify';
import type { Contract } from '@app/contracts/contract';
import { getCustomPage, listCustomPages } from '@app/contracts/content/custom-pages';
import { getDocument } from '@app/contracts/content/docs';
import { getFaq } from '@app/contracts/content/faq';
import { getNewsArticle, listNews } from '@app/contracts/content/news';
import { getBillboards, getGroupements, getLoginImage } from '@app/contracts/content/platform-content';
import { buildTestApp, dataOf, failureOf, type TestApp } from '../../test/helper.ts';
import { parisToday } from './scope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (url: string, host = 'demo.localhost', headers: Record<string, string> = {}) => t.app.inject({ url, headers: { host, ...headers } });
/** The data of a successful answer, checked against the contract. */
const read = async <C extends Contract>(contract: C, answer: Promise<LightMyRequestResponse>) => dataOf(await answer, contract);
/** The status of a failure, checked to be one the contract declares, with the failure wrapper. */
const failed = async (contract: Contract, answer: Promise<LightMyRequestResponse>) => {
  const response = await answer;
  failureOf(response, contract);
  return response.statusCode;
};

async function platformId(code: string) {
  const [p] = await t.db.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, code));
  return p.id;
}

function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('FAQ', () => {
  it('lists visible sections and questions in order, in the host language', async () => {
    const { sections } = await read(getFaq, get('/back/api/faq'));
    expect(sections.map((s: { title: string }) => s.title)).toEqual(['Mon compte', 'Formations et DPC', 'Classes virtuelles et présentiel']);
    expect(sections[0].questions.map((q: { question: string }) => q.question)).toEqual([
      'Comment créer mon compte sur Pharma Campus ?',
      'J’ai oublié mon mot de passe, que faire ?',
      'Puis-je rattacher mon compte à plusieurs officines ?',
    ]);
    const orders = sections.flatMap((s: { questions: Array<{ order: number }> }) => s.questions.map((q) => q.order));
    expect(orders.every((o: number) => o > 0)).toBe(true);
    expect(JSON.stringify(sections)).not.toMatch(/brouillon|rédaction/);
  });

  it('follows the language: Spanish host and Accept-Language', async () => {
    const es = (await read(getFaq, get('/back/api/faq', 'demo-es.localhost'))).sections;
    expect(es[0].title).toBe('Mi cuenta');
    const asked = (await read(getFaq, get('/back/api/faq', 'demo.localhost', { 'accept-language': 'es-ES' }))).sections;
    expect(asked[0].title).toBe('Mi cuenta');
    const mfo = (await read(getFaq, get('/back/api/faq', 'mfo.localhost'))).sections;
    expect(mfo[0].questions[0].question).toContain('Mon Officine Formation');
  });

  it('serves the bonificación FAQ on Spanish hosts only', async () => {
    const cofares = await read(getFaq, get('/back/api/faq?kind=bonificacion', 'cofares.localhost'));
    expect(cofares.sections.map((s: { title: string }) => s.title)).toEqual(['Bonificación FUNDAE', 'Trámites']);
    expect(await failed(getFaq, get('/back/api/faq?kind=bonificacion', 'demo.localhost'))).toBe(404);
    expect(await failed(getFaq, get('/back/api/faq?kind=bonificacion', 'mfo.localhost'))).toBe(404);
    expect(await failed(getFaq, get('/back/api/faq?kind=other'))).toBe(422);
  });
});

describe('news', () => {
  it('pages published articles newest first; drafts are unknown', async () => {
    const first = await read(listNews, get('/back/api/news?perPage=5'));
    expect(first).toMatchObject({ total: 7, page: 1, perPage: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.items[0]).toEqual({
      slug: 'campagne-vaccination-grippe-2026',
      title: 'Campagne de vaccination antigrippale 2026-2027 : ce qui change à l’officine',
      excerpt: expect.any(String),
      illustration: '/illustrations/video.svg',
      publishedAt: '2026-10-02T07:00:00.000Z',
    });
    const dates = first.items.map((i: { publishedAt: string }) => i.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await read(listNews, get('/back/api/news?page=2&perPage=5'));
    expect(second.items).toHaveLength(2);
    expect(await failed(getNewsArticle, get('/back/api/news/brouillon-programme-2027'))).toBe(404);
  });

  it('gives an article in its language; other languages and bad input are 404/422, never 500', async () => {
    const article = await read(getNewsArticle, get('/back/api/news/trod-angine-cystite-remuneration'));
    expect(article.bodyHtml).toContain('<strong>tests rapides');
    expect(article.bodyHtml).not.toContain('<sup>');
    expect(await failed(getNewsArticle, get('/back/api/news/trod-angine-cystite-remuneration', 'cofares.localhost'))).toBe(404);
    expect((await get('/back/api/news/campana-vacunacion-gripe-2026', 'cofares.localhost')).statusCode).toBe(200);
    expect(await failed(getNewsArticle, get('/back/api/news/campana-vacunacion-gripe-2026'))).toBe(404);
    expect(await failed(listNews, get('/back/api/news?page=0'))).toBe(422);
    expect(await failed(listNews, get('/back/api/news?perPage=abc'))).toBe(422);
    expect(await failed(getNewsArticle, get('/back/api/news/Bad%20Slug'))).toBe(422);
  });
});

describe('custom pages', () => {
  it('serves a page only inside its window (Paris days, inclusive, null open)', async () => {
    const id = await platformId('mfa');
    const today = parisToday();
    const page = (slug: string, startDate: string | null, endDate: string | null) =>
      ({ platformId: id, lang: 'fr' as const, slug, title: slug, bodyHtml: '<p>x</p>', startDate, endDate, options: { noIndex: true } });
    await t.db.db.insert(customPages).values([
      page('starts-today', today, null),
      page('ends-today', null, today),
      page('starts-tomorrow', shiftDay(today, 1), null),
      page('ended-yesterday', shiftDay(today, -10), shiftDay(today, -1)),
    ]);
    const at = (slug: string) => get(`/back/api/customPages/${slug}`, 'mfa.localhost');
    expect((await at('starts-today')).statusCode).toBe(200);
    expect(await read(getCustomPage, at('ends-today'))).toEqual({ id: expect.any(Number), slug: 'ends-today', lang: 'fr', title: 'ends-today', bodyHtml: '<p>x</p>', startDate: null, endDate: today, options: { noIndex: true } });
    expect(await failed(getCustomPage, at('starts-tomorrow'))).toBe(404);
    expect(await failed(getCustomPage, at('ended-yesterday'))).toBe(404);

    const list = await read(listCustomPages, get('/back/api/customPages', 'mfa.localhost'));
    expect(list.map((p: { slug: string }) => p.slug).sort()).toEqual(['ends-today', 'engagement-qualite', 'starts-today']);
  });

  it('gives the seeded pages: the current one, not the expired one nor another language', async () => {
    const page = await read(getCustomPage, get('/back/api/customPages/engagement-qualite'));
    expect(page).toMatchObject({ slug: 'engagement-qualite', title: 'Notre engagement qualité', startDate: '2026-01-01', endDate: null });
    expect(page.options).toEqual({ cta: { label: 'Voir le catalogue', href: '/catalogue' } });
    expect(await failed(getCustomPage, get('/back/api/customPages/offre-rentree-2025'))).toBe(404);
    expect(await failed(getCustomPage, get('/back/api/customPages/engagement-qualite', 'cofares.localhost'))).toBe(404);
  });
});

describe('documents', () => {
  it('serves a tree of any depth with direct children', async () => {
    const root = await read(getDocument, get('/back/api/docs/guides'));
    expect(root.children).toEqual([
      { path: 'guides/officine', title: 'Organiser la formation à l’officine' },
      { path: 'guides/classes-virtuelles', title: 'Réussir une classe virtuelle' },
    ]);
    const leaf = await read(getDocument, get('/back/api/docs/guides/officine/plan-de-formation'));
    expect(leaf).toMatchObject({ path: 'guides/officine/plan-de-formation', title: 'Construire le plan de formation annuel', children: [] });
    const id = await platformId('demo');
    await t.db.db.insert(documents).values({ platformId: id, lang: 'fr', path: 'guides/officine/plan-de-formation/modele/annexe', title: 'Annexe', bodyHtml: '<p>a</p>' });
    expect((await get('/back/api/docs/guides/officine/plan-de-formation/modele/annexe')).statusCode).toBe(200);
    expect(await failed(getDocument, get('/back/api/docs/guides/officine/nope'))).toBe(404);
    expect(await failed(getDocument, get('/back/api/docs/unknown-root'))).toBe(404);
    expect(await failed(getDocument, get('/back/api/docs/guides/UPPER_case'))).toBe(404);
    expect(await failed(getDocument, get('/back/api/docs/..%2F..%2Fetc'))).toBe(404);
  });

  it('has privacy and cookie documents that differ between French and Spanish', async () => {
    const fr = await read(getDocument, get('/back/api/docs/privacy'));
    const es = await read(getDocument, get('/back/api/docs/privacy', 'cofares.localhost'));
    expect(fr.title).toBe('Politique de confidentialité');
    expect(es.title).toBe('Política de privacidad');
    expect(es.bodyHtml).toContain('AEPD');
    expect(fr.bodyHtml).toContain('CNIL');
    expect((await read(getDocument, get('/back/api/docs/cookies-policy', 'demo-es.localhost'))).title).toBe('Política de cookies');
  });
});

describe('groupements, billboards, login image', () => {
  it('lists the groupements of the platform', async () => {
    const res = await read(getGroupements, get('/back/api/getGroupements'));
    expect(res).toHaveLength(4);
    expect(res[0]).toEqual({ id: expect.any(Number), name: 'Pharmactiv’ Réseau', description: expect.any(String), logo: '/providers/pharmactiv.svg', url: 'https://www.example.org/pharmactiv' });
    expect((await read(getGroupements, get('/back/api/getGroupements', 'cofares.localhost')))[0].name).toBe('Red Farmacias Unidas');
  });

  it('lists visible billboards in order', async () => {
    const boards = await read(getBillboards, get('/back/api/billboards'));
    expect(boards.map((b: { title: string; order: number }) => [b.order, b.title])).toEqual([[1, 'Vaccination antigrippale 2026'], [2, 'Vos webinaires de l’automne']]);
    expect(await read(getBillboards, get('/back/api/billboards', 'cofares.localhost'))).toHaveLength(2);
  });

  it('gives the login image of the language, falling back to French, else null', async () => {
    expect(await read(getLoginImage, get('/back/api/loginImage'))).toEqual({ illustration: '/illustrations/login/demo-fr.svg', bgColor: '#FFF4D6', isFullBg: false, lang: 'fr' });
    expect(await read(getLoginImage, get('/back/api/loginImage', 'cofares.localhost'))).toMatchObject({ lang: 'es', isFullBg: true });
    // mfo has no Spanish image: a Spanish visitor gets the French one.
    expect(await read(getLoginImage, get('/back/api/loginImage', 'mfo.localhost', { 'accept-language': 'es' }))).toMatchObject({ lang: 'fr' });
    // cofares has no French image and no fallback.
    expect(await read(getLoginImage, get('/back/api/loginImage', 'cofares.localhost', { 'accept-language': 'fr' }))).toBeNull();
  });
});

it('keeps documents of one platform away from another', async () => {
  const id = await platformId('totum');
  await t.db.db.insert(documents).values({ platformId: id, lang: 'fr', path: 'totum-only', title: 'Totum', bodyHtml: '<p>t</p>' });
  expect((await get('/back/api/docs/totum-only', 'totum.localhost')).statusCode).toBe(200);
  expect(await failed(getDocument, get('/back/api/docs/totum-only', 'demo.localhost'))).toBe(404);
  const [row] = await t.db.db.select().from(documents).where(and(eq(documents.platformId, id), eq(documents.path, 'totum-only')));
  expect(row.title).toBe('Totum');
});
