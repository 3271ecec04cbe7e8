/** Built assets are sent as the brotli or gzip file made at build time, whichever the browser accepts. */
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { url } from '../support/browser.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET (fetch would decode the body itself), as a browser sending this Accept-Encoding. */
function rawGet(target: URL, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { host: target.host, 'accept-encoding': acceptEncoding };
    get({ host: '127.0.0.1', port: target.port, path: target.pathname + target.search, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

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
    const assets = [...html.matchAll(/<link [^>]*\brel="(?:preload|stylesheet)"[^>]*?href="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
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
});
