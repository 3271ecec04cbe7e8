import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getComplianceReport, getTeamComplianceReport } from '@app/contracts/compliance/report';
import { setAccountId } from '@app/contracts/identity/auth';
import { accounts } from '@app/db/schema/accounts';
import { attestations } from '@app/db/schema/attestations';
import { complianceDeclarations } from '@app/db/schema/compliance-declarations';
import { enrolments } from '@app/db/schema/enrolments';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { formatDuration } from '@app/domain/catalogue/duration';
import { FRENCH_RULE_SETS } from '@app/domain/compliance/rule-sets';
import { todayInParis } from '@app/domain/identity/session-user';
import { buildTestApp, createVisitor, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { readPdf } from '../../test/pdf.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';

let t: TestApp;
const db = () => t.db.db;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const textOf = (bytes: Uint8Array) => readPdf(bytes).allText.replace(/\s+/g, ' ');

/** The Halles learner the demo's funding file is about: a completed DPC programme with its tracked time and attestation. */
async function attestedDpcTraining() {
  const [row] = await db()
    .select({ enrolment: enrolments, user: users, name: trainings.name, dpcNumber: trainings.courseIdDpc, code: attestations.code })
    .from(attestations)
    .innerJoin(enrolments, eq(enrolments.id, attestations.enrolmentId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .where(and(like(users.email, 'equipe.halles.%'), isNotNull(trainings.courseIdDpc)))
    .limit(1);
  return row;
}

async function hallesReferent(): Promise<Visitor> {
  const referent = await signedIn(t.app, 'referent@demo.test');
  const [halles] = await db().select().from(accounts).where(eq(accounts.name, 'Pharmacie des Halles'));
  expect((await referent.call(setAccountId, { body: { accountId: halles.id, platform: 'demo' } })).statusCode).toBe(200);
  return referent;
}

describe('the rules in a report', () => {
  it('states the legal source of every French rule set in French and in Spanish', () => {
    for (const lang of ['fr', 'es'] as const) {
      for (const rule of FRENCH_RULE_SETS) expect(translate(lang, `compliance.report.source.${rule.code}.${rule.version}` as MessageKey)).toMatch(/L40\d\d-1/);
    }
  });
});

describe('GET /api/user/compliance/report', () => {
  it('asks a guest to sign in', async () => {
    const guest = createVisitor(t.app);
    await guest.csrf();
    expect((await guest.call(getComplianceReport)).statusCode).toBe(401);
  });

  it('gives a learner with nothing done both obligations, their period, rule and source, and what is missing', async () => {
    const res = await (await signedIn(t.app, 'chloe.simon@demo.test')).call(getComplianceReport);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rapport-formation-continue-${todayInParis(new Date())}.pdf"`);
    const text = textOf(res.rawPayload);
    for (const part of [
      'Rapport de formation continue',
      'Chloé Simon',
      'non renseigné dans le profil',
      'Développement professionnel continu (DPC)',
      'du 1 janvier 2026 au 31 décembre 2028',
      'version 2 — Code de la santé publique, art. L4021-1, L4021-3 et R4021-4 : le parcours ANDPC',
      'Certification périodique',
      'du 1 janvier 2023 au 31 décembre 2031',
      'Aucune action sur cette période.',
      '2 action(s) du bloc « améliorer la relation avec les patients »',
      'Chaîne de suivi vérifiée : ses 0 événements sont intacts',
    ]) expect(text).toContain(part);
  });

  it('lists a training that counts with its DPC programme, dates, time tracked and attestation, and the RPPS number', async () => {
    const { enrolment, user, name, dpcNumber, code } = await attestedDpcTraining();
    await db().update(users).set({ professionalId: '10101010101' }).where(eq(users.id, user.id));
    const [{ seconds }] = await db().select({ seconds: sql<number>`sum(${trackingEvents.seconds})`.mapWith(Number) }).from(trackingEvents).where(eq(trackingEvents.enrolmentId, enrolment.id));
    const text = textOf((await (await signedIn(t.app, user.email)).call(getComplianceReport)).rawPayload);
    for (const part of [
      `${user.firstName} ${user.lastName}`,
      '10101010101',
      name,
      `Programme DPC n° ${dpcNumber}, action de type programme intégré`,
      `Temps réellement passé (suivi) : ${formatDuration(seconds / 60)}`,
      `Attestation n° ${code}`,
      'Statut obligation remplie',
      'Rien : l’obligation est remplie.',
      'Chaîne de suivi vérifiée',
    ]) expect(text).toContain(part);
  });

  it('lists a verified action declared elsewhere, not a pending one, and the certification cycle of the registration date', async () => {
    const user = (await db().select().from(users).where(eq(users.email, 'romain.michel@demo.test')))[0];
    await db().update(users).set({ ordreRegisteredOn: '2024-03-01' }).where(eq(users.id, user.id));
    const declaration = { platformId: user.platformId, userId: user.id, provider: 'Organisme', completedOn: '2026-10-05', tags: ['knowledge' as const], proofName: 'a.pdf', proofType: 'application/pdf' as const, proofSize: 5, proof: Buffer.from('%PDF-') };
    await db().insert(complianceDeclarations).values([
      { ...declaration, title: 'Congrès de pharmacie clinique', status: 'verified' },
      { ...declaration, title: 'Atelier en attente' },
    ]);
    const text = textOf((await (await signedIn(t.app, user.email)).call(getComplianceReport)).rawPayload);
    expect(text).toContain('Congrès de pharmacie clinique, terminée le 5 octobre 2026 — action faite ailleurs, déclarée avec son justificatif et vérifiée');
    expect(text).not.toContain('Atelier en attente');
    // Registered in 2024: a six-year cycle from that day, not the assumed one.
    expect(text).toContain('du 1 mars 2024 au 28 février 2030');
    expect(text).not.toContain('La date d’inscription à l’Ordre n’est pas connue');
  });

  it('answers 404, saying why, where no obligation applies (Spain)', async () => {
    const res = await (await signedIn(t.app, 'farmaceutico@cofares.test', 'cofares.localhost', 'cofares')).call(getComplianceReport);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('En esta plataforma no se aplica ninguna obligación de formación continua: no hay informe que emitir.');
  });
});

describe('GET /api/user/referent/compliance/report', () => {
  it('asks a guest to sign in and refuses a learner', async () => {
    const guest = createVisitor(t.app);
    await guest.csrf();
    expect((await guest.call(getTeamComplianceReport)).statusCode).toBe(401);
    expect((await (await signedIn(t.app, 'lea.dubois@demo.test')).call(getTeamComplianceReport)).statusCode).toBe(403);
  });

  it('gives the owner a summary and a section per learner of their pharmacy, none of another pharmacy', async () => {
    const res = await (await signedIn(t.app, 'titulaire@demo.test')).call(getTeamComplianceReport);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rapport-formation-continue-equipe-${todayInParis(new Date())}.pdf"`);
    const pdf = readPdf(res.rawPayload);
    const summary = pdf.text.replace(/\s+/g, ' ');
    expect(summary).toContain('Rapport de formation continue de l’équipe');
    expect(summary).toContain('Pharmacie du Centre');
    expect(summary).toMatch(/Développement professionnel continu \(DPC\) : \d+ remplie\(s\), \d+ à risque avant l’échéance, \d+ à compléter/);
    expect(summary).toContain('Léa Dubois — Développement professionnel continu (DPC) : ');
    const text = textOf(res.rawPayload);
    for (const name of ['Léa Dubois', 'Maxime Leroy', 'Chloé Simon', 'Romain Michel', 'Sarah Laurent']) expect(text).toContain(name);
    expect(text).not.toContain('Paul André');
    // The summary page, then one section per learner on its own pages.
    expect(pdf.pages).toBeGreaterThanOrEqual(6);
  });

  it('gives the referent of another pharmacy only theirs', async () => {
    const text = textOf((await (await hallesReferent()).call(getTeamComplianceReport)).rawPayload);
    expect(text).toContain('Pharmacie des Halles');
    expect(text).toContain('Paul André');
    const { user } = await attestedDpcTraining();
    expect(text).toContain(`${user.firstName} ${user.lastName}`);
    expect(text).not.toContain('Léa Dubois');
  });

  it('answers 404 to a Spanish owner, whose platform has no obligation', async () => {
    expect((await (await signedIn(t.app, 'titular@cofares.test', 'cofares.localhost', 'cofares')).call(getTeamComplianceReport)).statusCode).toBe(404);
  });
});
