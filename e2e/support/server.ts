import path from 'node:path';
import { inject } from 'vitest';
import { outboxSocketPath } from '@app/api/mail/outbox-socket';

/**
 * The production server this test file talks to. Each test file starts its own server on a copy of the seeded
 * database (e2e/support/file-server.ts), on its worker's port: no file sees what another file changed, whatever the
 * order the files run in.
 */
function worker(): number {
  return Math.max(Number(process.env.VITEST_POOL_ID ?? 1), 1);
}

export function serverPort(): number {
  return Number(process.env.E2E_PORT ?? 3950) + worker();
}

export function serverDataDir(): string {
  return path.join(inject('e2eRoot'), `server-${worker()}`);
}

export function baseUrl(): string {
  return `http://localhost:${serverPort()}`;
}

/** The outbox socket of this file's server (no SMTP in the tests). */
export function outboxSocket(): string {
  return outboxSocketPath(serverDataDir());
}
