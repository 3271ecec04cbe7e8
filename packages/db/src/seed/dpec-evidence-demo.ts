import { and, asc, eq, isNotNull, like, sql } from 'drizzle-orm';
import { suggestDpecFunder } from '@app/domain/pharmacy/dpec';
import { issueAttestation } from '../attestation-issue.ts';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { dpcSessions } from '../schema/dpc-sessions.ts';
import { dpecFileEvents } from '../schema/dpec-file-events.ts';
import { dpecFiles } from '../schema/dpec-files.ts';
import { enrolments } from '../schema/enrolments.ts';
import { platforms } from '../schema/platforms.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { users } from '../schema/users.ts';
import { DASHBOARD_DEMO } from './dashboard-demo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Step 19, a funding file with evidence (issue 16 part 4), guarded by any funding file of Pharmacie des Halles: the
 * first learner of the dashboard's team who completed a training with tracked time and scores gets its attestation
 * (as the platform issues it on completion) and a file with the funder the platform suggests for them (a DPC file
 * with its programme's session), financed, its history written as the referent's actions. Its evidence pack then has content for a visitor (referent@demo.test).
 */
export async function seedDpecEvidenceDemo(tx: Tx): Promise<boolean> {
  const [demo] = await tx.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'demo'));
  if (!demo) return false;
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.platformId, demo.id), eq(accounts.name, DASHBOARD_DEMO.account)));
  const [referent] = await tx.select({ id: users.id }).from(users).where(and(eq(users.platformId, demo.id), eq(users.email, 'referent@demo.test')));
  if (!account || !referent) return false;
  const [existing] = await tx.select({ id: dpecFiles.id }).from(dpecFiles).where(eq(dpecFiles.accountId, account.id)).limit(1);
  if (existing) return false;

  const done = await tx
    .select({ enrolment: enrolments, function: users.function, fundings: trainingOffers.fundings, priceHtCents: trainingOffers.priceHtCents })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(trainingOffers, eq(trainingOffers.id, enrolments.offerId))
    .where(
      and(
        eq(enrolments.accountId, account.id),
        eq(enrolments.status, 'completed'),
        isNotNull(enrolments.finalScore),
        sql`${enrolments.secondsSpent} > 0`,
        like(users.email, `${DASHBOARD_DEMO.emailPrefix}%`),
      ),
    )
    .orderBy(asc(enrolments.userId), asc(enrolments.id));
  // A DPC file names the programme's ANDPC session (it could not have been sent without one).
  const sessions = await tx.select({ id: dpcSessions.id, trainingId: dpcSessions.trainingId }).from(dpcSessions).orderBy(asc(dpcSessions.startsOn), asc(dpcSessions.id));
  const chosen = done
    .map((d) => ({ ...d, funder: suggestDpecFunder(d.fundings, d.function), session: sessions.find((s) => s.trainingId === d.enrolment.trainingId) ?? null }))
    .find((d) => d.funder.funder !== null && (d.funder.funder !== 'DPC' || d.session !== null));
  if (!chosen) return false;
  const { enrolment, funder } = chosen;
  await issueAttestation(tx, enrolment.id);

  // Opened the week after the completion, then sent, acknowledged and financed a few days apart.
  const opened = new Date(enrolment.completedAt!.getTime() + 7 * 86_400_000);
  const at = (days: number) => new Date(opened.getTime() + days * 86_400_000);
  const [file] = await tx
    .insert(dpecFiles)
    .values({
      accountId: account.id,
      learnerId: enrolment.userId,
      offerId: enrolment.offerId,
      funder: funder.funder!,
      funderReason: funder.reason,
      dpcSessionId: funder.funder === 'DPC' ? chosen.session!.id : null,
      state: 'financed',
      amountCents: chosen.priceHtCents,
      createdBy: referent.id,
      createdAt: opened,
      updatedAt: at(9),
    })
    .returning({ id: dpecFiles.id });
  const steps = [
    { action: 'create', fromState: null, toState: 'created', days: 0 },
    { action: 'submit', fromState: 'created', toState: 'submitted', days: 1 },
    { action: 'start', fromState: 'submitted', toState: 'in_progress', days: 4 },
    { action: 'finance', fromState: 'in_progress', toState: 'financed', days: 9 },
  ] as const;
  await tx.insert(dpecFileEvents).values(steps.map((s) => ({ fileId: file.id, userId: referent.id, action: s.action, fromState: s.fromState, toState: s.toState, createdAt: at(s.days) })));
  return true;
}
