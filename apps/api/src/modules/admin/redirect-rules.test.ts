import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@app/contracts/contract-path';
import { createRedirectRule, deleteRedirectRule, getAllRoutes, listRedirectRules, updateRedirectRule, type RedirectRuleBody } from '@app/contracts/admin/redirect-rules';
import { listAuditLog } from '@app/contracts/admin/audit';
import { redirectRules } from '@app/db/schema/redirect-rules';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

let t: TestApp;
let admin: Visitor;

const local = (fromPath: string, toPath: string, statusCode: RedirectRuleBody['statusCode'] = 301): RedirectRuleBody => ({ fromPath, target: 'local', toPath, statusCode });
const errorsOf = (answer: Awaited<ReturnType<Visitor['call']>>) => (failureOf(answer, createRedirectRule).data as { errors: Record<string, string[]> }).errors;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin@demo.test');
});
afterAll(() => t.close());

describe('who edits the redirect rules', () => {
  it('answers 401 to a guest, 403 to a learner and a referent, and changes nothing for them', async () => {
    const [rule] = dataOf(await admin.call(listRedirectRules), listRedirectRules);
    const calls = (visitor: Visitor) => [
      visitor.call(getAllRoutes),
      visitor.call(listRedirectRules),
      visitor.call(createRedirectRule, { body: local('/refused', '/catalogue') }),
      visitor.call(updateRedirectRule, { params: { id: rule.id }, body: local(rule.fromPath, '/faq') }),
      visitor.call(deleteRedirectRule, { params: { id: rule.id } }),
    ];
    for (const answer of await Promise.all(calls(createVisitor(t.app)))) expect(answer.statusCode).toBe(401);
    for (const email of ['pharmacien@demo.test', 'referent@demo.test']) {
      for (const answer of await Promise.all(calls(await signedIn(t.app, email)))) {
        expect(answer.statusCode).toBe(403);
        failureOf(answer, listRedirectRules);
      }
    }
    expect(dataOf(await admin.call(listRedirectRules), listRedirectRules)[0]).toEqual(rule);
  });

  it('keeps each platform’s rules to its administrator: 404 for another’s, and their session is a guest here', async () => {
    const elsewhere = await signedIn(t.app, 'admin@cofares.test', 'cofares.localhost', 'cofares');
    const demoRules = dataOf(await admin.call(listRedirectRules), listRedirectRules);
    const theirs = dataOf(await elsewhere.call(listRedirectRules), listRedirectRules);
    expect(theirs.some((r) => demoRules.some((d) => d.id === r.id))).toBe(false);
    const target = demoRules[0];
    for (const answer of [
      await elsewhere.call(updateRedirectRule, { params: { id: target.id }, body: local('/taken-over', '/catalogar') }),
      await elsewhere.call(deleteRedirectRule, { params: { id: target.id } }),
    ]) {
      expect(answer.statusCode).toBe(404);
      failureOf(answer, deleteRedirectRule);
    }
    // The same source on another platform is theirs to take.
    const same = await elsewhere.call(createRedirectRule, { body: local(target.fromPath, '/catalogar') });
    expect(same.statusCode).toBe(201);
    expect(dataOf(await admin.call(listRedirectRules), listRedirectRules)).toEqual(demoRules);
    // Their session brought to this platform's host: a guest's.
    expect((await elsewhere.request({ method: 'GET', url: `${API_PREFIX}${listRedirectRules.path}`, headers: { host: 'demo.localhost' } })).statusCode).toBe(401);
  });
});

describe('the route table', () => {
  it('gives every route of spec §2 with its full path in each language', async () => {
    const routes = dataOf(await admin.call(getAllRoutes), getAllRoutes);
    expect(routes).toContainEqual({ name: 'catalogue', fr: '/catalogue', es: '/catalogar', parent: null });
    expect(routes).toContainEqual({ name: 'profile-infos', fr: '/compte/profil/infos', es: '/cuenta/perfil/informacion', parent: 'profile' });
    expect(routes).toContainEqual({ name: 'bonificacion', fr: null, es: '/bonificacion', parent: null });
    expect(routes.find((r) => r.name === 'admin-routes')).toMatchObject({ fr: '/admin/routes' });
  });
});

describe('editing the redirect rules', () => {
  it('creates a rule the site follows at once, edits it, deletes it, each recorded before and after', async () => {
    const visitor = createVisitor(t.app);
    // Read once so the redirects cache holds the rules without the new one.
    expect((await visitor.request({ method: 'GET', url: '/ancienne-offre' })).headers.location).toBeUndefined();
    const created = dataOf(await admin.call(createRedirectRule, { body: { ...local('/ancienne-offre/', '/catalogue', 302), toUrl: 'https://ignored.example/' } }), createRedirectRule);
    expect(created).toMatchObject({ fromPath: '/ancienne-offre', toPath: '/catalogue', toUrl: null, statusCode: 302 });
    const followed = await visitor.request({ method: 'GET', url: '/ancienne-offre?utm=mail' });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/catalogue?utm=mail');

    const external = { fromPath: '/ancienne-offre', target: 'external', toUrl: 'https://www.ordre.pharmacien.fr/', statusCode: 308 } as const;
    const edited = dataOf(await admin.call(updateRedirectRule, { params: { id: created.id }, body: external }), updateRedirectRule);
    expect(edited).toEqual({ id: created.id, fromPath: '/ancienne-offre', toPath: null, toUrl: 'https://www.ordre.pharmacien.fr/', statusCode: 308 });
    const leaves = await visitor.request({ method: 'GET', url: '/ancienne-offre' });
    expect([leaves.statusCode, leaves.headers.location]).toEqual([308, 'https://www.ordre.pharmacien.fr/']);

    expect(dataOf(await admin.call(deleteRedirectRule, { params: { id: created.id } }), deleteRedirectRule)).toBeNull();
    expect((await visitor.request({ method: 'GET', url: '/ancienne-offre' })).headers.location).toBeUndefined();
    expect((await admin.call(deleteRedirectRule, { params: { id: created.id } })).statusCode).toBe(404);

    const log = dataOf(await admin.call(listAuditLog, { query: {} }), listAuditLog).items.filter((e) => e.subject === '/ancienne-offre');
    expect(log.map((e) => e.action)).toEqual(['redirectRule.delete', 'redirectRule.update', 'redirectRule.create']);
    expect(log[2].changes).toContainEqual({ field: 'toPath', before: null, after: '/catalogue' });
    expect(log[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'statusCode', before: 302, after: 308 },
        { field: 'toUrl', before: null, after: 'https://www.ordre.pharmacien.fr/' },
      ]),
    );
    expect(log[0].changes).toContainEqual({ field: 'fromPath', before: '/ancienne-offre', after: null });
  });

  it('refuses a source outside the site or in the back-office, a taken source, a bad target and a bad status, beside their field', async () => {
    const before = await t.db.db.select().from(redirectRules);
    const [taken] = dataOf(await admin.call(listRedirectRules), listRedirectRules);
    const cases: [RedirectRuleBody, string[]][] = [
      [local('blog', '/catalogue'), ['fromPath']],
      [local('/back/api/faq', '/catalogue'), ['fromPath']],
      [local('/admin/routes', '/catalogue'), ['fromPath']],
      [local(`${taken.fromPath}/`, '/catalogue'), ['fromPath']],
      [local('/promo', 'https://evil.example/'), ['toPath']],
      [local('/promo', '/back/api/logout'), ['toPath']],
      [{ fromPath: '/promo', target: 'external', toUrl: 'http://insecure.example/', statusCode: 301 }, ['toUrl']],
      [{ fromPath: '/promo', target: 'external', toUrl: 'javascript:alert(1)', statusCode: 301 }, ['toUrl']],
      [{ fromPath: '/promo', target: 'external', statusCode: 301 }, ['toUrl']],
      [{ ...local('/promo', '/catalogue'), statusCode: 200 as never }, ['statusCode']],
    ];
    for (const [body, fields] of cases) {
      const answer = await admin.call(createRedirectRule, { body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(errorsOf(answer)), JSON.stringify(body)).toEqual(fields);
    }
    const spanish = await (await signedIn(t.app, 'admin@demo.test', 'demo-es.localhost')).call(createRedirectRule, { body: local('/admin', '/') });
    expect(errorsOf(spanish).fromPath).toEqual(['Introduzca una ruta del sitio que empiece por /, fuera de /admin y /back.']);
    expect(await t.db.db.select().from(redirectRules)).toEqual(before);
  });

  it('refuses a rule that would send visitors round in a circle, a change that would close one too', async () => {
    const a = dataOf(await admin.call(createRedirectRule, { body: local('/boucle-a', '/boucle-b') }), createRedirectRule);
    const b = dataOf(await admin.call(createRedirectRule, { body: local('/boucle-b', '/boucle-c') }), createRedirectRule);
    const closing = await admin.call(createRedirectRule, { body: local('/boucle-c', '/boucle-a') });
    expect(closing.statusCode).toBe(422);
    expect(errorsOf(closing)).toEqual({ toPath: ['Cette cible ramène à ce chemin par d’autres règles : la redirection tournerait en rond.'] });
    expect(errorsOf(await admin.call(createRedirectRule, { body: local('/soi-meme', '/soi-meme/') }))).toHaveProperty('toPath');
    const edited = await admin.call(updateRedirectRule, { params: { id: b.id }, body: local('/boucle-b', '/boucle-a') });
    expect(edited.statusCode).toBe(422);
    // A chain that ends is fine; an edit that leaves its own source alone is judged without its former self.
    expect((await admin.call(createRedirectRule, { body: local('/boucle-c', '/faq') })).statusCode).toBe(201);
    expect((await admin.call(updateRedirectRule, { params: { id: a.id }, body: local('/boucle-a', '/boucle-c') })).statusCode).toBe(200);
    const [stored] = await t.db.db.select().from(redirectRules).where(eq(redirectRules.id, b.id));
    expect(stored.toPath).toBe('/boucle-c');
  });

  it('refuses an unknown id, a malformed id and a body with unknown fields', async () => {
    expect((await admin.call(updateRedirectRule, { params: { id: 99_999_999 }, body: local('/x', '/faq') })).statusCode).toBe(404);
    expect((await admin.request({ method: 'DELETE', url: '/back/api/admin/redirectRules/abc', xsrf: true })).statusCode).toBe(422);
    const extra = await admin.call(createRedirectRule, { body: { ...local('/x', '/faq'), platformId: 1 } as never });
    expect(extra.statusCode).toBe(422);
  });
});
