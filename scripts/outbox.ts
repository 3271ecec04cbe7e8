// `npm run outbox [-- --to <email>] [--limit <n>]`: prints the latest e-mails of the database outbox (used when
// SMTP_URL is not set) with their links. It asks the running server first (GET /back/api/outbox on the loopback
// address: the embedded database is held by that process); when no server answers, it opens the configured
// database itself (DATABASE_URL, or the PGlite of DATA_DIR).
import { parseArgs } from 'node:util';
import { loadConfig } from '@app/api/config';
import { openDatabase } from '@app/api/app';
import { latestOutbox, OUTBOX_DEFAULT_LIMIT } from '@app/db/outbox';
import { TIME_ZONE } from '@app/domain/locales';

interface Message {
  to: string;
  subject: string;
  links: string[];
  createdAt: string | Date;
}

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    limit: { type: 'string', default: String(OUTBOX_DEFAULT_LIMIT) },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  process.stdout.write('Usage: npm run outbox [-- --to <email>] [--limit <n>]\n');
  process.exit(0);
}
const limit = Number.parseInt(values.limit ?? '', 10) || OUTBOX_DEFAULT_LIMIT;

const config = loadConfig();

/**
 * The running server's outbox; null when no server answers on the loopback address; a reason when a server answers
 * but does not serve its outbox (SMTP_URL set, an older version…).
 */
async function fromServer(): Promise<Message[] | null | { refused: string }> {
  const url = new URL(`http://127.0.0.1:${config.PORT}/back/api/outbox`);
  url.searchParams.set('limit', String(limit));
  if (values.to) url.searchParams.set('to', values.to);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(3000), headers: { accept: 'application/json' } });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => null)) as { status?: string; message?: string; data?: Message[] } | null;
  if (!response.ok || body?.status !== 'Success' || !Array.isArray(body.data)) {
    return { refused: `the server at ${url.origin} answered ${response.status}: ${body?.message ?? 'no outbox'}` };
  }
  return body.data;
}

async function fromDatabase(): Promise<Message[]> {
  const handle = await openDatabase(config);
  try {
    return await latestOutbox(handle.db, limit, { to: values.to });
  } finally {
    await handle.close();
  }
}

const dateFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });

function print(messages: Message[], source: string): void {
  const lines = [`${messages.length} message(s), newest first, from ${source} (dates in ${TIME_ZONE})`];
  for (const m of messages) {
    lines.push('', `${dateFormat.format(new Date(m.createdAt))}  to ${m.to}`, `  ${m.subject}`);
    for (const link of m.links) lines.push(`  ${link}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

try {
  const served = await fromServer();
  if (Array.isArray(served)) print(served, `the server on port ${config.PORT}`);
  // The embedded database is held by the running server: never open it behind the server's back.
  else if (served && !config.DATABASE_URL) throw new Error(`Cannot read the outbox: ${served.refused}`);
  else print(await fromDatabase(), config.DATABASE_URL ? 'DATABASE_URL' : `the database in ${config.DATA_DIR}`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
