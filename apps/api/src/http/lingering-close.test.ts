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

/** Sends a whole request before reading anything, as a browser uploading a file does; what came back, or the error. */
function sendAllThenRead(head: string, body: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect((t.app.server.address() as AddressInfo).port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.code} after ${JSON.stringify(answer.slice(0, 20))}`));
    socket.on('close', () => resolve(answer));
    socket.write(head);
    socket.end(body);
  });
}

describe('a body over the limit', () => {
  it('gets its 413 to a client that reads only once it has sent everything (found by fuzzing: reset connections)', async () => {
    const body = Buffer.alloc(4 * 2 ** 20, 'a');
    const head = `POST /back/api/shop/setProductSession/product HTTP/1.1\r\nHost: demo.localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await sendAllThenRead(head, body));
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 413 [^]*\r\nconnection: close\r\n/i);
  });
});
