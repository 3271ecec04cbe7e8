/** Live updates in the browser (issue 6 part 4): the maintenance state pushed on the public channel. */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { url } from '../support/browser.ts';
import { DEMO_PASSWORD, inFreshBrowser, submitLogin, waitForPath } from '../identity/helpers.ts';

interface Answer {
  status: number;
  body: string;
  setCookies: string[];
}

/** An API client of the test process with its own cookie jar, on the demo host (loopback address, Host header). */
function apiAs() {
  const base = new URL(inject('baseUrl'));
  const jar = new Map<string, string>();
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = httpRequest({
        host: '127.0.0.1',
        port: Number(base.port),
        method,
        path,
        headers: {
          host: `demo.localhost:${base.port}`,
          accept: 'application/json',
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
          ...headers,
        },
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const setCookies = res.headers['set-cookie'] ?? [];
          for (const line of setCookies) {
            const [pair] = line.split(';');
            const eq = pair.indexOf('=');
            jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
          }
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), setCookies });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  const xsrf = () => ({ 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') });
  return {
    async login(email: string) {
      expect((await call('GET', '/back/sanctum/csrf-cookie')).status).toBe(204);
      const answer = await call('POST', '/back/api/login', { email, password: DEMO_PASSWORD, platform: 'demo' }, xsrf());
      expect(answer.status, answer.body).toBe(200);
    },
    async setMaintenance(state: { showMessage: boolean; message: string; isActive: boolean }) {
      const answer = await call('PUT', '/back/api/admin/lms/maintenance', state, xsrf());
      expect(answer.status, answer.body).toBe(200);
    },
  };
}

/** Resolves once the page's socket has joined a channel whose name matches (a private one needs the auth call). */
function channelJoined(page: Page, channel: RegExp): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8')) as { event?: string; channel?: string };
        if (frame.event === 'pusher_internal:subscription_succeeded' && channel.test(frame.channel ?? '')) resolve();
      });
    });
  });
}

describe('live updates', () => {
  it('a signed-in user sees the maintenance banner come and go without reloading', async () => {
    const admin = apiAs();
    await admin.login('admin@demo.test');
    const message = `Maintenance test ${Date.now()}`;
    try {
      await inFreshBrowser(async ({ page }) => {
        const joined = Promise.all([channelJoined(page, /^lms-maintenance$/), channelJoined(page, /^private-user\.\d+$/)]);
        await page.goto(url('demo', '/connexion'));
        await submitLogin(page, 'pharmacien@demo.test');
        await waitForPath(page, '/catalogue');
        await joined;
        const banner = page.getByTestId('maintenance-banner');
        expect(await banner.getAttribute('role')).toBe('status');
        expect(await banner.textContent()).toBe('');
        const navigations: string[] = [];
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) navigations.push(frame.url());
        });

        await admin.setMaintenance({ showMessage: true, message, isActive: true });
        await banner.getByText(message).waitFor({ timeout: 10_000 });

        await admin.setMaintenance({ showMessage: false, message: '', isActive: false });
        await page.waitForFunction(
          () => document.querySelector('[data-testid="maintenance-banner"]')?.textContent === '',
          undefined,
          { timeout: 10_000 },
        );
        // No reload: the page was never navigated again.
        expect(navigations).toEqual([]);
      });
    } finally {
      await admin.setMaintenance({ showMessage: false, message: '', isActive: false });
    }
  });
});
