import { createHash } from 'node:crypto';
import { MODULE_TYPE, OBJECTIVE_KNOWLEDGE, OBJECTIVE_SKILL, isLiveCourse, type ObjectiveType } from '@app/domain/catalogue/training-types';
import { hash } from '@node-rs/argon2';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { experts } from '../schema/experts.ts';
import { faceToFaceSessions } from '../schema/face-to-face-sessions.ts';
import { faceToFaces } from '../schema/face-to-faces.ts';
import { memberships } from '../schema/memberships.ts';
import { oneTimeTokens } from '../schema/one-time-tokens.ts';
import { platformDomains } from '../schema/platform-domains.ts';
import { platforms } from '../schema/platforms.ts';
import { redirectRules } from '../schema/redirect-rules.ts';
import { sessionDates } from '../schema/session-dates.ts';
import { trainingExperts } from '../schema/training-experts.ts';
import { type ModuleTypeCode, trainingModules } from '../schema/training-modules.ts';
import { trainingObjectives } from '../schema/training-objectives.ts';
import { trainingAssociations } from '../schema/training-associations.ts';
import { type NewTrainingOffer, trainingOffers } from '../schema/training-offers.ts';
import { trainingReviews } from '../schema/training-reviews.ts';
import { type NewTraining, type TrainingLang, trainings } from '../schema/trainings.ts';
import { users } from '../schema/users.ts';
import { hashToken } from '../tokens.ts';
import { seedFinishedTraining } from './attestation-demo.ts';
import { seedHistoryDemo } from './history-demo.ts';
import { seedContent } from './content.ts';
import { seedMediaContents } from './media-contents.ts';
import { seedDpcSessions } from './dpc-sessions.ts';
import { seedLiveSessions } from './booking-demo.ts';
import { seedQuizModuleContents } from './quizmod-contents.ts';
import { seedVirtualClassDemo } from './virtual-class-demo.ts';
import { seedTrainingPlans } from './training-plan-demo.ts';
import { seedDashboardDemo } from './dashboard-demo.ts';
import { seedShopDemo } from './shop-demo.ts';
import { seedInvoicesDemo } from './invoices-demo.ts';
import { seedContractDemo } from './contract-demo.ts';
import { seedDpecEvidenceDemo } from './dpec-evidence-demo.ts';
import { ACCOUNTS, DEMO_PASSWORD, USERS } from './data/accounts.ts';
import {
  AGREEMENT_OF_FUNDING,
  ALL_FUNCTIONS,
  ASSOCIATIONS,
  CATALOGUE_MARKER_SLUG,
  HIDDEN_TRAININGS,
  LAST_LOADED_DATE,
  PROVIDERS,
  REVIEWS,
  TRAINING_EXTRAS,
  type TrainingExtras,
  expertAvatarUrl,
} from './data/catalogue.ts';
import { EXPERTS } from './data/experts.ts';
import { ADVISORS, DEMO_INVITATION, FARLINE_LEARNER, MUST_GIVE_CONSENT, REFERENT_LEARNER_ACCOUNT } from './data/identity.ts';
import { HOSTS, PLATFORMS, type PlatformCode, REDIRECT_RULES } from './data/platforms-and-hosts.ts';
import { FRENCH_PLATFORMS, SPANISH_PLATFORMS, type TrainingSeed, trainingPicture } from './data/training-seed.ts';
import { TRAININGS_ES } from './data/trainings-es.ts';
import { TRAININGS_FR } from './data/trainings-fr.ts';
import { seedFundaeDemo } from './fundae-demo.ts';
import { seedQuizFeedbackDemo } from './quiz-feedback-demo.ts';

/** Serialises concurrent seeders (several processes starting at once) inside the seed transaction. */
const SEED_LOCK_KEY = 7_203_114_001;

const VAT_RATE_BP: Record<TrainingLang, number> = { fr: 2000, es: 2100 };
const FACE_TO_FACE_CODES: ModuleTypeCode[] = [MODULE_TYPE.faceToFace, MODULE_TYPE.virtualClass];
const DAY_MS = 86_400_000;

/**
 * Inserts the demo data set in one transaction, in guarded steps:
 * 1. foundation (HOSTS.md platforms, hosts, redirect rules, experts, trainings and their offers, accounts and users),
 *    guarded by the presence of the `demo` platform;
 * 2. identity (migration 0002: advisors, consent flag, the fixed demo invitation), guarded by the presence of the demo
 *    invitation token (its own marker), so a database seeded before this step existed receives it on the next start;
 * 3. catalogue (migration 0003: every remaining field of the Training record and Course, expert photos, reviews,
 *    associated trainings, and the trainings that must never be offered: obsolete, outdated, work in progress, test),
 *    guarded by the presence of the test training's offer (slug CATALOGUE_MARKER_SLUG);
 * 4. the farline learner, guarded by that user;
 * 5. content (migration 0005, `content.ts`: FAQ, news, custom pages, documents, groupements, billboards, login
 *    images, contact addresses, the demo feedback token), guarded by the demo feedback token;
 * 6. the pharmacy where the referent is a learner, guarded by that account;
 * 7. a learner's finished training with its attestation and evaluation quiz (`attestation-demo.ts`), guarded by that
 *    enrolment.
 * 8. the media of the video, podcast and pdf modules (`media-contents.ts`), guarded by a media content row.
 * 9. the questions of the quiz modules (`quizmod-contents.ts`), guarded by a quiz content row.
 * 10. the demo virtual class: its trainer's link and two booked learners (`virtual-class-demo.ts`), guarded by the
 *    trainer's token.
 * 11. the sessions of the DPC programmes (`dpc-sessions.ts`), guarded by any DPC session.
 * 12. the live sessions (`booking-demo.ts`): the webinars' sessions, a session with one seat left and a full one
 *    with its waiting list, guarded by a booking.
 * 13. the training plans of Pharmacie du Centre (`training-plan-demo.ts`): a current plan with activities on
 *    overlapping months assigned to a learner, and an earlier one, guarded by any plan of that account.
 * 14. a learner's history (`history-demo.ts`): two finished trainings with scores and attestations, and questions
 *    asked from training pages, two answered, guarded by that learner's questions.
 * 15. the shop's discount codes (`shop-demo.ts`, codes in `data/shop-demo.ts`), guarded by any discount code.
 * 16. the pharmacies' paid orders and their invoices over two years (`invoices-demo.ts`, orders in
 *    `data/invoices-demo.ts`), guarded by any order of an account.
 * 17. the pharmacies' own data and contracts (`contract-demo.ts`): drafts for Pharmacie du Centre and the Spanish
 *    pharmacy, a contract signed on paper and paid for Pharmacie des Halles, guarded by any contract.
 * 18. the dashboard's team (`dashboard-demo.ts`): 50 learners of Pharmacie des Halles with a year of activity, orders and
 *    a plan some are behind on, guarded by its first learner.
 * 19. a funding file with its evidence (`dpec-evidence-demo.ts`): one of that team's finished trainings, attested and
 *    financed, guarded by any funding file of Pharmacie des Halles.
 * 20. the Spanish pharmacy's FUNDAE credit and group (`fundae-demo.ts`): this year's credit inputs of Farmacia Central de
 *    Chamberí and two FUNDAE files of one training, guarded by its inputs.
 * 21. learners' quiz feedback (`quiz-feedback-demo.ts`): 32 on the demo platform over three months, several trainings
 *    and every rating, three on the Spanish one, guarded by any quiz feedback.
 *
 * Idempotent by guards, not by upserts: each step is written all-or-nothing, and a second run changes nothing
 * ({ inserted: false }). `inserted` is true when any step ran. An advisory lock taken first makes concurrent callers
 * wait and then see the guards.
 */
export async function seedDemo(db: Db): Promise<{ inserted: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    let inserted = false;
    const existing = await tx.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'demo')).limit(1);
    if (existing.length === 0) {
      const platformIds = await insertPlatforms(tx);
      const expertIds = await insertExperts(tx);
      for (const training of TRAININGS_FR) await insertTraining(tx, 'fr', training, platformIds, expertIds);
      for (const training of TRAININGS_ES) await insertTraining(tx, 'es', training, platformIds, expertIds);
      await insertAccountsAndUsers(tx, platformIds);
      inserted = true;
    }
    if (await seedIdentity(tx)) inserted = true;
    if (await seedCatalogue(tx)) inserted = true;
    if (await seedFarlineLearner(tx)) inserted = true;
    if (await seedContent(tx)) inserted = true;
    if (await seedReferentLearnerAccount(tx)) inserted = true;
    if (await seedFinishedTraining(tx)) inserted = true;
    if (await seedMediaContents(tx)) inserted = true;
    if (await seedQuizModuleContents(tx)) inserted = true;
    if (await seedVirtualClassDemo(tx)) inserted = true;
    if (await seedDpcSessions(tx)) inserted = true;
    if (await seedLiveSessions(tx)) inserted = true;
    if (await seedTrainingPlans(tx)) inserted = true;
    if (await seedHistoryDemo(tx)) inserted = true;
    if (await seedShopDemo(tx)) inserted = true;
    if (await seedInvoicesDemo(tx)) inserted = true;
    if (await seedContractDemo(tx)) inserted = true;
    if (await seedDashboardDemo(tx)) inserted = true;
    if (await seedDpecEvidenceDemo(tx)) inserted = true;
    if (await seedFundaeDemo(tx)) inserted = true;
    if (await seedQuizFeedbackDemo(tx)) inserted = true;
    return { inserted };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertPlatforms(tx: Tx): Promise<Map<PlatformCode, number>> {
  const rows = await tx
    .insert(platforms)
    .values(
      PLATFORMS.map((p) => ({
        codeName: p.codeName,
        name: p.name,
        shortName: p.shortName,
        isConvergence: p.isConvergence,
        primaryColor: p.primaryColor,
        primaryColorDark: p.primaryColorDark,
        elearningColor: p.elearningColor,
        logoUrl: `/brand/${p.codeName}/logo.svg`,
        favicon: `/brand/${p.codeName}/favicon.svg`,
        hotjarId: p.hotjarId,
        hotjarSv: p.hotjarSv,
        seller: p.seller,
        classes: `platform-${p.codeName}`,
        cssVariables: {},
        defaultLocale: p.defaultLocale,
      })),
    )
    .returning({ id: platforms.id, codeName: platforms.codeName });
  const ids = new Map(rows.map((r) => [r.codeName as PlatformCode, r.id]));

  await tx.insert(platformDomains).values(HOSTS.map((h) => ({ host: h.host, platformId: idOf(ids, h.platform), locale: h.locale })));
  await tx.insert(redirectRules).values(
    REDIRECT_RULES.map((r) => ({
      platformId: idOf(ids, r.platform),
      fromPath: r.fromPath,
      toPath: r.toPath ?? null,
      toUrl: r.toUrl ?? null,
      statusCode: r.statusCode ?? 301,
    })),
  );
  return ids;
}

async function insertExperts(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .insert(experts)
    .values(EXPERTS.map((e) => ({ slug: e.slug, name: e.name, title: e.title, bio: e.bio })))
    .returning({ id: experts.id, slug: experts.slug });
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function insertTraining(
  tx: Tx,
  lang: TrainingLang,
  t: TrainingSeed,
  platformIds: Map<PlatformCode, number>,
  expertIds: Map<string, number>,
  /** Skip platforms and experts that do not exist (a database seeded by an older version may lack them). */
  lenient = false,
): Promise<void> {
  const sum = (codes: ModuleTypeCode[] | null) =>
    t.modules.filter(([code]) => (codes ? codes.includes(code) : true)).reduce((total, [, , minutes]) => total + minutes, 0);
  const elearning = sum([MODULE_TYPE.elearning]);
  const faceToFace = sum(FACE_TO_FACE_CODES);
  const publishedAt = t.publishedAt ? new Date(t.publishedAt) : null;
  // Deterministic history: written three weeks before publication, last updated on publication.
  const updatedAt = publishedAt ?? new Date('2026-11-01T08:00:00Z');
  const createdAt = new Date(updatedAt.getTime() - 21 * DAY_MS);

  const [training] = await tx
    .insert(trainings)
    .values({
      lang,
      type: t.type,
      isVirtual: t.type === 'virtualClass',
      name: t.name,
      shortName: t.shortName ?? null,
      description: t.description,
      totalDurationMinutes: sum(null),
      elearningMinutes: elearning > 0 ? elearning : null,
      faceToFaceMinutes: faceToFace > 0 ? faceToFace : null,
      points: t.points,
      credits: t.credits ?? null,
      isDpcProgram: t.type === 'dpc',
      courseIdDpc: t.courseIdDpc ?? null,
      dpcActionKind: t.dpcActionKind ?? null,
      providerName: t.providerName,
      logoSmallProvider: null,
      createdAt,
      updatedAt,
    })
    .returning({ id: trainings.id });
  const trainingId = training.id;

  await tx
    .insert(trainingModules)
    .values(t.modules.map(([typeCode, name, durationMinutes], i) => ({ trainingId, position: i + 1, typeCode, name, durationMinutes })));
  await tx.insert(trainingObjectives).values([
    ...t.skills.map((text, i) => ({ trainingId, type: OBJECTIVE_SKILL as ObjectiveType, text, position: i + 1 })),
    ...t.knowledge.map((text, i) => ({ trainingId, type: OBJECTIVE_KNOWLEDGE as ObjectiveType, text, position: t.skills.length + i + 1 })),
  ]);
  const known = <K>(ids: Map<K, number>) => (key: K) => !lenient || ids.has(key);
  const links = [
    ...t.authors.filter(known(expertIds)).map((slug) => ({ trainingId, expertId: idOf(expertIds, slug), role: 'author' as const })),
    ...(t.trainers ?? []).filter(known(expertIds)).map((slug) => ({ trainingId, expertId: idOf(expertIds, slug), role: 'trainer' as const })),
  ];
  if (links.length > 0) await tx.insert(trainingExperts).values(links);

  const offeredOn = (t.platforms ?? (lang === 'fr' ? FRENCH_PLATFORMS : SPANISH_PLATFORMS)).filter(known(platformIds));
  if (offeredOn.length === 0) return;
  await tx.insert(trainingOffers).values(
    offeredOn.map((code) => ({
      trainingId,
      platformId: idOf(platformIds, code),
      slug: t.slug,
      priceHtCents: t.priceHtCents,
      currency: 'EUR',
      vatRateBp: VAT_RATE_BP[lang],
      fundings: t.fundings,
      tags: t.tags,
      illustration: trainingPicture(t.slug),
      rating: t.rating,
      isPublished: publishedAt !== null,
      publishedAt,
      seoTitle: t.shortName ?? t.name,
      seoDescription: t.description.length > 160 ? `${t.description.slice(0, 157)}...` : t.description,
      createdAt,
      updatedAt,
    })),
  );

  if (!t.faceToFace) return;
  const [f2f] = await tx
    .insert(faceToFaces)
    .values({
      trainingId,
      name: t.faceToFace.name,
      virtualClass: t.faceToFace.virtualClass ?? false,
      noWaitingList: t.faceToFace.noWaitingList ?? false,
    })
    .returning({ id: faceToFaces.id });
  for (const s of t.faceToFace.sessions) {
    const [[startDate, startTime, endTime]] = s.days;
    const [session] = await tx
      .insert(faceToFaceSessions)
      .values({
        faceToFaceId: f2f.id,
        name: `${t.faceToFace.name} – ${s.city ?? s.marketingCity} – ${startDate}`,
        city: s.city,
        marketingCity: s.marketingCity,
        postalCode: s.postalCode,
        startDate,
        startTime,
        endTime,
        maxParticipants: s.maxParticipants,
        currentParticipants: s.currentParticipants,
        multiDates: s.days.length > 1,
      })
      .returning({ id: faceToFaceSessions.id });
    if (s.days.length > 1) {
      await tx
        .insert(sessionDates)
        .values(s.days.map(([date, start, end]) => ({ sessionId: session.id, date, startTime: start, endTime: end })));
    }
  }
}

async function insertAccountsAndUsers(tx: Tx, platformIds: Map<PlatformCode, number>): Promise<void> {
  const accountIds = new Map<string, number>();
  for (const a of ACCOUNTS) {
    const [row] = await tx
      .insert(accounts)
      .values({
        platformId: idOf(platformIds, a.platform),
        name: a.name,
        kind: a.kind,
        contractType: a.contractType ?? null,
        contractValidDate: a.contractValidDate,
        appId: a.appId ?? null,
        canAccessTrainingPlan: a.canAccessTrainingPlan ?? false,
      })
      .returning({ id: accounts.id });
    accountIds.set(a.key, row.id);
  }

  // Each user gets its own salt; hashing runs on the libuv pool in parallel.
  const hashes = await Promise.all(USERS.map(() => hash(DEMO_PASSWORD)));
  const userRows = await tx
    .insert(users)
    .values(
      USERS.map((u, i) => ({
        platformId: idOf(platformIds, u.platform),
        email: u.email,
        passwordHash: hashes[i],
        firstName: u.firstName,
        lastName: u.lastName,
        function: u.function,
        isAdmin: u.isAdmin ?? false,
      })),
    )
    .returning({ id: users.id, email: users.email, platformId: users.platformId });

  await tx.insert(memberships).values(
    USERS.flatMap((u) => {
      const user = userRows.find((r) => r.email === u.email && r.platformId === idOf(platformIds, u.platform));
      if (!user) throw new Error(`seedDemo: user ${u.email} was not inserted`);
      return u.memberships.map(([key, role]) => ({ userId: user.id, accountId: idOf(accountIds, key), role }));
    }),
  );
}

/** Step 2 (identity data of migration 0002). Returns false when its marker, the demo invitation token, exists. */
async function seedIdentity(tx: Tx): Promise<boolean> {
  const tokenHash = hashToken(DEMO_INVITATION.token);
  const marker = await tx.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, tokenHash)).limit(1);
  if (marker.length > 0) return false;

  const [demo] = await tx.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, DEMO_INVITATION.platform));
  if (!demo) throw new Error(`seedDemo: platform ${DEMO_INVITATION.platform} is missing`);
  const ofDemo = (emails: string[]) => and(eq(users.platformId, demo.id), inArray(users.email, emails));

  const now = new Date();
  for (const [email, advisor] of ADVISORS) {
    await tx
      .update(users)
      .set({ advisorName: advisor.name, advisorGender: advisor.gender, advisorAvatarUrl: advisor.avatarUrl, updatedAt: now })
      .where(ofDemo([email]));
  }
  await tx.update(users).set({ mustGiveConsent: true, hasGivenConsent: false, updatedAt: now }).where(ofDemo(MUST_GIVE_CONSENT));

  const [account] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.platformId, demo.id), eq(accounts.name, DEMO_INVITATION.accountName)))
    .orderBy(accounts.id)
    .limit(1);
  if (!account) throw new Error(`seedDemo: account ${DEMO_INVITATION.accountName} is missing`);
  await tx.insert(oneTimeTokens).values({
    purpose: 'invitation',
    tokenHash,
    userId: null,
    platformId: demo.id,
    email: DEMO_INVITATION.email,
    accountId: account.id,
    data: { role: DEMO_INVITATION.role },
    expiresAt: DEMO_INVITATION.expiresAt,
  });
  return true;
}

/** Step 3 (catalogue data of migration 0003). Returns false when its marker, the test training's offer, exists. */
async function seedCatalogue(tx: Tx): Promise<boolean> {
  const marker = await tx.select({ id: trainingOffers.id }).from(trainingOffers).where(eq(trainingOffers.slug, CATALOGUE_MARKER_SLUG)).limit(1);
  if (marker.length > 0) return false;

  const platformRows = await tx.select({ id: platforms.id, codeName: platforms.codeName }).from(platforms);
  const platformIds = new Map(platformRows.map((r) => [r.codeName as PlatformCode, r.id]));
  const expertRows = await tx.select({ id: experts.id, slug: experts.slug }).from(experts);
  const expertIds = new Map(expertRows.map((r) => [r.slug, r.id]));

  for (const { slug } of EXPERTS) await tx.update(experts).set({ avatarUrl: expertAvatarUrl(slug) }).where(eq(experts.slug, slug));
  for (const h of HIDDEN_TRAININGS) await insertTraining(tx, h.lang, h.seed, platformIds, expertIds, true);

  const all: Array<[TrainingLang, TrainingSeed, TrainingExtras]> = [
    ...TRAININGS_FR.map((t): [TrainingLang, TrainingSeed, TrainingExtras] => ['fr', t, TRAINING_EXTRAS[`fr:${t.slug}`] ?? {}]),
    ...TRAININGS_ES.map((t): [TrainingLang, TrainingSeed, TrainingExtras] => ['es', t, TRAINING_EXTRAS[`es:${t.slug}`] ?? {}]),
    ...HIDDEN_TRAININGS.map((h): [TrainingLang, TrainingSeed, TrainingExtras] => [h.lang, h.seed, h.extras]),
  ];
  for (const [lang, seed, extras] of all) {
    const { training, offer } = catalogueFields(lang, seed, extras);
    const offers = tx.select({ id: trainingOffers.trainingId }).from(trainingOffers).where(eq(trainingOffers.slug, seed.slug));
    await tx.update(trainings).set(training).where(and(eq(trainings.lang, lang), inArray(trainings.id, offers)));
    const ofLang = tx.select({ id: trainings.id }).from(trainings).where(eq(trainings.lang, lang));
    await tx.update(trainingOffers).set(offer).where(and(eq(trainingOffers.slug, seed.slug), inArray(trainingOffers.trainingId, ofLang)));
  }

  const trainingIds = new Map<string, number>();
  for (const r of await tx
    .selectDistinct({ id: trainings.id, lang: trainings.lang, slug: trainingOffers.slug })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))) {
    trainingIds.set(`${r.lang}:${r.slug}`, r.id);
  }
  const reviews = REVIEWS.filter(([lang, slug]) => trainingIds.has(`${lang}:${slug}`)).map(([lang, slug, authorName, rating, comment, createdAt]) => ({
    trainingId: idOf(trainingIds, `${lang}:${slug}`),
    authorName,
    rating,
    comment,
    createdAt: new Date(createdAt),
  }));
  if (reviews.length > 0) await tx.insert(trainingReviews).values(reviews);
  const associations = ASSOCIATIONS.flatMap(([lang, slug, associated]) =>
    associated
      .map((other, position) => ({ trainingId: trainingIds.get(`${lang}:${slug}`), associatedTrainingId: trainingIds.get(`${lang}:${other}`), position }))
      .filter((a): a is { trainingId: number; associatedTrainingId: number; position: number } => a.trainingId !== undefined && a.associatedTrainingId !== undefined),
  );
  if (associations.length > 0) await tx.insert(trainingAssociations).values(associations);
  return true;
}

/**
 * The catalogue fields of a demo training (spec §3), derived from its seed where the meaning is evident
 * (free = price 0, hasQuiz = a quiz module, f2fOnly = faceToFaceOnly, dpc object = a DPC programme reference,
 * agreements from the fundings, provider fields from PROVIDERS…) plus its TrainingExtras.
 */
export function catalogueFields(
  lang: TrainingLang,
  t: TrainingSeed,
  extras: TrainingExtras,
): { training: Partial<NewTraining>; offer: Partial<NewTrainingOffer> } {
  const codes = t.modules.map(([code]) => code);
  const totalMinutes = t.modules.reduce((total, [, , minutes]) => total + minutes, 0);
  const provider = PROVIDERS[t.providerName];
  const agreements = [...new Set(t.fundings.map((f) => AGREEMENT_OF_FUNDING[f]).filter(Boolean))].map((name) => ({ name }));
  const published = t.publishedAt ? new Date(t.publishedAt) : null;
  const salesforceId = `a0T5J${createHash('sha256').update(`${lang}:${t.slug}`).digest('hex').slice(0, 10).toUpperCase()}`;
  const hasSessions = (t.faceToFace?.sessions.length ?? 0) > 0;
  return {
    training: {
      actionDpcOnly: extras.actionDpcOnly ?? false,
      agreements,
      availableFunctions: extras.availableFunctions ?? ALL_FUNCTIONS,
      bpm: t.tags.includes('BPM'),
      cantStartMessage: extras.cantStartMessage ?? null,
      counterCase: extras.counterCase ?? false,
      customRegisterLink: extras.customRegisterLink ?? null,
      directAccess: extras.directAccess ?? false,
      dispoGroupment: extras.groupement !== undefined,
      groupement: extras.groupement?.name ?? null,
      groupementBandeau: extras.groupement?.bandeau ?? null,
      dpc: t.courseIdDpc
        ? {
            id: t.courseIdDpc,
            name: t.name,
            illustration: trainingPicture(t.slug),
            videoId: null,
            duration: totalMinutes,
            priceHT: t.priceHtCents / 100,
            agreements: lang === 'fr' ? [{ name: 'ANDPC' }] : [{ name: 'Comisión de Formación Continuada' }],
          }
        : null,
      dpcOnly: false,
      f2fOnly: t.type === 'faceToFaceOnly',
      free: t.priceHtCents === 0,
      hasNewDates: extras.hasNewDates ?? false,
      hasNewVersion: extras.hasNewVersion ?? false,
      hasQuiz: codes.includes(MODULE_TYPE.quiz),
      hideOnTrainingsFiltered: extras.hideOnTrainingsFiltered ?? false,
      isNew: extras.isNew ?? false,
      isTest: extras.isTest ?? false,
      mainIllustration: trainingPicture(t.slug),
      logoSmallProvider: provider?.logo ?? null,
      moreInfos: extras.moreInfos ?? null,
      noContractRequired: t.priceHtCents === 0,
      noPif: false,
      numberOfFollowUp: 0,
      numberOfTrainings: null,
      obsolete: extras.obsolete ?? false,
      // E-learning formats can be followed overseas; sessions take place in mainland France.
      orgDomTom: lang === 'fr' && !hasSessions,
      outdated: extras.outdated ?? false,
      planF2f: hasSessions,
      faceToFaceFirst: codes[0] === MODULE_TYPE.faceToFace || codes[0] === MODULE_TYPE.virtualClass,
      questions: extras.questions ?? [],
      trainingOrganization: t.providerName,
      workInProgress: extras.workInProgress ?? false,
      isEpp: extras.isEpp ?? false,
      eppType: extras.eppType ?? null,
      additionalIds: { salesforce: salesforceId, ...(t.courseIdDpc ? { dpc: t.courseIdDpc } : {}) },
      sessionOnDemandMinParticipants: extras.sessionsOnDemandMin ?? null,
      lastLoadedDate: new Date(LAST_LOADED_DATE),
      lastUpdate: published,
      contentLastUpdatedAt: extras.contentLastUpdatedAt ? new Date(extras.contentLastUpdatedAt) : published,
    },
    offer: {
      logoProvider: provider?.logo ?? null,
      providerCertifications: provider?.certifications ?? [],
      providerId: provider?.id ?? null,
      canStart: extras.cantStartMessage === undefined,
      salesforceId,
      legalNotice: provider?.legalNotice ?? null,
      videoUrl: null,
      additionalInformation: extras.additionalInformation ?? null,
      externalPlatformUrl: extras.externalPlatformUrl ?? null,
      sessionsOnDemand: extras.sessionsOnDemandMin !== undefined,
      liveModuleHasNoF2f: isLiveCourse(codes) && !hasSessions,
    },
  };
}

function idOf<K>(ids: Map<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seedDemo: unknown reference ${String(key)}`);
  return id;
}

/** Step 6: the referent's pharmacy as a learner (REFERENT_LEARNER_ACCOUNT). Its marker is the account itself. */
async function seedReferentLearnerAccount(tx: Tx): Promise<boolean> {
  const { referentEmail, account } = REFERENT_LEARNER_ACCOUNT;
  const [referent] = await tx.select({ id: users.id, platformId: users.platformId }).from(users).where(eq(users.email, referentEmail));
  if (!referent) return false;
  const marker = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.platformId, referent.platformId), eq(accounts.name, account.name)))
    .limit(1);
  if (marker.length > 0) return false;
  const [created] = await tx
    .insert(accounts)
    .values({ platformId: referent.platformId, kind: 'establishment', ...account })
    .returning({ id: accounts.id });
  await tx.insert(memberships).values({ userId: referent.id, accountId: created.id, role: 'learner' });
  return true;
}

/** Step 4: a learner of farline, so that farline mode can be tried end to end. Its marker is the user itself. */
async function seedFarlineLearner(tx: Tx): Promise<boolean> {
  const [farline] = await tx.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'farline'));
  if (!farline) return false;
  const marker = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.platformId, farline.id), eq(users.email, FARLINE_LEARNER.email)))
    .limit(1);
  if (marker.length > 0) return false;
  const [account] = await tx
    .insert(accounts)
    .values({ platformId: farline.id, kind: 'individual', ...FARLINE_LEARNER.account })
    .returning({ id: accounts.id });
  const [user] = await tx
    .insert(users)
    .values({
      platformId: farline.id,
      email: FARLINE_LEARNER.email,
      passwordHash: await hash(DEMO_PASSWORD),
      firstName: FARLINE_LEARNER.firstName,
      lastName: FARLINE_LEARNER.lastName,
      function: FARLINE_LEARNER.function,
    })
    .returning({ id: users.id });
  await tx.insert(memberships).values({ userId: user.id, accountId: account.id, role: 'learner' });
  return true;
}
