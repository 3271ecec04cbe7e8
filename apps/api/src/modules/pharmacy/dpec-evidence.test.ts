import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '@app/contracts/contract';
import { setAccountId } from '@app/contracts/identity/auth';
import { getDpecEvidence } from '@app/contracts/pharmacy/dpec-evidence';
import { accounts } from '@app/db/schema/accounts';
import { attestations } from '@app/db/schema/attestations';
import { dpecFiles } from '@app/db/schema/dpec-files';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { platforms } from '@app/db/schema/platforms';
import { sessionAttendances } from '@app/db/schema/session-attendances';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { formatDuration } from '@app/domain/catalogue/duration';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { buildTestApp, createVisitor, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { readPdf } from '../../test/pdf.ts';

/** The referent of Pharmacie des Halles (they manage two pharmacies: the one in use is chosen first). */
async function hallesReferent(t: TestApp): Promise<Visitor> {
  const referent = await signedIn(t.app, 'referent@demo.test');
  const [halles] = await t.db.db.select().from(accounts).where(eq(accounts.name, 'Pharmacie des Halles'));
  expect((await referent.call(setAccountId, { body: { accountId: halles.id, platform: 'demo' } })).statusCode).toBe(200);
  return referent;
}

/** The funding file the demo seed gives Pharmacie des Halles, for a learner who finished their training. */
async function seededFile(t: TestApp) {
  const [row] = await t.db.db
    .select({ file: dpecFiles, learner: users, training: trainings.name, enrolment: enrolments })
    .from(dpecFiles)
    .innerJoin(accounts, eq(accounts.id, dpecFiles.accountId))
    .innerJoin(users, eq(users.id, dpecFiles.learnerId))
    .innerJoin(trainingOffers, eq(trainingOffers.id, dpecFiles.offerId))
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .innerJoin(enrolments, and(eq(enrolments.userId, dpecFiles.learnerId), eq(enrolments.trainingId, trainings.id), eq(enrolments.accountId, accounts.id)))
    .where(eq(accounts.name, 'Pharmacie des Halles'));
  return row;
}

sweepContracts('funding file evidence', contractsIn(import.meta.glob(['/packages/contracts/src/pharmacy/dpec-evidence.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getDpecEvidence, async (t) => (await hallesReferent(t)).call(getDpecEvidence, { params: { id: (await seededFile(t)).file.id } })],
]));

let t: TestApp;
const db = () => t.db.db;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const pack = (who: Visitor, id: number) => who.call(getDpecEvidence, { params: { id } });

describe('the evidence pack of a funding file', () => {
  it('asks a guest to sign in, refuses a learner, and does not find another pharmacy’s file nor a bad id', async () => {
    const { file } = await seededFile(t);
    const guest = createVisitor(t.app);
    await guest.csrf();
    expect((await pack(guest, file.id)).statusCode).toBe(401);
    expect((await pack(await signedIn(t.app, 'lea.dubois@demo.test'), file.id)).statusCode).toBe(403);
    const owner = await signedIn(t.app, 'titulaire@demo.test');
    const foreign = await pack(owner, file.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Ce dossier de prise en charge n’existe pas dans votre pharmacie.');
    expect((await pack(owner, 999_999_999)).statusCode).toBe(404);
    expect((await owner.call(getDpecEvidence, { params: { id: 'abc' as unknown as number } })).statusCode).toBe(422);
  });

  it('gives the seeded file’s learner, training, verified time, scores and attestation, its pages appended', async () => {
    const { file, learner, training, enrolment } = await seededFile(t);
    const res = await pack(await hallesReferent(t), file.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dossier-de-preuves-${file.id}.pdf"`);
    const pdf = readPdf(res.rawPayload);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain(`${learner.firstName} ${learner.lastName}`);
    expect(text).toContain(training);
    expect(text).toContain('Pharmacie des Halles');
    // A financed DPC file, sent with its programme's ANDPC session as the state machine requires.
    expect(file).toMatchObject({ state: 'financed', funder: 'DPC', dpcSessionId: expect.any(Number) });
    expect(text).toContain('Session DPC');
    const [{ seconds }] = await db().select({ seconds: sql<number>`sum(${trackingEvents.seconds})`.mapWith(Number) }).from(trackingEvents).where(eq(trackingEvents.enrolmentId, enrolment.id));
    expect(seconds).toBeGreaterThan(0);
    expect(text).toContain(`Temps crédité par le suivi : ${formatDuration(seconds / 60)}.`);
    expect(text).toContain('Chaîne de suivi vérifiée');
    expect(text).toContain('Aucune session datée');
    expect(text).toContain('Évaluation finale');
    // The team's seeded progress answered no quiz module: the pack asks for them.
    expect(text).toContain('Un quiz de la formation n’a pas encore été répondu.');
    const [attestation] = await db().select().from(attestations).where(eq(attestations.enrolmentId, enrolment.id));
    expect(text).toContain(`Attestation n° ${attestation.code}`);
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
  });

  it('lists the attendance of each session date, and what a learner who has not finished leaves missing', async () => {
    // Léa, of Pharmacie du Centre, booked on a one-day session of a live training and marked absent by the trainer.
    const [centre] = await db().select().from(accounts).where(eq(accounts.name, 'Pharmacie du Centre'));
    const [lea] = await db().select().from(users).where(eq(users.email, 'lea.dubois@demo.test'));
    const [session] = await db()
      .select({ id: faceToFaceSessions.id, name: faceToFaceSessions.name, startDate: faceToFaceSessions.startDate, trainingId: faceToFaces.trainingId, offerId: trainingOffers.id, platformId: platforms.id })
      .from(faceToFaceSessions)
      .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
      .innerJoin(trainingOffers, eq(trainingOffers.trainingId, faceToFaces.trainingId))
      .innerJoin(platforms, and(eq(platforms.id, trainingOffers.platformId), eq(platforms.codeName, 'demo')))
      .where(eq(faceToFaceSessions.multiDates, false))
      .orderBy(asc(faceToFaceSessions.id))
      .limit(1);
    await db().delete(enrolments).where(and(eq(enrolments.userId, lea.id), eq(enrolments.trainingId, session.trainingId)));
    const [enrolment] = await db()
      .insert(enrolments)
      .values({ platformId: session.platformId, userId: lea.id, accountId: centre.id, trainingId: session.trainingId, offerId: session.offerId, startedAt: new Date() })
      .returning();
    const [booking] = await db().insert(sessionBookings).values({ sessionId: session.id, userId: lea.id, enrolmentId: enrolment.id, status: 'confirmed' }).returning();
    await db().insert(sessionAttendances).values({ bookingId: booking.id, date: session.startDate, present: false, markedBy: 'Formateur', markedAt: new Date() });
    const [file] = await db()
      .insert(dpecFiles)
      .values({ accountId: centre.id, learnerId: lea.id, offerId: session.offerId, funder: 'OPCO', funderReason: 'employee', amountCents: 12_000 })
      .returning();

    const res = await pack(await signedIn(t.app, 'titulaire@demo.test'), file.id);
    expect(res.statusCode).toBe(200);
    const pdf = readPdf(res.rawPayload);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Léa Dubois');
    expect(text).toContain(`${session.name} — absent`);
    expect(text).toContain('0 jour(s) de présence sur 1.');
    expect(text).toContain('Aucune attestation pour l’instant');
    for (const gap of ['La formation n’est pas terminée.', 'L’apprenant a été absent à au moins une date de session.', 'L’attestation n’a pas encore été délivrée.']) expect(text).toContain(gap);
    expect(pdf.pages).toBe(1);
  });

  it('speaks Spanish on the Spanish platform', async () => {
    const [central] = await db().select().from(accounts).where(eq(accounts.name, 'Farmacia Central de Chamberí'));
    // A learner of the team never enrolled (the FUNDAE demo enrols Sergio and Laura).
    const [diego] = await db().select().from(users).where(eq(users.email, 'diego.torres@cofares.test'));
    const [offer] = await db()
      .select({ id: trainingOffers.id, name: trainings.name })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .where(eq(trainingOffers.platformId, central.platformId))
      .orderBy(asc(trainingOffers.id))
      .limit(1);
    const [file] = await db().insert(dpecFiles).values({ accountId: central.id, learnerId: diego.id, offerId: offer.id, funder: 'FUNDAE', funderReason: 'spain', amountCents: 0 }).returning();
    const res = await pack(await signedIn(t.app, 'titular@cofares.test', 'cofares.localhost', 'cofares'), file.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="expediente-de-pruebas-${file.id}.pdf"`);
    const text = readPdf(res.rawPayload).text.replace(/\s+/g, ' ');
    for (const part of ['Expediente de pruebas', 'Diego Torres', offer.name, 'El alumno no está inscrito en esta formación', 'Aún no hay certificado']) expect(text).toContain(part);
  });

  it('says where the learner’s tracking chain breaks once one of its events was changed', async () => {
    const { file, learner } = await seededFile(t);
    const [event] = await db().select().from(trackingEvents).where(eq(trackingEvents.userId, learner.id)).orderBy(asc(trackingEvents.id)).limit(1);
    await db().update(trackingEvents).set({ seconds: event.seconds + 3600 }).where(eq(trackingEvents.id, event.id));
    const text = readPdf((await pack(await hallesReferent(t), file.id)).rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toContain(`Chaîne de suivi NON vérifiée : elle est rompue à l’événement n° ${event.id} (événement modifié).`);
    expect(text).toContain('La chaîne de suivi du temps ne se vérifie pas.');
  });
});
