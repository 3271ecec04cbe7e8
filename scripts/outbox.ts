// `npm run outbox [-- --to <email>] [--limit <n>]`: prints the latest e-mails of the database outbox (used when
// SMTP_URL is not set) with their links. It asks the running server first, through its socket in DATA_DIR (the
// embedded database is held by that process; only the server's own user may open the socket); when no server
// listens there, it opens the configured database itself (DATABASE_URL, or the PGlite of DATA_DIR).
import { parseArgs } from 'node:util';
import { loadConfig } from '@app/api/config';
import { openDatabase } from '@app/api/app';
import { outboxSocketPath, readOutboxSocket } from '@app/api/mail/outbox-socket';
import { latestOutbox, OUTBOX_DEFAULT_LIMIT } from '@app/db/outbox';
import { TIME_ZONE } from '@app/domain/platform/locales';

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

const socketPath = outboxSocketPath(config.DATA_DIR);

/** The running server's outbox; null when no server listens on the socket. */
async function fromServer(): Promise<Message[] | null> {
  try {
    return await readOutboxSocket(socketPath, { to: values.to, limit });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw error;
  }
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
  if (served) print(served, `the running server (${socketPath})`);
  else print(await fromDatabase(), config.DATABASE_URL ? 'DATABASE_URL' : `the database in ${config.DATA_DIR}`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
