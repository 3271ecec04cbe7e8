/** The one summary printed when the server is ready: where it listens, which database, whether demo data is there. */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { platformDomains } from '@app/db/schema/platform-domains';
import { platforms } from '@app/db/schema/platforms';
import { users } from '@app/db/schema/users';
import { DEMO_PASSWORD } from '@app/db/seed/data/accounts';
import { LANGS } from '@app/domain/platform/locales';
import { mainHostIn } from '@app/domain/platform/platform-hosts';
import type { Config } from './config.ts';

/** A demo account whose presence says the demo data was loaded (HOSTS.md). */
const DEMO_MARKER = { platform: 'demo', email: 'pharmacien@demo.test' };

export interface StartupFacts {
  url: string;
  database: string;
  demoData: boolean;
  /** Main host of each platform in each of its languages, as URLs on the listening port. */
  demoHosts: Array<{ platform: string; urls: string[] }>;
}

/** The database in use, without its password. */
export function describeDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): string {
  if (!config.DATABASE_URL) return `embedded PostgreSQL (PGlite) in ${path.join(config.DATA_DIR, 'pglite')}`;
  const url = new URL(config.DATABASE_URL);
  url.password = '';
  return `PostgreSQL ${url.toString()}`;
}

export async function startupFacts(app: FastifyInstance, config: Config): Promise<StartupFacts> {
  const address = app.server.address() as AddressInfo | null;
  const port = address?.port ?? config.PORT;
  // Listening on every interface: the browser reaches it as localhost.
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? 'localhost' : config.HOST;
  const urlOf = (name: string) => `http://${name}:${port}`;
  const db = app.db.db;
  const marker = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(platforms, eq(platforms.id, users.platformId))
    .where(and(eq(platforms.codeName, DEMO_MARKER.platform), eq(users.email, DEMO_MARKER.email)))
    .limit(1);
  const demoData = marker.length > 0;
  const rows = demoData
    ? await db
        .select({ platform: platforms.codeName, host: platformDomains.host, locale: platformDomains.locale })
        .from(platformDomains)
        .innerJoin(platforms, eq(platforms.id, platformDomains.platformId))
        .orderBy(platforms.id)
    : [];
  const byPlatform = new Map<string, typeof rows>();
  for (const row of rows) byPlatform.set(row.platform, [...(byPlatform.get(row.platform) ?? []), row]);
  const demoHosts = [...byPlatform].map(([platform, hosts]) => ({
    platform,
    urls: LANGS.flatMap((lang) => mainHostIn(hosts, lang) ?? []).map(urlOf),
  }));
  return { url: urlOf(host), database: describeDatabase(config), demoData, demoHosts };
}

/** The summary as lines for a person at a terminal. */
export function formatStartupSummary(facts: StartupFacts): string {
  const lines = [
    `Pharma Campus is ready: ${facts.url}`,
    `  database   ${facts.database}`,
    facts.demoData
      ? `  demo data  loaded (password of every demo account: ${DEMO_PASSWORD}; accounts in the README)`
      : '  demo data  not loaded (SEED_DEMO=1 loads it)',
    ...(facts.demoHosts.length > 0 ? ['  demo hosts'] : []),
    ...facts.demoHosts.map(({ platform, urls }) => `    ${platform.padEnd(8)} ${urls.join('  ')}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Prints the summary: as text at a terminal, as one JSON log line otherwise (log collectors read JSON lines). */
export async function printStartupSummary(app: FastifyInstance, config: Config, out: NodeJS.WriteStream = process.stdout): Promise<void> {
  const facts = await startupFacts(app, config);
  if (out.isTTY) out.write(formatStartupSummary(facts));
  else app.log.info(facts, 'ready');
}
