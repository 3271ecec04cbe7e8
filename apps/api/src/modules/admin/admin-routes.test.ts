import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAttention } from '@app/contracts/admin/attention';
import { listAuditLog } from '@app/contracts/admin/audit';
import { setMaintenance } from '@app/contracts/realtime/maintenance';
import { auditEntries } from '@app/db/schema/audit-entries';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { orders } from '@app/db/schema/orders';
import { platforms } from '@app/db/schema/platforms';
import { quizFeedbacks, quizTrackings, quizzes } from '@app/db/schema/quizzes';
import { trainingOffers } from '@app/db/schema/training-offers';
import { users } from '@app/db/schema/users';
import { isAlmostFull } from '@app/domain/admin/attention';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

const ADMIN = 'admin@demo.test';
let t: TestApp;
let admin: Visitor;
let demoId: number;
let cofaresId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, ADMIN);
  const rows = await t.db.db.select({ id: platforms.id, code: platforms.codeName }).from(platforms);
  demoId = rows.find((p) => p.code === 'demo')!.id;
  cofaresId = rows.find((p) => p.code === 'cofares')!.id;
});
afterAll(() => t.close());

describe('back-office access', () => {
  it('answers 401 to a guest and 403 to a learner, a referent and an owner, on every call', async () => {
    const guest = createVisitor(t.app);
    for (const contract of [getAttention, listAuditLog] as const) {
      expect((await guest.call(contract, { query: {} })).statusCode).toBe(401);
      for (const email of ['pharmacien@demo.test', 'referent@demo.test', 'titulaire@demo.test']) {
        const refused = await (await signedIn(t.app, email)).call(contract, { query: {} });
        expect(refused.statusCode).toBe(403);
        failureOf(refused, contract);
      }
    }
  });

  it('takes an administrator of another platform for a guest on this one', async () => {
    const elsewhere = createVisitor(t.app, 'cofares.localhost');
    await elsewhere.csrf();
    await elsewhere.request({ method: 'POST', url: '/back/api/login', payload: { email: ADMIN, password: 'Pharma-Demo-2026', platform: 'cofares' }, xsrf: true });
    expect((await elsewhere.call(getAttention)).statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('records a maintenance change with who, when and what changed, and lists it newest first', async () => {
    const [me] = await t.db.db.select().from(users).where(eq(users.email, ADMIN));
    const on = { isActive: true, showMessage: true, message: 'Mise à jour ce soir' };
    expect((await admin.call(setMaintenance, { body: on })).statusCode).toBe(200);
    await admin.call(setMaintenance, { body: { isActive: false, showMessage: false, message: '' } });
    const log = dataOf(await admin.call(listAuditLog, { query: {} }), listAuditLog);
    expect(log.total).toBe(2);
    const [latest, first] = log.items;
    expect(first).toMatchObject({
      action: 'maintenance.set',
      actor: { id: me.id, name: `${me.firstName} ${me.lastName}` },
      changes: [
        { field: 'isActive', before: false, after: true },
        { field: 'message', before: '', after: 'Mise à jour ce soir' },
        { field: 'showMessage', before: false, after: true },
      ],
    });
    expect(latest.changes.find((c) => c.field === 'isActive')).toEqual({ field: 'isActive', before: true, after: false });
    expect(new Date(latest.at).getTime()).toBeGreaterThanOrEqual(new Date(first.at).getTime());
    expect(log.actors).toEqual([{ id: me.id, name: `${me.firstName} ${me.lastName}` }]);
  });

  it('filters by action, by who and by Paris days, and never shows another platform’s entries', async () => {
    await t.db.db.insert(auditEntries).values({ platformId: cofaresId, userId: null, actorName: 'Otra administradora', action: 'maintenance.set', before: null, after: { isActive: true } });
    const all = dataOf(await admin.call(listAuditLog, { query: {} }), listAuditLog);
    expect(all.items.every((e) => e.actor.name !== 'Otra administradora')).toBe(true);
    const mine = all.items[0].actor.id!;
    expect(dataOf(await admin.call(listAuditLog, { query: { userId: mine, action: 'maintenance.set' } }), listAuditLog).total).toBe(all.total);
    expect(dataOf(await admin.call(listAuditLog, { query: { userId: mine + 100_000 } }), listAuditLog).total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(dataOf(await admin.call(listAuditLog, { query: { from: today, to: today } }), listAuditLog).total).toBe(all.total);
    expect(dataOf(await admin.call(listAuditLog, { query: { from: '2020-01-01', to: '2020-12-31' } }), listAuditLog).total).toBe(0);
    // Blank filters are no filters (a form sent with its fields empty).
    expect(dataOf(await admin.call(listAuditLog, { query: { action: '', userId: '', from: '', to: '' } as never }), listAuditLog).total).toBe(all.total);
  });

  it('refuses a period ending before it starts, an unknown action and a malformed day beside their field, in the user’s language', async () => {
    const period = await admin.call(listAuditLog, { query: { from: '2026-05-02', to: '2026-05-01' } });
    expect(period.statusCode).toBe(422);
    expect(failureOf(period, listAuditLog).data).toEqual({ errors: { to: ['La fin de la période ne peut pas précéder son début.'] } });
    const bad = await admin.request({ method: 'GET', url: '/back/api/admin/auditLog?action=drop&from=yesterday&page=-1' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((failureOf(bad, listAuditLog).data as { errors: Record<string, string[]> }).errors).sort()).toEqual(['action', 'from', 'page']);
  });
});

describe('what needs attention', () => {
  it('lists the cheques to record, the sessions about to fill and the recent quiz feedback of this platform only', async () => {
    const before = dataOf(await admin.call(getAttention), getAttention);
    // An order of this platform now waiting for its cheque, and one of another platform.
    const [own] = await t.db.db.select().from(orders).where(and(eq(orders.platformId, demoId), eq(orders.status, 'paid'))).limit(1);
    await t.db.db.update(orders).set({ status: 'awaitingCheque' }).where(eq(orders.id, own.id));
    const [foreign] = await t.db.db.select().from(orders).where(and(eq(orders.platformId, cofaresId), eq(orders.status, 'paid'))).limit(1);
    if (foreign) await t.db.db.update(orders).set({ status: 'awaitingCheque' }).where(eq(orders.id, foreign.id));
    // A future session of a training offered here, one seat left.
    const [session] = await t.db.db
      .select({ id: faceToFaceSessions.id, max: faceToFaceSessions.maxParticipants })
      .from(faceToFaceSessions)
      .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
      .innerJoin(trainingOffers, and(eq(trainingOffers.trainingId, faceToFaces.trainingId), eq(trainingOffers.platformId, demoId)))
      .where(and(gt(faceToFaceSessions.startDate, sql`current_date + 7`), gt(faceToFaceSessions.maxParticipants, 2)))
      .limit(1);
    await t.db.db.update(faceToFaceSessions).set({ currentParticipants: session.max - 1 }).where(eq(faceToFaceSessions.id, session.id));
    // A quiz feedback given today.
    const [learner] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, 'pharmacien@demo.test'));
    const [quiz] = await t.db.db.insert(quizzes).values({ userId: learner.id, platformId: demoId }).returning();
    const [tracking] = await t.db.db.insert(quizTrackings).values({ quizId: quiz.id, userId: learner.id }).returning();
    await t.db.db.insert(quizFeedbacks).values({ quizTrackingId: tracking.id, userId: learner.id, platformId: demoId, rating: 2, comment: 'Question 3 ambiguë' });

    const now = dataOf(await admin.call(getAttention), getAttention);
    expect(now.cheques.count).toBe(before.cheques.count + 1);
    expect(now.cheques.items.map((c) => c.reference)).toContain(own.reference);
    if (foreign) expect(now.cheques.items.map((c) => c.reference)).not.toContain(foreign.reference);
    expect(now.sessions.items.find((s) => s.id === session.id)).toMatchObject({ seatsLeft: 1, maxParticipants: session.max });
    expect(now.sessions.items.every((s) => isAlmostFull(s.maxParticipants, s.maxParticipants - s.seatsLeft))).toBe(true);
    expect(now.feedback.count).toBe(before.feedback.count + 1);
    expect(now.feedback.averageRating).not.toBeNull();
  });
});
