import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '@app/contracts/contract';
import { getByHostname as contract } from '@app/contracts/identity/platform';
import { buildTestApp, dataOf, failureOf, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const getByHostname = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/back/api/platform/getByHostname', payload, headers: cookie ? { cookie } : {} });
const platformOf = async (payload: object, cookie?: string) => dataOf(await getByHostname(payload, cookie), contract);

describe('POST /back/api/platform/getByHostname', () => {
  it.each([
    ['mfo.localhost', 'mfo', 'fr-FR'],
    ['mfo-be.localhost', 'mfo', 'fr-BE'],
    ['mfo-gf.localhost:3000', 'mfo', 'fr-GF'],
    ['totum.localhost', 'totum', 'fr-FR'],
    ['cofares.localhost', 'cofares', 'es-ES'],
    ['demo-es.localhost', 'demo', 'es-ES'],
    ['localhost', 'demo', 'fr-FR'],
    ['unknown.example.org', 'demo', 'fr-FR'],
  ])('resolves %s to %s in %s', async (hostname, code, locale) => {
    expect(await platformOf({ hostname })).toMatchObject({ code_name: code, locale, lang: locale.slice(0, 2) });
  });

  it('returns every platform field of spec §3', async () => {
    const data = await platformOf({ hostname: 'mfo.localhost' });
    expect(Object.keys(data).sort()).toEqual(
      ['classes', 'code_name', 'css_variables', 'favicon', 'hostname', 'hosts_by_lang', 'hotjar_id', 'hotjar_sv', 'id',
        'is_convergence', 'lang', 'locale', 'logo_url', 'name', 'short_name', 'theme'].sort(),
    );
    expect(data.theme.primary_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(data.hotjar_id).toBeTruthy();
  });

  it('is_convergence is true for totum only among the French platforms', async () => {
    expect((await platformOf({ hostname: 'totum.localhost' })).is_convergence).toBe(true);
    expect((await platformOf({ hostname: 'mfa.localhost' })).is_convergence).toBe(false);
  });

  it('serves farline on a cofares host in farline mode, from the flag or the cookie', async () => {
    expect((await platformOf({ hostname: 'cofares.localhost', useFarlinePlatform: true })).code_name).toBe('farline');
    expect((await platformOf({ hostname: 'cofares.localhost' }, 'farlineMode=true')).code_name).toBe('farline');
    expect((await platformOf({ hostname: 'cofares.localhost', useFarlinePlatform: false }, 'farlineMode=true')).code_name).toBe('cofares');
    expect((await platformOf({ hostname: 'mfo.localhost', useFarlinePlatform: true })).code_name).toBe('mfo');
  });
});

describe('main hosts per language (alternate-language links)', () => {
  it("lists the platform's main host in each language it has hosts in", async () => {
    expect((await platformOf({ hostname: 'localhost' })).hosts_by_lang).toEqual({ fr: 'demo.localhost', es: 'demo-es.localhost' });
    expect((await platformOf({ hostname: 'mfo-be.localhost' })).hosts_by_lang).toEqual({ fr: 'mfo.localhost' });
    expect((await platformOf({ hostname: 'cofares.localhost' })).hosts_by_lang).toEqual({ es: 'cofares.localhost' });
  });
});

describe('unknown host names without a default platform', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp({ defaultPlatform: null });
  });
  afterAll(async () => bare.close());

  it('answers the platform failure of spec §8, and still serves the known hosts and the health checks', async () => {
    const unknown = await bare.app.inject({ method: 'POST', url: '/back/api/platform/getByHostname', payload: { hostname: 'unknown.example.org' } });
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown, contract).message).toBe('An error occurred while retrieving the associated platform data');
    const page = await bare.app.inject({ url: '/back/api/catalog', headers: { host: 'unknown.example.org' } });
    expect(page.statusCode).toBe(404);
    // Every call on an unknown host fails so, before its route is reached.
    expect(errorEnvelope.parse(page.json()).message).toBe('An error occurred while retrieving the associated platform data');
    const known = await bare.app.inject({ method: 'POST', url: '/back/api/platform/getByHostname', payload: { hostname: 'mfo.localhost' } });
    expect(dataOf(known, contract).code_name).toBe('mfo');
    expect((await bare.app.inject({ url: '/back/api/health', headers: { host: '10.0.0.7' } })).statusCode).toBe(200);
    expect((await bare.app.inject({ url: '/back/api/ready', headers: { host: '10.0.0.7' } })).statusCode).toBe(200);
  });
});

describe('server redirect rules', () => {
  it('redirects a local rule keeping the query, an external one off the site, before the web routes', async () => {
    const local = await t.app.inject({ url: '/formation-continue?page=2', headers: { host: 'demo.localhost' } });
    expect(local.statusCode).toBe(301);
    expect(local.headers.location).toBe('/catalogue?page=2');
    const external = await t.app.inject({ url: '/blog', headers: { host: 'localhost' } });
    expect(external.statusCode).toBe(301);
    expect(external.headers.location).toMatch(/^https:\/\//);
    const otherPlatform = await t.app.inject({ url: '/blog', headers: { host: 'mfo.localhost' } });
    expect(otherPlatform.statusCode).toBe(404);
  });
});

describe('when the database is unreachable', () => {
  it('answers 503 with the platform failure message of spec §8, and the instance is not ready (yet alive)', async () => {
    const broken = await buildTestApp();
    await broken.db.close();
    const res = await broken.app.inject({
      method: 'POST', url: '/back/api/platform/getByHostname', payload: { hostname: 'nowhere.localhost' },
    });
    expect(res.statusCode).toBe(503);
    expect(failureOf(res, contract)).toEqual({
      status: 'Error', message: 'An error occurred while retrieving the associated platform data', data: null, requestId: res.headers['x-request-id'],
    });
    expect((await broken.app.inject({ url: '/back/api/ready' })).statusCode).toBe(503);
    expect((await broken.app.inject({ url: '/back/api/health' })).statusCode).toBe(200);
    await broken.app.close();
  });
});
