import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

/** Sends bytes as they are on a new connection and reads until the server closes it. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect((t.app.server.address() as AddressInfo).port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answer 431 with Connection: close to headers over the limit, so a keep-alive client does not reuse the closed socket (found by fuzzing)', async () => {
    const answer = await raw(`GET /back/api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: demo.localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({ status: 'Error', message: 'La requête est invalide.', data: null });
  });

  it('answer 431 to a client still sending its headers, rather than resetting it before it reads (found by fuzzing)', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await raw(`GET /back/api/health?q=${'a'.repeat(4 * 2 ** 20)} HTTP/1.1\r\nHost: demo.localhost\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    }
  });

  it('answer 400 with Connection: close to bytes that are not HTTP', async () => {
    const answer = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 [^]*\r\nConnection: close\r\n/);
  });
});
