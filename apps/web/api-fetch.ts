import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inject } from 'light-my-request';
import type { Config } from '@app/api/config';
import type { FetchLike } from './app/lib/api-client.ts';

/** Request headers handed on to the in-process API call (spec §7: cookies and locale travel with every call). */
const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'x-request-id'] as const;
const NULL_BODY = new Set([101, 204, 205, 304]);

/** The loaders' way to the API: Fastify inject (no network hop), or real fetch when API_URL is configured. */
export function apiFetchFor(app: FastifyInstance, config: Config, req: FastifyRequest): FetchLike {
  return async (path, init = {}) => {
    const headers = new Headers(init.headers);
    for (const name of FORWARDED) {
      const value = req.headers[name];
      if (!headers.has(name) && typeof value === 'string') headers.set(name, value);
    }
    const host = req.headers.host ?? 'localhost';
    if (config.API_URL) {
      headers.set('x-forwarded-host', host);
      return fetch(new URL(path, config.API_URL), { ...init, headers });
    }
    headers.set('host', host);
    const method = (init.method ?? 'GET').toUpperCase();
    // The router itself rather than `app.inject`, which refuses once the server is closing: a page being rendered
    // when a shutdown starts still gets its data (the server stops accepting connections, then drains).
    const res = await inject(app.routing, {
      method: method as 'GET',
      url: path,
      headers: Object.fromEntries(headers),
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: req.ip,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(name, String(v));
    }
    const body = NULL_BODY.has(res.statusCode) || method === 'HEAD' ? null : new Uint8Array(res.rawPayload);
    return new Response(body, { status: res.statusCode, headers: out });
  };
}
