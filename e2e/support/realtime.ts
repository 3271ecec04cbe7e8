/** Shared steps of the live-update browser tests: an API client of the test process and the page's socket frames. */
import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';
import { baseUrl } from './server.ts';
import type { Page } from 'playwright-core';
import type { LmsMaintenance } from '@app/domain/realtime/maintenance';
import { DEMO_PASSWORD } from './identity.ts';

interface Answer {
  status: number;
  body: string;
  setCookies: string[];
}

/** An API client of the test process with its own cookie jar, on the demo host (loopback address, Host header). */
export function apiAs() {
  const base = new URL(baseUrl());
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
    async setMaintenance(state: LmsMaintenance) {
      const answer = await call('PUT', '/back/api/admin/lms/maintenance', state, xsrf());
      expect(answer.status, answer.body).toBe(200);
    },
    async maintenance(): Promise<LmsMaintenance> {
      const answer = await call('GET', '/back/api/lms/maintenance');
      expect(answer.status, answer.body).toBe(200);
      return (JSON.parse(answer.body) as { data: LmsMaintenance }).data;
    },
  };
}

/** Waits until the page's maintenance banner holds nothing (no maintenance in force). */
export async function bannerEmptied(page: Page, timeout: number) {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="maintenance-banner"]')?.textContent === '',
    undefined,
    { timeout },
  );
}

export interface PusherFrame {
  event?: string;
  channel?: string;
  data?: unknown;
}

function parseFrame(payload: string | Buffer): PusherFrame {
  return JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8')) as PusherFrame;
}

export interface SocketFrames {
  sent: PusherFrame[];
  received: PusherFrame[];
}

/**
 * Records every socket the page opens from now on with the frames it sent and received, in order; `joined` resolves
 * once a socket has been told it joined a channel whose name matches (a private one needs the auth call first).
 */
export function socketFrames(page: Page) {
  const sockets: SocketFrames[] = [];
  const listeners = new Set<() => void>();
  page.on('websocket', (ws) => {
    const socket: SocketFrames = { sent: [], received: [] };
    sockets.push(socket);
    ws.on('framesent', ({ payload }) => socket.sent.push(parseFrame(payload)));
    ws.on('framereceived', ({ payload }) => {
      socket.received.push(parseFrame(payload));
      for (const listener of listeners) listener();
    });
  });
  const joinedChannels = () =>
    sockets.flatMap((s) => s.received).filter((f) => f.event === 'pusher_internal:subscription_succeeded').map((f) => f.channel ?? '');
  return {
    sockets,
    joined(channel: RegExp, timeoutMs = 10_000): Promise<string> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`the page joined no channel matching ${channel} within ${timeoutMs} ms`));
        }, timeoutMs);
        function check() {
          const found = joinedChannels().find((c) => channel.test(c));
          if (found === undefined) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(found);
        }
        listeners.add(check);
        check();
      });
    },
  };
}

/** The channel a subscribe or unsubscribe frame sent by pusher-js names (in its `data` object). */
export function frameChannel(frame: PusherFrame): string | undefined {
  return (frame.data as { channel?: string } | undefined)?.channel;
}

/** The main frame's navigations of a page from now on (a reload or a route change adds one). */
export function navigationsOf(page: Page): string[] {
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return navigations;
}
