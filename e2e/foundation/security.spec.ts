/** Content-Security-Policy of rendered pages: inline scripts run only with the page's own nonce. */
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, url, type Browser } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

const scriptSources = (policy: string) => policy.split(';').find((d) => d.trim().startsWith('script-src'))!.trim();

describe('the Content-Security-Policy of a page', () => {
  it('lets the page hydrate with its nonce and refuses an inline script without it', async () => {
    const { page } = browser;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const response = await page.goto(url('mfo', '/catalogue'));
    const policy = response!.headers()['content-security-policy'];
    const scripts = scriptSources(policy);
    expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scripts).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(scripts)![1];
    // Every inline script of the document carries the nonce.
    const html = await response!.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !attrs.includes('application/ld+json'));
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    // The page hydrated (the browser waits for it after goto) and nothing was refused on the way.
    expect(violations).toEqual([]);

    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      await new Promise((r) => setTimeout(r, 50));
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
  });

  it('gives each page rendered for its own request a nonce of its own', async () => {
    const target = new URL(url('mfo', '/catalogue'));
    // A cookie without a session makes the page rendered for this request, neither the anonymous page cache's nor the
    // signed-in users' shared one (docs/decisions.md).
    const nonceOf = () => new Promise<string | undefined>((resolve, reject) => {
      get({ host: '127.0.0.1', port: target.port, path: target.pathname, headers: { host: target.host, cookie: 'visitor=1' } }, (res) => {
        res.resume();
        resolve(/'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]);
      }).on('error', reject);
    });
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
  });
});
