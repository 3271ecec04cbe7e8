import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getHealth } from '@app/contracts/health';
import { getCatalog } from '@app/contracts/catalogue/catalog';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { login } from '@app/contracts/identity/auth';
import { translate } from '../i18n/messages.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';

const CATALOG = `${API_PREFIX}${pathOf(getCatalog)}`;
const HEALTH = `${API_PREFIX}${pathOf(getHealth)}`;
// Spanish, to see the wrapper in the caller's language rather than the host's.
const HEADERS = { host: 'demo.localhost', 'accept-language': 'es-ES' };

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

/** The server listening for real: shedding concerns requests from the network only (not inject). */
async function listening(config: Parameters<typeof buildTestApp>[0]) {
  test = await buildTestApp(config);
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return (test.app.server.address() as AddressInfo).port;
}

function get(port: number, path: string) {
  return new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path, headers: HEADERS, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
      })
      .on('error', reject);
  });
}

/**
 * Keeps the event loop lagging until stopped, as under a stream of synchronous work: 150 ms busy after each turn's
 * I/O (setImmediate runs after the poll phase), so requests still get through, slowly, and every sample sees the lag.
 */
function lagging(): () => void {
  let on = true;
  const busy = () => {
    if (!on) return;
    const end = Date.now() + 150;
    while (Date.now() < end) {
      // busy
    }
    setImmediate(busy);
  };
  setImmediate(busy);
  return () => {
    on = false;
  };
}

async function until(port: number, status: number, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await get(port, CATALOG);
    if (res.status === status || Date.now() > end) return res;
    await new Promise((r) => setTimeout(r, 20));
  }
}

function expectShed(res: { status: number; retryAfter?: string; body: string }) {
  expect(res.status).toBe(503);
  expect(res.retryAfter).toBe('7');
  expect(JSON.parse(res.body)).toEqual({ status: 'Error', message: translate('es', 'errors.unavailable'), data: null, requestId: expect.any(String) });
}

describe('load shedding', () => {
  it('answers 503, Retry-After and the wrapper beyond the requests in flight allowed, and 200 once one ends', async () => {
    const port = await listening({ SHED_MAX_IN_FLIGHT: 1, SHED_MAX_EVENT_LOOP_DELAY_MS: 0, SHED_RETRY_AFTER_SECONDS: 7 });
    // A request in flight until told otherwise: its body never arrives.
    const held = http.request({ port, host: '127.0.0.1', method: 'POST', path: `${API_PREFIX}${pathOf(login)}`, headers: { ...HEADERS, 'content-type': 'application/json', 'content-length': '100' }, agent: false });
    held.on('error', () => undefined);
    held.write('{');
    await new Promise((r) => setTimeout(r, 200));

    expectShed(await get(port, CATALOG));
    expect((await get(port, HEALTH)).status).toBe(200);

    held.destroy();
    expect((await until(port, 200)).status).toBe(200);
  });

  it('answers 503 while the event loop lags beyond its limit, the health check still 200, and 200 again after', async () => {
    const port = await listening({ SHED_MAX_IN_FLIGHT: 0, SHED_MAX_EVENT_LOOP_DELAY_MS: 50, SHED_SAMPLE_INTERVAL_MS: 100, SHED_RETRY_AFTER_SECONDS: 7 });
    // Building the server lags the loop too: its first samples may shed.
    expect((await until(port, 200)).status).toBe(200);
    // Lagging for as long as the checks take, not for one blocked second: a single sample sees that second, and a
    // busy machine could send the next request after the sample that ends the pressure (CI saw 200 here).
    const stop = lagging();
    try {
      expectShed(await until(port, 503));
      expect(test!.app.isUnderPressure()).toBe(true);
      expect((await get(port, HEALTH)).status).toBe(200);
    } finally {
      stop();
    }
    expect((await until(port, 200)).status).toBe(200);
  });
});
