import { TRAINING_TYPES } from '@app/domain/training-types';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client.ts';
import { MIGRATIONS_FOLDER, migrateDb } from '../migrate.ts';
import { accounts } from '../schema/accounts.ts';
import { memberships } from '../schema/memberships.ts';
import { oneTimeTokens } from '../schema/one-time-tokens.ts';
import { platformDomains } from '../schema/platform-domains.ts';
import { platforms } from '../schema/platforms.ts';
import { redirectRules } from '../schema/redirect-rules.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { trainings } from '../schema/trainings.ts';
import { users } from '../schema/users.ts';
import { createTestDbImage, openTestDb } from '../testing.ts';
import { hashToken } from '../tokens.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';
import { ADVISORS, DEMO_INVITATION } from './data/identity.ts';
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
    union all select 'session_dates', count(*)::int from session_dates
    union all select 'one_time_tokens', count(*)::int from one_time_tokens`));
  return Object.fromEntries(rows.map((r) => [r.table_name, Number(r.n)]));
}

/** The identity columns of every user and the tokens: what the identity seed step writes. */
async function identitySnapshot(handle: DbHandle) {
  const userRows = await handle.db
    .select({
      email: users.email,
      advisorName: users.advisorName,
      advisorGender: users.advisorGender,
      advisorAvatarUrl: users.advisorAvatarUrl,
      mustGiveConsent: users.mustGiveConsent,
      hasGivenConsent: users.hasGivenConsent,
      volume: users.volume,
      sortOption: users.sortOption,
    })
    .from(users)
    .orderBy(asc(users.id));
  const tokens = await handle.db
    .select({ purpose: oneTimeTokens.purpose, tokenHash: oneTimeTokens.tokenHash, email: oneTimeTokens.email, accountId: oneTimeTokens.accountId })
    .from(oneTimeTokens)
    .orderBy(asc(oneTimeTokens.id));
  return { userRows, tokens };
}

/** Puts the identity data back to what a database seeded before migration 0002 holds once 0002 is applied. */
async function undoIdentitySeed(handle: DbHandle): Promise<void> {
  await handle.db.delete(oneTimeTokens);
  await handle.db
    .update(users)
    .set({ advisorName: null, advisorGender: null, advisorAvatarUrl: null, mustGiveConsent: false, hasGivenConsent: false });
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

  it('adds the identity data: consent flag, advisors of both genders, the demo invitation', async () => {
    const demoUsers = await handle.db
      .select()
      .from(users)
      .innerJoin(platforms, eq(platforms.id, users.platformId))
      .where(eq(platforms.codeName, 'demo'));
    const byEmail = new Map(demoUsers.map((r) => [r.users.email, r.users]));
    expect(byEmail.get('consent@demo.test')).toMatchObject({ mustGiveConsent: true, hasGivenConsent: false });
    expect(demoUsers.filter((r) => r.users.mustGiveConsent).map((r) => r.users.email)).toEqual(['consent@demo.test']);
    expect(byEmail.get('pharmacien@demo.test')).toMatchObject({ advisorName: 'Sophie Lambert', advisorGender: 'F', volume: 1, sortOption: null });
    expect(byEmail.get('adjoint@demo.test')).toMatchObject({ advisorName: 'Julien Roux', advisorGender: 'M' });
    expect(new Set(demoUsers.map((r) => r.users.advisorGender).filter(Boolean))).toEqual(new Set(['M', 'F']));
    for (const [email] of ADVISORS) expect(byEmail.get(email)?.advisorName, email).toBeTruthy();

    const tokens = await handle.db
      .select({ token: oneTimeTokens, account: accounts.name, platform: platforms.codeName })
      .from(oneTimeTokens)
      .innerJoin(platforms, eq(platforms.id, oneTimeTokens.platformId))
      .leftJoin(accounts, eq(accounts.id, oneTimeTokens.accountId));
    expect(tokens).toHaveLength(1);
    const [{ token, account, platform }] = tokens;
    expect(token).toMatchObject({
      purpose: 'invitation',
      tokenHash: hashToken('demo-invitation-2026'),
      email: 'invite@demo.test',
      userId: null,
      usedAt: null,
      data: { role: 'learner' },
    });
    expect(token.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(token.expiresAt.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(account).toBe('Pharmacie du Centre');
    expect(platform).toBe('demo');
    expect(DEMO_INVITATION.token).toBe('demo-invitation-2026');
  });

  it('changes nothing when run again', async () => {
    const before = await tableCounts(handle);
    const identity = await identitySnapshot(handle);
    expect(await seedDemo(handle.db)).toEqual({ inserted: false });
    expect(await tableCounts(handle)).toEqual(before);
    expect(await identitySnapshot(handle)).toEqual(identity);
  });

  it('gives a database seeded before the identity data its identity data, once', async () => {
    const counts = await tableCounts(handle);
    const identity = await identitySnapshot(handle);
    await undoIdentitySeed(handle);
    expect((await identitySnapshot(handle)).tokens).toEqual([]);

    expect(await seedDemo(handle.db)).toEqual({ inserted: true });
    expect(await tableCounts(handle)).toEqual(counts);
    expect(await identitySnapshot(handle)).toEqual({ userRows: identity.userRows, tokens: [expect.objectContaining(identity.tokens[0])] });
    expect(await seedDemo(handle.db)).toEqual({ inserted: false });
  });

  it('migrates again without error (already applied)', async () => {
    await expect(migrateDb(handle)).resolves.toBeUndefined();
    await expect(handle.ping()).resolves.toBeUndefined();
  });
});

describe('seedDemo on a database of the previous version (migrations 0000-0001, seeded)', () => {
  let handle: DbHandle;
  let oldMigrations: string;

  beforeAll(async () => {
    // The migrations folder as it was before 0002: its SQL files and a journal cut after 0001.
    oldMigrations = mkdtempSync(path.join(tmpdir(), 'migrations-0001-'));
    cpSync(MIGRATIONS_FOLDER, oldMigrations, { recursive: true });
    const journalFile = path.join(oldMigrations, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((e) => e.tag === '0000_extensions' || e.tag === '0001_foundation');
    writeFileSync(journalFile, JSON.stringify(journal));

    handle = await createDb({});
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: oldMigrations });
    // What the previous seed left that the identity step relies on (previous schema: no identity columns).
    await handle.db.execute(sql`
      with p as (insert into platforms (code_name, name, short_name) values ('demo', 'Pharma Campus', 'Campus') returning id),
      a as (insert into accounts (platform_id, name, kind, contract_valid_date)
            select id, 'Pharmacie du Centre', 'establishment', '2027-12-31' from p returning id)
      insert into users (platform_id, email, password_hash, first_name, last_name, function)
      select p.id, v.email, '$argon2id$v=19$m=19456,t=2,p=1$x$y', v.first_name, v.last_name, 'Pharmacien'
      from p, (values ('consent@demo.test', 'Lucas', 'Durand'), ('pharmacien@demo.test', 'Camille', 'Martin'),
                      ('adjoint@demo.test', 'Thomas', 'Bernard')) as v(email, first_name, last_name)`);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  it('migrates to the identity schema and receives the identity data on the next start, once', async () => {
    await migrateDb(handle);
    expect(await seedDemo(handle.db)).toEqual({ inserted: true });

    const [platformCount] = await rowsOf<{ n: number }>(handle.db.execute(sql`select count(*)::int as n from platforms`));
    expect(Number(platformCount.n)).toBe(1); // the foundation step did not run again
    const rows = await handle.db.select().from(users).orderBy(asc(users.id));
    expect(rows.map((u) => [u.email, u.mustGiveConsent, u.advisorGender, u.volume])).toEqual([
      ['consent@demo.test', true, 'F', 1],
      ['pharmacien@demo.test', false, 'F', 1],
      ['adjoint@demo.test', false, 'M', 1],
    ]);
    const [token] = await handle.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hashToken('demo-invitation-2026')));
    expect(token).toMatchObject({ purpose: 'invitation', email: 'invite@demo.test' });

    const before = await identitySnapshot(handle);
    expect(await seedDemo(handle.db)).toEqual({ inserted: false });
    expect(await identitySnapshot(handle)).toEqual(before);
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
