import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract, type Method } from '@app/contracts/contract';
import { login, sendPasswordResetMail } from '@app/contracts/identity/auth';
import { getByHostname } from '@app/contracts/identity/platform';
import { ApiError, createApiClient, type FetchLike } from './api-client.ts';

/** Contracts of the shapes under test: a read with a query, and a write of each method. */
const catalog = defineContract({
  method: 'GET', path: '/api/catalog', changesState: false,
  query: z.object({ page: z.number(), perPage: z.number(), x: z.string().optional() }), data: z.object({ total: z.number() }), errors: [],
});
const read = defineContract({ method: 'GET', path: '/api/x', changesState: false, data: z.unknown(), errors: [404, 503] });
const write = (method: Method, path: string) =>
  defineContract({ method, path, changesState: true, body: z.unknown().optional(), data: z.unknown(), errors: [] });

interface Call {
  url: string;
  init?: RequestInit;
}

function fakeFetch(responses: Array<Response | Error>): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('createApiClient', () => {
  it('returns the envelope and sends the locale, credentials and query', async () => {
    const { fetch, calls } = fakeFetch([json(200, { status: 'Success', message: '', data: { total: 3 } })]);
    const api = createApiClient({ fetch, locale: 'es-ES' });
    const result = await api.call(catalog, { query: { page: 2, perPage: 10, x: undefined } });
    expect(result).toEqual({ status: 'Success', message: '', data: { total: 3 } });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/back/api/catalog?page=2&perPage=10');
    expect(new Headers(calls[0].init?.headers).get('Accept-Language')).toBe('es-ES');
    expect(calls[0].init?.credentials).toBe('include');
  });

  it('turns an HTTP error into the one failure shape, without retrying', async () => {
    const body = { status: 'Error', message: 'Formation introuvable', data: null };
    const { fetch, calls } = fakeFetch([json(404, body)]);
    const api = createApiClient({ fetch, locale: 'fr-FR' });
    const error = await failureOf(api.call(read, {}));
    expect(error.toJSON()).toEqual({ status: 'Error', message: 'Formation introuvable', httpStatus: 404, error: body });
    expect(calls).toHaveLength(1);
  });

  it('turns a 5xx without a JSON body into the failure shape with the status text', async () => {
    const { fetch, calls } = fakeFetch([new Response('oops', { status: 503, statusText: 'Service Unavailable' })]);
    const error = await failureOf(createApiClient({ fetch }).call(read, {}));
    expect(error).toMatchObject({ status: 'Error', message: 'Service Unavailable', httpStatus: 503, error: 'oops' });
    expect(calls).toHaveLength(1);
  });

  it('turns a network error into the failure shape with status 0, without retrying', async () => {
    const cause = new TypeError('fetch failed');
    const { fetch, calls } = fakeFetch([cause]);
    const error = await failureOf(createApiClient({ fetch }).call(read, {}));
    expect(error).toMatchObject({ status: 'Error', message: 'fetch failed', httpStatus: 0, error: cause });
    expect(calls).toHaveLength(1);
  });

  it('treats a 200 wrapper with status Error as a failure', async () => {
    const { fetch } = fakeFetch([json(200, { status: 'Error', message: 'Nope', data: null })]);
    const error = await failureOf(createApiClient({ fetch }).call(read, {}));
    expect(error).toMatchObject({ message: 'Nope', httpStatus: 200 });
  });

  it('fetches the CSRF cookie first when no XSRF token exists, then sends the header', async () => {
    let token: string | undefined;
    const calls: Call[] = [];
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, init });
      if (url === '/back/sanctum/csrf-cookie') {
        token = 'tok=en';
        return new Response(null, { status: 204 });
      }
      return json(200, { status: 'Success', message: 'ok', data: { id: 1 } });
    };
    const api = createApiClient({ fetch, locale: 'fr-FR', getXsrfToken: () => token });
    const result = await api.call(write('POST', '/api/things'), { body: { a: 1 } });
    expect(result.data).toEqual({ id: 1 });
    expect(calls.map((c) => c.url)).toEqual(['/back/sanctum/csrf-cookie', '/back/api/things']);
    const headers = new Headers(calls[1].init?.headers);
    expect(headers.get('X-XSRF-TOKEN')).toBe('tok=en');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(calls[1].init?.body).toBe('{"a":1}');
  });

  it('reuses an existing XSRF token on every write method', async () => {
    const { fetch, calls } = fakeFetch([
      json(200, { status: 'Success', message: '', data: 1 }),
      json(200, { status: 'Success', message: '', data: 2 }),
      new Response(null, { status: 204 }),
    ]);
    const api = createApiClient({ fetch, getXsrfToken: () => 'abc' });
    await api.call(write('PUT', '/a'), { body: {} });
    await api.call(write('PATCH', '/b'), { body: {} });
    expect((await api.call(write('DELETE', '/c'), { body: undefined })).data).toBeNull();
    expect(calls.map((c) => c.init?.method)).toEqual(['PUT', 'PATCH', 'DELETE']);
    for (const call of calls) expect(new Headers(call.init?.headers).get('X-XSRF-TOKEN')).toBe('abc');
  });

  it('sends a file as multipart form data, leaving its Content-Type (with the boundary) to fetch', async () => {
    const { fetch, calls } = fakeFetch([json(200, { status: 'Success', message: '', data: 1 })]);
    const api = createApiClient({ fetch, getXsrfToken: () => 'abc' });
    const form = new FormData();
    form.append('file', new Blob(['%PDF-']), 'a.pdf');
    await api.call(write('POST', '/upload'), { body: form });
    expect(calls[0].init?.body).toBe(form);
    expect(new Headers(calls[0].init?.headers).get('Content-Type')).toBeNull();
    expect(new Headers(calls[0].init?.headers).get('X-XSRF-TOKEN')).toBe('abc');
  });

  it('sends no CSRF header on reads nor on CSRF-exempt writes', async () => {
    const { fetch, calls } = fakeFetch([
      json(200, { status: 'Success', message: '', data: 1 }),
      json(200, { status: 'Success', message: '', data: 2 }),
    ]);
    const api = createApiClient({ fetch, getXsrfToken: () => undefined });
    await api.call(read, {});
    await api.call(getByHostname, { body: { hostname: 'x' } });
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(new Headers(call.init?.headers).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends the CSRF token on a GET whose contract changes state, with its parameters encoded', async () => {
    const { fetch, calls } = fakeFetch([new Response(null, { status: 204 }), json(200, { status: 'Success', message: '', data: null })]);
    let token: string | undefined;
    const api = createApiClient({
      fetch: async (url, init) => {
        if (url === '/back/sanctum/csrf-cookie') token = 'xs';
        return fetch(url, init);
      },
      getXsrfToken: () => token,
    });
    await api.call(sendPasswordResetMail, { params: { email: 'a@b.c' } });
    expect(calls.map((c) => c.url)).toEqual(['/back/sanctum/csrf-cookie', '/back/api/passwordReset/sendMail/a%40b.c']);
    expect(new Headers(calls[1].init?.headers).get('X-XSRF-TOKEN')).toBe('xs');
  });

  it('on a refused token (419) forgets it for the next write, without retrying', async () => {
    const { fetch, calls } = fakeFetch([json(419, { status: 'Error', message: 'Session expirée', data: null })]);
    let token: string | undefined = 'stale';
    const api = createApiClient({ fetch, getXsrfToken: () => token, onCsrfRejected: () => (token = undefined) });
    const error = await failureOf(api.call(login, { body: { email: 'a@b.c', password: 'x', platform: 'demo' } }));
    expect(error).toMatchObject({ httpStatus: 419, message: 'Session expirée' });
    expect(calls).toHaveLength(1);
    expect(token).toBeUndefined();
  });

  it('a failed CSRF-cookie call does not retry and reports the write as failed', async () => {
    const { fetch, calls } = fakeFetch([new Error('offline')]);
    const error = await failureOf(createApiClient({ fetch, getXsrfToken: () => undefined }).call(write('POST', '/x'), { body: {} }));
    expect(error).toMatchObject({ status: 'Error', httpStatus: 0, message: 'offline' });
    expect(calls).toHaveLength(1);
  });
});
