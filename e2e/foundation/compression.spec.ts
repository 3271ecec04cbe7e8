/**
 * Built assets are sent as the brotli or gzip file made at build time, whichever the browser accepts; pages are sent
 * compressed, and the catalogue's HTML stays within its budget (issue 18 part 6).
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { url } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/identity.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A raw request to the server as a browser at `target`'s host would send it (fetch would decode the body itself,
 * and the demo host names resolve only in the browser).
 */
function rawRequest(target: URL, headers: Record<string, string>, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: target.port, path: target.pathname + target.search, method, headers: { host: target.host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The catalogue's HTML with a full page of trainings: what a visitor downloads before anything shows (compressed) and
 * what the browser parses (decoded). Measured at 12 KB and 76 KB with the demo's ten cards.
 */
const CATALOGUE_HTML_BUDGET = { sentBytes: 16 * 1024, decodedBytes: 100 * 1024 } as const;

const rawGet = (target: URL, acceptEncoding: string) => rawRequest(target, { 'accept-encoding': acceptEncoding });

/** The scripts a page loads first: its module preloads (every chunk of the entry, root and page routes). */
async function scriptsOf(page: URL): Promise<URL[]> {
  const html = (await rawGet(page, 'identity')).body.toString('utf8');
  const hrefs = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  return hrefs.map((href) => new URL(href, page));
}

describe('compressed assets', () => {
  it('sends every script of the catalogue as brotli or gzip, decoding to the same bytes, cached for a year', async () => {
    const scripts = await scriptsOf(new URL(url('localhost', '/catalogue')));
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const plain = await rawGet(script, 'identity');
      expect(plain.status, script.pathname).toBe(200);
      expect(plain.headers['content-encoding'], script.pathname).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.headers.vary).toContain('accept-encoding');
      // Tiny chunks are left uncompressed (the headers would cost more than they save).
      if (plain.body.length < 1024) continue;

      const br = await rawGet(script, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding'], script.pathname).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.body.length).toBeLessThan(plain.body.length);
      expect(brotliDecompressSync(br.body).equals(plain.body), script.pathname).toBe(true);

      const gz = await rawGet(script, 'gzip');
      expect(gz.headers['content-encoding'], script.pathname).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body), script.pathname).toBe(true);
    }
  });

  it('sends the page language texts and the style sheet compressed too', async () => {
    const html = (await rawGet(new URL(url('demo-es', '/')), 'identity')).body.toString('utf8');
    const assets = [...html.matchAll(/<link [^>]*\brel="(?:preload|stylesheet)"[^>]*?href="(\/assets\/[^"]+)"/g)].map((m) => m[1].split('#')[0]);
    // React Router marks a style sheet that is also loaded on demand with a '#' fragment, never sent to the server.
    expect(assets.some((href) => href.endsWith('.json'))).toBe(true);
    expect(assets.some((href) => href.endsWith('.css'))).toBe(true);
    for (const href of assets) {
      const target = new URL(href, url('demo-es'));
      const plain = await rawGet(target, 'identity');
      const br = await rawGet(target, 'br');
      expect(br.headers['content-encoding'], href).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body), href).toBe(true);
    }
  });

  it('sends the catalogue with a full page of trainings within its HTML budget', async () => {
    const sent = await rawGet(new URL(url('demo', '/catalogue')), 'gzip, deflate, br');
    expect(sent.status).toBe(200);
    const encoding = sent.headers['content-encoding'];
    expect(['br', 'gzip']).toContain(encoding);
    const html = (encoding === 'br' ? brotliDecompressSync(sent.body) : gunzipSync(sent.body)).toString('utf8');
    expect(html.match(/<article\b/g)?.length).toBe(10);
    expect(sent.body.length).toBeLessThanOrEqual(CATALOGUE_HTML_BUDGET.sentBytes);
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(CATALOGUE_HTML_BUDGET.decodedBytes);
  });

  it('sends a page rendered for a signed-in visitor gzipped, decoding to the whole page', async () => {
    const origin = new URL(url('demo'));
    const jar = new Map<string, string>();
    const keep = (answer: Answer) => {
      for (const c of answer.headers['set-cookie'] ?? []) jar.set(c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1).split(';')[0]);
    };
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    keep(await rawRequest(new URL('/back/sanctum/csrf-cookie', origin), {}));
    const login = await rawRequest(
      new URL('/back/api/login', origin),
      { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') },
      'POST',
      JSON.stringify({ email: 'pharmacien@demo.test', password: DEMO_PASSWORD, platform: 'demo' }),
    );
    expect(login.status).toBe(200);
    keep(login);
    const gz = await rawRequest(new URL('/catalogue', origin), { 'accept-encoding': 'gzip, deflate, br', cookie: cookie() });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(gz.body).toString('utf8');
    expect(html).toContain('</html>');
    expect(html).toContain('data-testid="result-count"');
    expect(gz.body.length).toBeLessThan(html.length / 3);
  });
});
