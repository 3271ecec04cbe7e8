import { TRAINING_TYPES } from '@app/domain/training-types';
import { verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client.ts';
import { migrateDb } from '../migrate.ts';
import { accounts } from '../schema/accounts.ts';
import { memberships } from '../schema/memberships.ts';
import { platformDomains } from '../schema/platform-domains.ts';
import { platforms } from '../schema/platforms.ts';
import { redirectRules } from '../schema/redirect-rules.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { trainings } from '../schema/trainings.ts';
import { users } from '../schema/users.ts';
import { createTestDbImage, openTestDb } from '../testing.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';
import { HOSTS } from './data/platforms-and-hosts.ts';
import { seedDemo } from './demo.ts';


const HOSTS_MD_ACCOUNTS: Array<[email: string, platform: string]> = [
  ['pharmacien@demo.test', 'demo'],
  ['adjoint@demo.test', 'demo'],
  ['titulaire@demo.test', 'demo'],
  ['referent@demo.test', 'demo'],
  ['boutique@demo.test', 'demo'],
  ['lecture@demo.test', 'demo'],
  ['expire@demo.test', 'demo'],
  ['consent@demo.test', 'demo'],
  ['admin@demo.test', 'demo'],
  ['pharmacien@mfo.test', 'mfo'],
  ['totum@totum.test', 'totum'],
  ['farmaceutico@cofares.test', 'cofares'],
  ['titular@cofares.test', 'cofares'],
];

/** Db.execute is typed for both drivers (result unknown); PGlite and node-postgres results both carry `rows`. */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

async function tableCounts(handle: DbHandle): Promise<Record<string, number>> {
  const rows = await rowsOf<{ table_name: string; n: number }>(handle.db.execute(sql`
    select 'platforms' as table_name, count(*)::int as n from platforms
    union all select 'platform_domains', count(*)::int from platform_domains
    union all select 'redirect_rules', count(*)::int from redirect_rules
    union all select 'users', count(*)::int from users
    union all select 'accounts', count(*)::int from accounts
    union all select 'memberships', count(*)::int from memberships
    union all select 'experts', count(*)::int from experts
    union all select 'trainings', count(*)::int from trainings
    union all select 'training_modules', count(*)::int from training_modules
    union all select 'training_objectives', count(*)::int from training_objectives
    union all select 'training_experts', count(*)::int from training_experts
    union all select 'training_offers', count(*)::int from training_offers
    union all select 'face_to_faces', count(*)::int from face_to_faces
    union all select 'face_to_face_sessions', count(*)::int from face_to_face_sessions
    union all select 'session_dates', count(*)::int from session_dates`));
  return Object.fromEntries(rows.map((r) => [r.table_name, Number(r.n)]));
}

async function publishedTypes(handle: DbHandle, platform: string, lang: 'fr' | 'es'): Promise<string[]> {
  const rows = await handle.db
    .selectDistinct({ type: trainings.type })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .innerJoin(platforms, eq(platforms.id, trainingOffers.platformId))
    .where(and(eq(platforms.codeName, platform), eq(trainings.lang, lang), eq(trainingOffers.isPublished, true)));
  return rows.map((r) => r.type).sort();
}

describe('seedDemo', () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createDb({});
    await migrateDb(handle);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('inserts the demo data set', async () => {
    expect(await seedDemo(handle.db)).toEqual({ inserted: true });
    const counts = await tableCounts(handle);
    expect(counts.platforms).toBe(7);
    expect(counts.platform_domains).toBe(HOSTS.length);
    expect(counts.redirect_rules).toBe(2);

    const [published] = await handle.db
      .select({ n: sql<number>`count(distinct ${trainingOffers.trainingId})::int` })
      .from(trainingOffers)
      .where(eq(trainingOffers.isPublished, true));
    expect(Number(published.n)).toBeGreaterThanOrEqual(40);
    expect(counts.session_dates).toBeGreaterThan(0);
  });

  it('covers the 10 training types in both languages', async () => {
    const sorted = [...TRAINING_TYPES].sort();
    for (const platform of ['demo', 'mfo', 'mfa', 'mfm', 'totum']) expect(await publishedTypes(handle, platform, 'fr')).toEqual(sorted);
    for (const platform of ['cofares', 'farline', 'demo']) expect(await publishedTypes(handle, platform, 'es')).toEqual(sorted);
    expect(await publishedTypes(handle, 'cofares', 'fr')).toEqual([]);
  });

  it('maps every HOSTS.md host to its platform and locale', async () => {
    const rows = await handle.db
      .select({ host: platformDomains.host, code: platforms.codeName, locale: platformDomains.locale })
      .from(platformDomains)
      .innerJoin(platforms, eq(platforms.id, platformDomains.platformId));
    const byHost = new Map(rows.map((r) => [r.host, r]));
    expect(byHost.get('demo-es.localhost')).toMatchObject({ code: 'demo', locale: 'es-ES' });
    expect(byHost.get('mfo-gf.localhost')).toMatchObject({ code: 'mfo', locale: 'fr-GF' });
    expect(byHost.get('cofares.localhost')).toMatchObject({ code: 'cofares', locale: 'es-ES' });
    const rules = await handle.db.select().from(redirectRules);
    expect(rules.map((r) => [r.fromPath, r.toPath, r.toUrl])).toEqual(
      expect.arrayContaining([
        ['/formation-continue', '/catalogue', null],
        ['/blog', null, 'https://www.ordre.pharmacien.fr/'],
      ]),
    );
  });

  it('creates the HOSTS.md accounts with the demo password (argon2id)', async () => {
    for (const [email, platform] of HOSTS_MD_ACCOUNTS) {
      const [user] = await handle.db
        .select({ hash: users.passwordHash })
        .from(users)
        .innerJoin(platforms, eq(platforms.id, users.platformId))
        .where(and(eq(users.email, email), eq(platforms.codeName, platform)));
      expect(user, email).toBeDefined();
      expect(user.hash.startsWith('$argon2id$')).toBe(true);
    }
    const [admin] = await handle.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    expect(await verify(admin.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verify(admin.passwordHash, 'wrong-password')).toBe(false);
    expect(admin.isAdmin).toBe(true);
  });

  it('gives the titulaire five learners and the referent two pharmacies', async () => {
    const learners = await handle.db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(accounts.name, 'Pharmacie du Centre'), eq(memberships.role, 'learner')));
    expect(learners).toHaveLength(5);
    const referentOf = await handle.db
      .select({ kind: accounts.kind })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(users.email, 'referent@demo.test'), eq(memberships.role, 'referent')));
    expect(referentOf).toEqual([{ kind: 'establishment' }, { kind: 'establishment' }]);
  });

  it('changes nothing when run again', async () => {
    const before = await tableCounts(handle);
    expect(await seedDemo(handle.db)).toEqual({ inserted: false });
    expect(await tableCounts(handle)).toEqual(before);
  });

  it('migrates again without error (already applied)', async () => {
    await expect(migrateDb(handle)).resolves.toBeUndefined();
    await expect(handle.ping()).resolves.toBeUndefined();
  });
});

describe('test database image', () => {
  it('reopens a seeded database with unaccent available', async () => {
    const image = await createTestDbImage();
    const handle = await openTestDb(image);
    try {
      const counts = await tableCounts(handle);
      expect(counts.platforms).toBe(7);
      const [row] = await rowsOf<{ v: string }>(handle.db.execute(sql`select f_unaccent('Pharmacie Générale à Sévérac') as v`));
      expect(row.v).toBe('Pharmacie Generale a Severac');
    } finally {
      await handle.close();
    }
  });
});
