import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { renderSitemap } from './build-sitemap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const sitemap = (host: string, headers: Record<string, string> = {}) => t.app.inject({ url: '/sitemap.xml', headers: { host, ...headers } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('GET /sitemap.xml', () => {
  it('lists the French host’s pages with its own paths and lastmod', async () => {
    const res = await sitemap('mfo.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(res.body);
    expect(urls.slice(0, 2)).toEqual(['http://mfo.localhost/', 'http://mfo.localhost/catalogue']);
    expect(urls).toContain('http://mfo.localhost/faceToFaceOnly/gestes-soins-urgence-afgsu-2');
    expect(urls).toContain('http://mfo.localhost/mixt/trod-angine-dispensation');
    expect(urls).toContain('http://mfo.localhost/experts');
    expect(urls).toContain('http://mfo.localhost/experts/marc-bertin');
    for (const absent of ['cannabis-medical-dispensation', 'tiers-payant-reglementation-2019', 'catalogar', 'expertos', 'dermofarmacia']) {
      expect(urls.some((u) => u.includes(absent)), absent).toBe(false);
    }
    const training = res.body.match(/<url><loc>http:\/\/mfo\.localhost\/faceToFaceOnly\/gestes-soins-urgence-afgsu-2<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/);
    expect(training?.[1]).toBe('2026-02-17T08:00:00.000Z');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists the Spanish host’s pages with the Spanish paths, whatever the visitor’s language', async () => {
    const res = await sitemap('cofares.localhost', { 'accept-language': 'fr-FR' });
    const urls = locs(res.body);
    expect(urls.slice(0, 2)).toEqual(['http://cofares.localhost/', 'http://cofares.localhost/catalogar']);
    expect(urls).toContain('http://cofares.localhost/faceToFaceOnly/primeros-auxilios-farmacia');
    expect(urls).toContain('http://cofares.localhost/expertos');
    expect(urls).toContain('http://cofares.localhost/expertos/lucia-fernandez');
    expect(urls.some((u) => u.endsWith('/catalogue') || u.includes('/experts'))).toBe(false);
    expect(urls.filter((u) => /\/(dpc|mixt|formation|faceToFaceOnly|virtualClass|pdf|video|podcast|webinar|quiz)\//.test(u)).length).toBeGreaterThanOrEqual(12);
  });

  it('follows the host: the demo platform in Spanish on demo-es, with the port of the request', async () => {
    const urls = locs((await sitemap('demo-es.localhost:3000')).body);
    expect(urls[1]).toBe('http://demo-es.localhost:3000/catalogar');
    expect(urls).toContain('http://demo-es.localhost:3000/mixt/dermofarmacia-practica');
    const fr = locs((await sitemap('demo.localhost')).body);
    expect(fr).toContain('http://demo.localhost/mixt/trod-angine-dispensation');
    expect(fr.some((u) => u.includes('formation-test-recette'))).toBe(false);
  });

  it('escapes URLs', () => {
    expect(renderSitemap('http://h', [{ path: '/a?b=1&c=<2>', lastmod: null }])).toContain('<url><loc>http://h/a?b=1&amp;c=&lt;2&gt;</loc></url>');
  });
});
