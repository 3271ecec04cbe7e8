import { mkdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import path from 'node:path';
import type { Db } from '@app/db/client';
import { latestOutbox, type OutboxEntry } from '@app/db/outbox';

/** An outbox message as the socket sends it (dates as ISO strings). */
export type OutboxMessage = Omit<OutboxEntry, 'createdAt' | 'sentAt'> & { createdAt: string; sentAt: string | null };

/** The socket's file in the data directory. */
export function outboxSocketPath(dataDir: string): string {
  return path.join(dataDir, 'outbox.sock');
}

/**
 * Serves the outbox to this machine's developer tools (`npm run outbox`, the browser tests) on a Unix socket only
 * the server's own user may open (mode 0600): who can read a reset link is decided by file permissions, never by a
 * network address, which a reverse proxy makes look local. Answers `GET /?to=&limit=` with the latest messages.
 */
export async function serveOutboxSocket(db: Db, socketPath: string): Promise<{ close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://outbox').searchParams;
    latestOutbox(db, Number(query.get('limit') ?? undefined), { to: query.get('to') ?? undefined })
      .then((rows) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(rows));
      })
      .catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(error instanceof Error ? error.message : String(error));
      });
  });
  await mkdir(path.dirname(socketPath), { recursive: true });
  // A socket file left by a server that did not stop cleanly would refuse the new one.
  await rm(socketPath, { force: true });
  // The file is created with the process's umask: narrowed while listening so it is never readable by others.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } finally {
    process.umask(umask);
  }
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The latest messages from a running server's socket; rejects with the socket's error when no server listens. */
export function readOutboxSocket(socketPath: string, query: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const search = new URLSearchParams();
  if (query.to) search.set('to', query.to);
  if (query.limit) search.set('limit', String(query.limit));
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: `/?${search}`, timeout: 5000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        if (res.statusCode === 200) resolve(JSON.parse(body) as OutboxMessage[]);
        else reject(new Error(`the outbox socket answered ${res.statusCode}: ${body}`));
      });
    });
    req.on('timeout', () => req.destroy(new Error('the outbox socket did not answer')));
    req.on('error', reject);
    req.end();
  });
}
