import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, url, type Browser } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

async function locs(host: string): Promise<string[]> {
  const response = await browser.page.goto(url(host, '/sitemap.xml'));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toMatch(/xml/);
  const xml = await response!.text();
  expect(xml).toContain('<lastmod>');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
}

describe('sitemap.xml', () => {
  it('lists the detail URLs of the host with its own paths', async () => {
    const mfo = (await locs('mfo')).map((l) => new URL(l));
    expect(mfo.every((u) => u.hostname === 'mfo.localhost')).toBe(true);
    const paths = mfo.map((u) => u.pathname);
    expect(paths).toContain('/');
    expect(paths).toContain('/catalogue');
    expect(paths).toContain('/faceToFaceOnly/gestes-soins-urgence-afgsu-2');
    expect(paths).toContain('/experts');
    expect(paths.some((p) => p.startsWith('/experts/'))).toBe(true);
    expect(paths).not.toContain('/catalogar');
    expect(paths.some((p) => p.includes('dermofarmacia'))).toBe(false);

    const cofares = (await locs('cofares')).map((u) => new URL(u));
    const es = cofares.map((u) => u.pathname);
    expect(cofares.every((u) => u.hostname === 'cofares.localhost')).toBe(true);
    expect(es).toContain('/catalogar');
    expect(es).toContain('/mixt/dermofarmacia-practica');
    expect(es).toContain('/expertos');
    expect(es.some((p) => p.startsWith('/expertos/'))).toBe(true);
    expect(es).not.toContain('/catalogue');

    // The listed detail pages open (a sample of each host).
    for (const u of [...mfo.filter((x) => x.pathname.split('/').length === 3).slice(0, 3), ...cofares.slice(2, 5)]) {
      const page = await browser.page.goto(url(u.hostname.replace('.localhost', ''), u.pathname));
      expect(page?.status(), u.pathname).toBe(200);
    }
  });
});
