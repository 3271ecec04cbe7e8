import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@app/db/schema/notifications';
import { enrolments } from '@app/db/schema/enrolments';
import { outboxMessages } from '@app/db/schema/outbox-messages';
import { platforms } from '@app/db/schema/platforms';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { createMailer } from '../../mail/mailer.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { sendComplianceReminders, type ReminderDeps } from './reminders.ts';

let t: TestApp;
let deps: ReminderDeps;
const db = () => t.db.db;
beforeAll(async () => {
  t = await buildTestApp();
  deps = { db: t.db.db, jobs: t.app.jobs, mailer: createMailer(t.db.db), broadcaster: t.app.realtime.broadcaster };
});
afterAll(() => t.close());

const remindersTo = (email: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, email), like(outboxMessages.subject, 'Formation continue%')))
    .orderBy(outboxMessages.id);

/** Completes a DPC programme (an integrated programme meets the DPC obligation alone) on the day given. */
async function completeDpcProgramme(email: string, at: Date) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  const [offer] = await db()
    .select({ id: trainingOffers.id, trainingId: trainingOffers.trainingId })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(and(eq(trainingOffers.platformId, user.platformId), eq(trainings.dpcActionKind, 'integrated'), eq(trainings.type, 'dpc')))
    .limit(1);
  await db().insert(enrolments).values({ platformId: user.platformId, userId: user.id, trainingId: offer.trainingId, offerId: offer.id, status: 'completed', enrolledAt: at, startedAt: at, completedAt: at, updatedAt: at });
}

// The DPC period 2026–2028 ends on 31 December 2028; the certification's first cycle on 31 December 2031.
describe('the daily compliance reminders', () => {
  it('reminds at a milestone, once, a French pharmacist whose DPC is not met, by e-mail and notification, in French', async () => {
    const sent = await sendComplianceReminders(deps, new Date('2028-02-01T05:17:00Z'));
    expect(sent).toBeGreaterThan(0);
    const [mail, ...more] = await remindersTo('chloe.simon@demo.test');
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Formation continue : Développement professionnel continu (DPC) à compléter avant le 31 décembre 2028');
    expect(mail.textBody).toContain('Bonjour Chloé,');
    expect(mail.textBody).toContain('il reste 335 jour(s)');
    expect(mail.textBody).toMatch(/https:\/\/[^\s]+\/compte\/profil\n/);
    const [chloe] = await db().select().from(users).where(eq(users.email, 'chloe.simon@demo.test'));
    const notes = await db().select().from(notifications).where(eq(notifications.userId, chloe.id));
    expect(notes.map((n) => n.payload).filter((p) => p.kind === 'complianceDue')).toEqual([{ kind: 'complianceDue', obligation: 'dpc', periodEnd: '2028-12-31', milestone: 365 }]);

    // The job running again (the next day, or twice) sends the milestone no more.
    expect(await sendComplianceReminders(deps, new Date('2028-02-01T09:00:00Z'))).toBe(0);
    expect(await sendComplianceReminders(deps, new Date('2028-02-02T05:17:00Z'))).toBe(0);
    expect(await remindersTo('chloe.simon@demo.test')).toHaveLength(1);
  });

  it('sends nothing to a Spanish pharmacist, whose platform has no obligation', async () => {
    const [cofares] = await db().select().from(platforms).where(eq(platforms.codeName, 'cofares'));
    const spanish = await db().select().from(outboxMessages).where(and(eq(outboxMessages.platformId, cofares.id), like(outboxMessages.subject, 'Formación continua%')));
    expect(spanish).toEqual([]);
  });

  it('reminds at the next milestone only those still not met: one who became compliant meanwhile gets no more', async () => {
    await completeDpcProgramme('chloe.simon@demo.test', new Date('2028-03-01T10:00:00Z'));
    // 169 days left: the 180-day milestone.
    await sendComplianceReminders(deps, new Date('2028-07-15T05:17:00Z'));
    expect(await remindersTo('chloe.simon@demo.test')).toHaveLength(1);
    const maxime = await remindersTo('maxime.leroy@demo.test');
    expect(maxime).toHaveLength(2);
    expect(maxime[1].textBody).toContain('il reste 170 jour(s)');
  });
});
