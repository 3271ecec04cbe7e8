import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from './test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the /back contract', () => {
  it('answers unknown /back paths with a JSON 404 in the wrapper, in the caller language', async () => {
    const fr = await t.app.inject({ url: '/back/api/nothing-here?x=1', headers: { host: 'mfo.localhost' } });
    expect(fr.statusCode).toBe(404);
    expect(fr.headers['content-type']).toMatch(/application\/json/);
    expect(fr.json()).toEqual({
      status: 'Error', message: 'Ressource introuvable : /back/api/nothing-here', data: null, requestId: fr.headers['x-request-id'],
    });
    const es = await t.app.inject({ url: '/back/api/nothing-here', headers: { host: 'cofares.localhost' } });
    expect(es.json().message).toBe('Recurso no encontrado: /back/api/nothing-here');
  });

  it('reads the locale from Accept-Language first, then the locale cookie', async () => {
    const header = await t.app.inject({
      url: '/back/api/x',
      headers: { host: 'mfo.localhost', 'accept-language': 'es-ES,es;q=0.9', cookie: 'locale=%22fr-FR%22' },
    });
    expect(header.json().message).toMatch(/^Recurso/);
    const cookie = await t.app.inject({ url: '/back/api/x', headers: { host: 'mfo.localhost', cookie: 'locale=%22es-ES%22' } });
    expect(cookie.json().message).toMatch(/^Recurso/);
  });

  it('sets security headers and a request id on every answer', async () => {
    const res = await t.app.inject({ url: '/back/api/health', headers: { 'x-request-id': 'req-123' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: 'OK', data: { process: 'up' } });
    expect(res.headers['x-request-id']).toBe('req-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Data answers carry the headers that protect data; documents carry the whole set.
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    const docs = await t.app.inject({ url: '/back/api/docs', headers: { host: 'mfo.localhost' } });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('sessions and CSRF', () => {
  it('gives a session and a readable XSRF token bound to it; writes without the header get 419', async () => {
    const visitor = createVisitor(t.app);
    const csrf = await visitor.csrf();
    expect(csrf.statusCode).toBe(204);
    const cookies = csrf.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string }[];
    const session = cookies.find((c) => c.name === 'session');
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(xsrf?.httpOnly).toBeFalsy();

    const post = { method: 'POST' as const, url: '/back/api/platform/getByHostname', payload: { hostname: 'mfo.localhost' } };
    // getByHostname is a read and works without a token.
    expect((await visitor.request(post)).statusCode).toBe(200);
  });

  it('keeps the same session when the XSRF cookie is asked again', async () => {
    const visitor = createVisitor(t.app);
    await visitor.csrf();
    const first = visitor.jar.get('session');
    await visitor.csrf();
    expect(visitor.jar.get('session')).toBe(first);
  });
});

describe('bad input never produces a 500', () => {
  const url = '/back/api/platform/getByHostname';
  it('malformed JSON → 400 in the wrapper', async () => {
    const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"hostname":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message: 'Le corps de la requête n’est pas un JSON valide.' });
  });

  it('wrong types and unknown fields → 422 with field errors in the caller language', async () => {
    const fr = await t.app.inject({ method: 'POST', url, payload: { hostname: 42, extra: true } });
    expect(fr.statusCode).toBe(422);
    const body = fr.json();
    expect(body.message).toBe('Les données envoyées sont invalides.');
    expect(Object.keys(body.data.errors).sort()).toEqual(['extra', 'hostname']);
    expect(body.data.errors.hostname[0]).toMatch(/attendu/i);
    const es = await t.app.inject({
      method: 'POST', url, payload: { hostname: '' }, headers: { 'accept-language': 'es-ES' },
    });
    expect(es.statusCode).toBe(422);
    expect(es.json().message).toBe('Los datos enviados no son válidos.');
    expect(es.json().data.errors.hostname[0]).toMatch(/demasiado|pequeño|caracteres/i);
  });

  it('missing body, huge body, wrong media type and bad query values are client errors', async () => {
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(422);
    const huge = await t.app.inject({ method: 'POST', url, payload: { hostname: 'x'.repeat(2 * 1024 * 1024) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().status).toBe('Error');
    const media = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(media.statusCode).toBe(415);
    const query = await t.app.inject({ url: '/back/api/catalog?page=abc&perPage=-1' });
    expect(query.statusCode).toBe(422);
    expect(Object.keys(query.json().data.errors).sort()).toEqual(['page', 'perPage']);
  });
});

describe('OpenAPI', () => {
  it('documents the calls from their schemas at /back/api/docs', async () => {
    const json = await t.app.inject({ url: '/back/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const paths = Object.keys(json.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/back/api/catalog', '/back/api/login', '/back/api/platform/getByHostname']));
    expect(json.json().paths['/back/api/catalog'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'perPage']),
    );
    const page = await t.app.inject({ url: '/back/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
