import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
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
import { experts } from '../schema/experts.ts';
import { feedbackTokens } from '../schema/feedback-tokens.ts';
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
import { CATALOGUE_MARKER_SLUG, HIDDEN_TRAININGS, REVIEWS } from './data/catalogue.ts';
import { EXPERTS } from './data/experts.ts';
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
    union all select 'one_time_tokens', count(*)::int from one_time_tokens
    union all select 'training_reviews', count(*)::int from training_reviews
    union all select 'training_associations', count(*)::int from training_associations
    union all select 'faq_sections', count(*)::int from faq_sections
    union all select 'faq_questions', count(*)::int from faq_questions
    union all select 'news_articles', count(*)::int from news_articles
    union all select 'custom_pages', count(*)::int from custom_pages
    union all select 'documents', count(*)::int from documents
    union all select 'groupements', count(*)::int from groupements
    union all select 'billboards', count(*)::int from billboards
    union all select 'login_images', count(*)::int from login_images
    union all select 'feedback_tokens', count(*)::int from feedback_tokens`));
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

/** Columns added by migration 0003 (read from the migration itself), per table. */
function columnsAddedBy0003(table: 'trainings' | 'training_offers'): string[] {
  const file = readFileSync(path.join(MIGRATIONS_FOLDER, '0003_catalogue.sql'), 'utf8');
  return [...file.matchAll(new RegExp(`ALTER TABLE "${table}" ADD COLUMN "([a-z0-9_]+)"`, 'g'))].map((m) => m[1]);
}

/** Everything the catalogue seed step writes, without generated ids. */
async function catalogueSnapshot(handle: DbHandle) {
  const q = (query: ReturnType<typeof sql>) => rowsOf<{ r: unknown }>(handle.db.execute(query)).then((rows) => rows.map((x) => x.r));
  return {
    trainings: await q(sql`select to_jsonb(t) - 'id' as r from trainings t order by lang, name`),
    offers: await q(sql`select to_jsonb(o) - 'id' - 'training_id' || jsonb_build_object('training', t.name) as r
      from training_offers o join trainings t on t.id = o.training_id order by o.platform_id, o.slug`),
    reviews: await q(sql`select jsonb_build_object('training', t.name, 'author', r.author_name, 'rating', r.rating,
      'comment', r.comment, 'at', r.created_at) as r from training_reviews r join trainings t on t.id = r.training_id
      order by t.name, r.created_at`),
    associations: await q(sql`select jsonb_build_array(a.name, b.name, x.position) as r from training_associations x
      join trainings a on a.id = x.training_id join trainings b on b.id = x.associated_training_id order by a.name, x.position`),
    experts: await q(sql`select jsonb_build_array(slug, avatar_url) as r from experts order by slug`),
  };
}

/** Puts the catalogue data back to what a database seeded before migration 0003 holds once 0003 is applied. */
async function undoCatalogueSeed(handle: DbHandle): Promise<void> {
  const hidden = HIDDEN_TRAININGS.map((h) => h.seed.slug);
  const reset = (table: string, columns: string[]) =>
    sql.raw(`update ${table} set ${columns.map((c) => `"${c}" = default`).join(', ')}`);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`delete from training_reviews`);
    await tx.execute(sql`delete from training_associations`);
    await tx.execute(sql`create temp table hidden_ids on commit drop as
      select distinct training_id as id from training_offers where slug in (${sql.join(hidden.map((h) => sql`${h}`), sql`, `)})`);
    await tx.execute(sql`delete from training_offers where training_id in (select id from hidden_ids)`);
    await tx.execute(sql`delete from trainings where id in (select id from hidden_ids)`);
    await tx.execute(reset('trainings', columnsAddedBy0003('trainings')));
    await tx.execute(sql`update trainings set logo_small_provider = null`);
    await tx.execute(reset('training_offers', columnsAddedBy0003('training_offers')));
    await tx.execute(sql`update experts set avatar_url = null`);
  });
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

  it('stores the catalogue fields: provider, audience, badges, agreements, dpc object, reviews, associations', async () => {
    const rows = await handle.db
      .select({ training: trainings, offer: trainingOffers, platform: platforms.codeName })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .innerJoin(platforms, eq(platforms.id, trainingOffers.platformId));
    const of = (slug: string, platform = 'demo') => rows.find((r) => r.offer.slug === slug && r.platform === platform)!;

    for (const { training, offer } of rows) {
      expect(training.trainingOrganization, offer.slug).toBe(training.providerName);
      expect(offer.providerId, offer.slug).toBeTruthy();
      expect(offer.logoProvider, offer.slug).toMatch(/^\/providers\/[a-z-]+\.svg$/);
      expect(training.logoSmallProvider).toBe(offer.logoProvider);
      expect(offer.legalNotice, offer.slug).toBeTruthy();
      expect(offer.providerCertifications.length, offer.slug).toBeGreaterThan(0);
      expect(offer.salesforceId).toMatch(/^a0T5J[0-9A-F]{10}$/);
      expect(training.availableFunctions.length, offer.slug).toBeGreaterThan(0);
      expect(training.mainIllustration).toBe(`/trainings/${offer.slug}.svg`);
      expect(training.free).toBe(offer.priceHtCents === 0);
      expect(training.lastUpdate?.toISOString()).toBe(offer.publishedAt?.toISOString());
      // dpc object exactly for the DPC programmes (spec §4: a dpc training without it is a formation).
      expect(training.dpc === null, offer.slug).toBe(training.courseIdDpc === null);
      // A French DPC programme says what it counts for in the obligations (issue 19); Spain has none.
      expect(training.dpcActionKind, offer.slug).toBe(training.courseIdDpc && training.lang === 'fr' ? 'integrated' : null);
      expect(training.agreements.map((a) => a.name).sort()).toEqual(
        [...new Set(offer.fundings.map((f) => ({ DPC: 'ANDPC', FIFPL: 'FIF PL', OPCO: 'OPCO EP', FUNDAE: 'FUNDAE' })[f]))].sort(),
      );
    }
    expect(of('vaccination-antigrippale-officine').training.dpc).toMatchObject({ id: '52792425001', priceHT: 290, duration: 240 });
    expect(of('bilan-partage-medication').training.bpm).toBe(true);
    expect(of('gestes-soins-urgence-afgsu-2').training).toMatchObject({ f2fOnly: true, planF2f: true, hasNewDates: true, sessionOnDemandMinParticipants: 8 });
    expect(of('gestes-soins-urgence-afgsu-2').offer.sessionsOnDemand).toBe(true);
    expect(of('management-equipe-officinale').training).toMatchObject({ availableFunctions: ['Pharmacien'], customRegisterLink: expect.stringMatching(/^https:/) });
    expect(of('cystite-trod-urinaire').offer.canStart).toBe(false);
    expect(of('cystite-trod-urinaire').training.cantStartMessage).toBeTruthy();
    expect(of('nouvelles-missions-pharmacien-2027').offer).toMatchObject({ externalPlatformUrl: expect.stringMatching(/^https:/), liveModuleHasNoF2f: true });
    expect(of('trod-angine-dispensation').offer.liveModuleHasNoF2f).toBe(false);
    expect(of('trod-angine-dispensation').training.questions).toHaveLength(2);
    // FUNDAE shown as BONIFICABLE needs a Spanish training with credits and FUNDAE (spec §9).
    expect(of('atencion-farmaceutica-diabetes', 'cofares')).toMatchObject({ training: { credits: 6 }, offer: { fundings: ['FUNDAE'] } });

    const visible = rows.filter((r) => !r.training.isTest && !r.training.obsolete && !r.training.outdated && !r.training.workInProgress);
    for (const badge of ['isNew', 'hasNewDates', 'hasNewVersion'] as const) {
      expect(visible.filter((r) => r.training[badge] && r.training.lang === 'fr').length, badge).toBeGreaterThanOrEqual(1);
      expect(visible.filter((r) => r.training[badge] && r.training.lang === 'es').length, badge).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(visible.flatMap((r) => r.training.availableFunctions))).toEqual(new Set(['Pharmacien', 'Adjoint', 'Préparateur']));

    const counts = await tableCounts(handle);
    expect(counts.training_reviews).toBe(REVIEWS.length);
    expect(counts.training_associations).toBeGreaterThanOrEqual(10);
    const expertRows = await handle.db.select({ slug: experts.slug, avatarUrl: experts.avatarUrl }).from(experts);
    expect(expertRows).toHaveLength(EXPERTS.length);
    for (const e of expertRows) expect(e.avatarUrl).toBe(`/experts/${e.slug}.svg`);
  });

  it('seeds published offers of trainings that must never be offered: obsolete, outdated, work in progress, test', async () => {
    const rows = await handle.db
      .select({ training: trainings, slug: trainingOffers.slug, published: trainingOffers.isPublished, platform: platforms.codeName })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .innerJoin(platforms, eq(platforms.id, trainingOffers.platformId));
    const flagged = (flag: 'obsolete' | 'outdated' | 'workInProgress' | 'isTest', lang: 'fr' | 'es') =>
      rows.filter((r) => r.training[flag] && r.training.lang === lang && r.published && r.platform === 'demo').map((r) => r.slug);
    expect(flagged('obsolete', 'fr')).toEqual(['tiers-payant-reglementation-2019']);
    expect(flagged('obsolete', 'es')).toEqual(['receta-papel-normativa-2015']);
    expect(flagged('outdated', 'fr')).toEqual(['contraception-recommandations-2018']);
    expect(flagged('workInProgress', 'fr')).toEqual(['anticancereux-oraux-accompagnement']);
    expect(flagged('isTest', 'fr')).toEqual([CATALOGUE_MARKER_SLUG]);
    expect(rows.filter((r) => r.slug === CATALOGUE_MARKER_SLUG).map((r) => r.platform)).toEqual(['demo']);
    expect(rows.filter((r) => r.slug === 'tiers-payant-reglementation-2019').map((r) => r.platform).sort()).toEqual(['demo', 'mfa', 'mfm', 'mfo', 'totum']);
  });

  it('adds the content of every platform in its languages, sanitised, and the demo feedback token', async () => {
    const perPlatform = await rowsOf<{ code: string; lang: string; sections: number; bonif: number; news: number; pages: number; docs: number; groups: number; boards: number; images: number }>(
      handle.db.execute(sql`
        select p.code_name as code, l.lang,
          (select count(*)::int from faq_sections s where s.platform_id = p.id and s.lang = l.lang and s.kind = 'general' and s.is_visible) as sections,
          (select count(*)::int from faq_sections s where s.platform_id = p.id and s.lang = l.lang and s.kind = 'bonificacion') as bonif,
          (select count(*)::int from news_articles n where n.platform_id = p.id and n.lang = l.lang and n.published_at is not null) as news,
          (select count(*)::int from custom_pages c where c.platform_id = p.id and c.lang = l.lang) as pages,
          (select count(*)::int from documents d where d.platform_id = p.id and d.lang = l.lang) as docs,
          (select count(*)::int from groupements g where g.platform_id = p.id and g.lang = l.lang) as groups,
          (select count(*)::int from billboards b where b.platform_id = p.id and b.lang = l.lang) as boards,
          (select count(*)::int from login_images i where i.platform_id = p.id and i.lang = l.lang) as images
        from platforms p cross join (values ('fr'), ('es')) as l(lang) order by p.code_name, l.lang`),
    );
    const of = (code: string, lang: string) => perPlatform.find((r) => r.code === code && r.lang === lang);
    for (const [code, lang] of [['demo', 'fr'], ['demo', 'es'], ['mfo', 'fr'], ['cofares', 'es'], ['farline', 'es'], ['totum', 'fr']]) {
      expect(of(code, lang)).toMatchObject({ sections: 3, news: 7, pages: 2, groups: 4, boards: 3, images: 1 });
      expect(of(code, lang)!.docs).toBeGreaterThanOrEqual(6);
    }
    expect(of('cofares', 'es')!.bonif).toBe(2);
    expect(of('mfo', 'fr')!.bonif).toBe(0);
    expect(of('mfo', 'es')).toMatchObject({ sections: 0, news: 0, images: 0 });

    const questions = await rowsOf<{ n: number; min: number }>(handle.db.execute(sql`
      select count(*)::int as n, min(q) as min from (select count(*)::int as q from faq_questions group by section_id) as x`));
    expect(Number(questions[0].min)).toBeGreaterThanOrEqual(1);
    const leaks = await rowsOf<{ n: number }>(handle.db.execute(sql`
      select count(*)::int as n from (select answer_html as h from faq_questions union all select body_html from news_articles
        union all select body_html from custom_pages union all select body_html from documents) as x
      where h ~* '<(script|sup|div|img)|\{platform\}|on[a-z]+='`));
    expect(Number(leaks[0].n)).toBe(0);
    const [deep] = await rowsOf<{ path: string }>(handle.db.execute(sql`select path from documents where path like '%/%/%' limit 1`));
    expect(deep.path.split('/')).toHaveLength(3);
    const privacy = await rowsOf<{ lang: string; title: string }>(handle.db.execute(sql`
      select d.lang, d.title from documents d join platforms p on p.id = d.platform_id where p.code_name = 'demo' and d.path = 'privacy' order by d.lang`));
    expect(privacy.map((r) => r.title)).toEqual(['Política de privacidad', 'Politique de confidentialité']);
    const [contact] = await handle.db.select({ email: platforms.contactEmail }).from(platforms).where(eq(platforms.codeName, 'cofares'));
    expect(contact.email).toBe('contact@cofares.test');

    const [token] = await handle.db.select().from(feedbackTokens).where(eq(feedbackTokens.tokenHash, hashToken('demo-feedback-2026')));
    expect(token.usedAt).toBeNull();
    expect(token.expiresAt.getUTCFullYear()).toBe(2030);
    const [owner] = await handle.db.select({ email: users.email }).from(users).where(eq(users.id, token.userId!));
    expect(owner.email).toBe('pharmacien@demo.test');
  });

  it('changes nothing when run again', async () => {
    const before = await tableCounts(handle);
    const identity = await identitySnapshot(handle);
    const catalogue = await catalogueSnapshot(handle);
    expect(await seedDemo(handle.db)).toEqual({ inserted: false });
    expect(await tableCounts(handle)).toEqual(before);
    expect(await identitySnapshot(handle)).toEqual(identity);
    expect(await catalogueSnapshot(handle)).toEqual(catalogue);
  });

  it('gives a database seeded before the catalogue data its catalogue data, once', async () => {
    const counts = await tableCounts(handle);
    const catalogue = await catalogueSnapshot(handle);
    await undoCatalogueSeed(handle);
    const undone = await tableCounts(handle);
    expect(undone.training_reviews).toBe(0);
    expect(undone.trainings).toBe(counts.trainings - HIDDEN_TRAININGS.length);
    const [reset] = await handle.db.select().from(trainings).where(eq(trainings.isNew, true)).limit(1);
    expect(reset).toBeUndefined();

    expect(await seedDemo(handle.db)).toEqual({ inserted: true });
    expect(await tableCounts(handle)).toEqual(counts);
    expect(await catalogueSnapshot(handle)).toEqual(catalogue);
    expect(await seedDemo(handle.db)).toEqual({ inserted: false });
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

  it('gives a database seeded before the content its content, once', async () => {
    const counts = await tableCounts(handle);
    for (const table of ['feedback_tokens', 'faq_sections', 'news_articles', 'custom_pages', 'documents', 'groupements', 'billboards', 'login_images']) {
      await handle.db.execute(sql.raw(`delete from ${table}`));
    }
    await handle.db.execute(sql`update platforms set contact_email = null`);
    expect(await seedDemo(handle.db)).toEqual({ inserted: true });
    expect(await tableCounts(handle)).toEqual(counts);
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
  it('reopens a seeded database with unaccent and pg_trgm available', async () => {
    const image = await createTestDbImage();
    const handle = await openTestDb(image);
    try {
      const counts = await tableCounts(handle);
      expect(counts.platforms).toBe(7);
      const [row] = await rowsOf<{ v: string }>(handle.db.execute(sql`select f_unaccent('Pharmacie Générale à Sévérac') as v`));
      expect(row.v).toBe('Pharmacie Generale a Severac');
      const [trgm] = await rowsOf<{ s: number; w: number; ext: string }>(handle.db.execute(sql`
        select similarity('vaccination', 'vacination') as s,
               word_similarity(f_unaccent('dermocosmetique'), f_unaccent('Dermocosmétique : le conseil cutané')) as w,
               (select extversion from pg_extension where extname = 'pg_trgm') as ext`));
      expect(Number(trgm.s)).toBeGreaterThan(0.5);
      expect(Number(trgm.w)).toBe(1);
      expect(trgm.ext).toBeTruthy();
    } finally {
      await handle.close();
    }
  });
});
