import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditLog } from '@app/contracts/admin/audit';
import { deleteCustomPage, saveCustomPage, updateCustomPageOptions, type CustomPageFormInput } from '@app/contracts/admin/custom-pages';
import { getCustomPage, listCustomPages } from '@app/contracts/content/custom-pages';
import { customPages } from '@app/db/schema/custom-pages';
import { platforms } from '@app/db/schema/platforms';
import { todayInParis } from '@app/domain/identity/session-user';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

let t: TestApp;
let admin: Visitor;
let otherAdmin: Visitor;
let demoId: number;
const parisToday = () => todayInParis(new Date());

const dayAfter = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

const page = (over: Partial<CustomPageFormInput> = {}): CustomPageFormInput => ({
  title: 'Offre d’été',
  slug: 'offre-ete',
  lang: 'fr',
  bodyHtml: '<p>Une offre <strong>limitée</strong>.</p>',
  startDate: null,
  endDate: null,
  options: { published: true, noIndex: false },
  ...over,
});

const demoPage = async (slug: string) => (await t.db.db.select().from(customPages).where(and(eq(customPages.platformId, demoId), eq(customPages.slug, slug))))[0];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin@demo.test');
  otherAdmin = await signedIn(t.app, 'admin@cofares.test', 'cofares.localhost', 'cofares');
  demoId = (await t.db.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'demo')))[0].id;
});
afterAll(() => t.close());

describe('custom pages: who may change them', () => {
  it('answers 401 to a guest, 403 to a learner and a referent, and changes nothing', async () => {
    const { id } = await demoPage('engagement-qualite');
    const callers: [Visitor, number][] = [
      [createVisitor(t.app), 401],
      [await signedIn(t.app, 'pharmacien@demo.test'), 403],
      [await signedIn(t.app, 'referent@demo.test'), 403],
    ];
    for (const [visitor, status] of callers) {
      if (status === 401) await visitor.csrf();
      for (const [contract, input] of [
        [saveCustomPage, { body: page({ id, slug: 'pirate' }) }],
        [deleteCustomPage, { params: { id } }],
        [updateCustomPageOptions, { params: { id }, body: { published: false } }],
      ] as const) {
        const refused = await visitor.call(contract, input as never);
        expect(refused.statusCode).toBe(status);
        failureOf(refused, contract);
      }
    }
    expect(await demoPage('engagement-qualite')).toMatchObject({ id, options: { cta: { label: 'Voir le catalogue' } } });
  });

  it('gives another platform’s administrator 404 for this platform’s page on their own host, and counts them a guest here', async () => {
    const { id } = await demoPage('engagement-qualite');
    for (const [contract, input] of [
      [saveCustomPage, { body: page({ id, slug: 'reprise', lang: 'es' }) }],
      [deleteCustomPage, { params: { id } }],
      [updateCustomPageOptions, { params: { id }, body: { published: false } }],
      [getCustomPage, { params: { slug: String(id) } }],
    ] as const) {
      const res = await otherAdmin.call(contract, input as never);
      expect(res.statusCode).toBe(404);
    }
    expect((await otherAdmin.call(listCustomPages)).statusCode).toBe(200);
    expect(dataOf(await otherAdmin.call(listCustomPages), listCustomPages).some((p) => p.id === id)).toBe(false);
    // Their session is not a session on demo's host.
    const onDemo = createVisitor(t.app);
    await onDemo.csrf();
    await onDemo.request({ method: 'POST', url: '/back/api/login', payload: { email: 'admin@cofares.test', password: 'Pharma-Demo-2026', platform: 'cofares' }, xsrf: true });
    expect((await onDemo.call(deleteCustomPage, { params: { id } })).statusCode).toBe(401);
    expect(await demoPage('engagement-qualite')).toBeDefined();
  });
});

describe('custom pages: reads', () => {
  it('gives an administrator every page of the platform, ended ones and drafts too, by id or slug, and the public only the pages online', async () => {
    const ended = await demoPage('offre-rentree-2025');
    const guest = createVisitor(t.app);
    expect(dataOf(await guest.call(listCustomPages), listCustomPages).map((p) => p.slug)).not.toContain('offre-rentree-2025');
    expect((await guest.call(getCustomPage, { params: { slug: 'offre-rentree-2025' } })).statusCode).toBe(404);
    expect((await guest.call(getCustomPage, { params: { slug: String(ended.id) } })).statusCode).toBe(404);

    const mine = dataOf(await admin.call(listCustomPages), listCustomPages);
    expect(mine.map((p) => p.slug)).toEqual(expect.arrayContaining(['engagement-qualite', 'offre-rentree-2025']));
    const byId = await admin.call(getCustomPage, { params: { slug: String(ended.id) } });
    expect(byId.headers['cache-control']).toBe('private, no-store');
    expect(dataOf(byId, getCustomPage)).toMatchObject({ id: ended.id, slug: 'offre-rentree-2025', lang: 'fr', endDate: '2025-10-31' });
    expect(dataOf(await admin.call(getCustomPage, { params: { slug: 'offre-rentree-2025' } }), getCustomPage).id).toBe(ended.id);
    // The administrator's read did not enter the public cache.
    expect((await guest.call(getCustomPage, { params: { slug: 'offre-rentree-2025' } })).statusCode).toBe(404);
    expect(dataOf(await guest.call(listCustomPages), listCustomPages).map((p) => p.slug)).not.toContain('offre-rentree-2025');
  });
});

describe('custom pages: writing', () => {
  it('creates a page whose body is sanitised, shows it to the public at once, and records it', async () => {
    const guest = createVisitor(t.app);
    expect((await guest.call(getCustomPage, { params: { slug: 'offre-ete' } })).statusCode).toBe(404); // cached as missing
    const dirty = '<p onclick="steal()">Bonjour<script>alert(1)</script> <a href="javascript:alert(2)">ici</a> <a href="/catalogue">catalogue</a></p><img src=x onerror="alert(3)">';
    const saved = dataOf(await admin.call(saveCustomPage, { body: page({ bodyHtml: dirty, startDate: parisToday() }) }), saveCustomPage);
    expect(saved.bodyHtml).toBe('<p>Bonjour <a>ici</a> <a href="/catalogue">catalogue</a></p>');
    const seen = dataOf(await guest.call(getCustomPage, { params: { slug: 'offre-ete' } }), getCustomPage);
    expect(seen).toMatchObject({ id: saved.id, title: 'Offre d’été', bodyHtml: saved.bodyHtml, startDate: parisToday() });
    expect(seen.bodyHtml).not.toMatch(/script|onclick|onerror|javascript:/);

    const replaced = dataOf(await admin.call(saveCustomPage, { body: page({ id: saved.id, title: 'Offre d’été prolongée', bodyHtml: '<p>Jusqu’en septembre.</p>' }) }), saveCustomPage);
    expect(replaced.id).toBe(saved.id);
    expect(dataOf(await guest.call(getCustomPage, { params: { slug: 'offre-ete' } }), getCustomPage)).toMatchObject({ title: 'Offre d’été prolongée', bodyHtml: '<p>Jusqu’en septembre.</p>' });

    const log = dataOf(await admin.call(listAuditLog, { query: { action: 'customPage.save' } }), listAuditLog);
    expect(log.items[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: 'Offre d’été', after: 'Offre d’été prolongée' },
        { field: 'bodyHtml', before: saved.bodyHtml, after: '<p>Jusqu’en septembre.</p>' },
      ]),
    );
    expect(log.items[1].changes).toEqual(expect.arrayContaining([{ field: 'slug', before: null, after: 'offre-ete' }]));
  });

  it('keeps a page whose window starts tomorrow away from the public, and a draft too', async () => {
    const guest = createVisitor(t.app);
    const tomorrow = dayAfter(parisToday(), 1);
    const later = dataOf(await admin.call(saveCustomPage, { body: page({ slug: 'demain', startDate: tomorrow }) }), saveCustomPage);
    expect((await guest.call(getCustomPage, { params: { slug: 'demain' } })).statusCode).toBe(404);
    expect(dataOf(await guest.call(listCustomPages), listCustomPages).map((p) => p.slug)).not.toContain('demain');
    expect(dataOf(await admin.call(getCustomPage, { params: { slug: 'demain' } }), getCustomPage).id).toBe(later.id);

    const draft = dataOf(await admin.call(saveCustomPage, { body: page({ slug: 'brouillon', options: { published: false, noIndex: true } }) }), saveCustomPage);
    expect((await guest.call(getCustomPage, { params: { slug: 'brouillon' } })).statusCode).toBe(404);
    const published = dataOf(await admin.call(updateCustomPageOptions, { params: { id: draft.id }, body: { published: true } }), updateCustomPageOptions);
    expect(published.options).toEqual({ published: true, noIndex: true });
    expect(dataOf(await guest.call(getCustomPage, { params: { slug: 'brouillon' } }), getCustomPage).options).toMatchObject({ published: true, noIndex: true });
    const log = dataOf(await admin.call(listAuditLog, { query: { action: 'customPage.options' } }), listAuditLog);
    expect(log.items[0].changes).toEqual([{ field: 'options.published', before: false, after: true }]);
  });

  it('keeps the options it does not set (a banner, a call to action)', async () => {
    const { id } = await demoPage('engagement-qualite');
    const after = dataOf(await admin.call(updateCustomPageOptions, { params: { id }, body: { noIndex: true } }), updateCustomPageOptions);
    expect(after.options).toEqual({ cta: { label: 'Voir le catalogue', href: '/catalogue' }, noIndex: true });
  });

  it('deletes a page: the public loses it at once and the log keeps what it was', async () => {
    const guest = createVisitor(t.app);
    const saved = dataOf(await admin.call(saveCustomPage, { body: page({ slug: 'a-supprimer' }) }), saveCustomPage);
    expect((await guest.call(getCustomPage, { params: { slug: 'a-supprimer' } })).statusCode).toBe(200);
    expect(dataOf(await admin.call(deleteCustomPage, { params: { id: saved.id } }), deleteCustomPage)).toEqual({ id: saved.id });
    expect((await guest.call(getCustomPage, { params: { slug: 'a-supprimer' } })).statusCode).toBe(404);
    expect((await admin.call(deleteCustomPage, { params: { id: saved.id } })).statusCode).toBe(404);
    const [entry] = dataOf(await admin.call(listAuditLog, { query: { action: 'customPage.delete' } }), listAuditLog).items;
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'slug', before: 'a-supprimer', after: null }]));
  });
});

describe('custom pages: bad input', () => {
  const refusedFields = async (body: unknown) => {
    const res = await admin.call(saveCustomPage, { body: body as CustomPageFormInput });
    expect(res.statusCode).toBe(422);
    return Object.keys((failureOf(res, saveCustomPage).data as { errors: Record<string, string[]> }).errors);
  };

  it('refuses a bad slug, a window ending before it starts, an impossible day, a language the platform lacks and an empty body', async () => {
    const before = (await t.db.db.select().from(customPages)).length;
    expect(await refusedFields(page({ slug: 'Avec Espaces' }))).toEqual(['slug']);
    expect(await refusedFields(page({ slug: '2026' }))).toEqual(['slug']);
    expect(await refusedFields(page({ startDate: '2026-05-02', endDate: '2026-05-01' }))).toEqual(['endDate']);
    expect(await refusedFields(page({ startDate: '2026-02-30' }))).toEqual(['startDate']);
    expect(await refusedFields(page({ title: '  ' }))).toEqual(['title']);
    // Cofares has Spanish hosts only.
    const elsewhere = await otherAdmin.call(saveCustomPage, { body: page({ slug: 'pagina', lang: 'fr' }) });
    expect(elsewhere.statusCode).toBe(422);
    expect(Object.keys((failureOf(elsewhere, saveCustomPage).data as { errors: object }).errors)).toEqual(['lang']);
    expect(await refusedFields(page({ bodyHtml: '<p><script>x()</script></p>' }))).toEqual(['bodyHtml']);
    expect(await refusedFields({ ...page(), extra: 1 })).toEqual(['extra']);
    expect((await t.db.db.select().from(customPages)).length).toBe(before);
  });

  it('refuses a slug another page of the language has, and an id that is not one of the platform’s pages', async () => {
    const res = await admin.call(saveCustomPage, { body: page({ slug: 'engagement-qualite' }) });
    expect(res.statusCode).toBe(422);
    expect(failureOf(res, saveCustomPage).data).toEqual({ errors: { slug: [expect.stringContaining('déjà')] } });
    expect((await admin.call(saveCustomPage, { body: page({ id: 999_999, slug: 'inconnue' }) })).statusCode).toBe(404);
    expect((await admin.call(updateCustomPageOptions, { params: { id: 999_999 }, body: { published: false } })).statusCode).toBe(404);
    expect((await admin.call(getCustomPage, { params: { slug: '999999' } })).statusCode).toBe(404);
  });
});
