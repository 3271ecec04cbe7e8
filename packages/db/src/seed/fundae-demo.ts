import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { dpecFileEvents } from '../schema/dpec-file-events.ts';
import { dpecFiles } from '../schema/dpec-files.ts';
import { enrolments } from '../schema/enrolments.ts';
import { fundaeCreditInputs } from '../schema/fundae-credit-inputs.ts';
import { platforms } from '../schema/platforms.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { users } from '../schema/users.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * FUNDAE bonificaciones of titular@cofares.test's pharmacy (issue 16 part 5): its credit inputs of this year (12 000 €
 * of contributions, 7 employees: 100 %) and a FUNDAE group of the bonificable diabetes training — Sergio completed it
 * (its end reported), Laura is following it (financed). None is under way, so the Spanish files under way stay empty.
 * Guarded by any credit input.
 */
export const FUNDAE_DEMO = {
  account: 'Farmacia Central de Chamberí',
  offerSlug: 'atencion-farmaceutica-diabetes',
  contributionsCents: 1_200_000,
  averageWorkforce: 7,
  files: [
    { email: 'sergio.martin@cofares.test', state: 'report_sent', amountCents: 18_000, completed: true, hours: 6 },
    { email: 'laura.sanchez@cofares.test', state: 'financed', amountCents: 18_000, completed: false, hours: 2.5 },
  ],
} as const;

export async function seedFundaeDemo(tx: Tx, now = new Date()): Promise<boolean> {
  const [any] = await tx.select({ year: fundaeCreditInputs.year }).from(fundaeCreditInputs).limit(1);
  if (any) return false;
  const [account] = await tx
    .select({ id: accounts.id, platformId: accounts.platformId })
    .from(accounts)
    .innerJoin(platforms, eq(platforms.id, accounts.platformId))
    .where(and(eq(accounts.name, FUNDAE_DEMO.account), eq(platforms.codeName, 'cofares')));
  const [offer] = account
    ? await tx.select().from(trainingOffers).where(and(eq(trainingOffers.slug, FUNDAE_DEMO.offerSlug), eq(trainingOffers.platformId, account.platformId)))
    : [];
  if (!account || !offer) return false;
  const learners = await tx.select().from(users).where(and(eq(users.platformId, account.platformId), inArray(users.email, FUNDAE_DEMO.files.map((f) => f.email))));
  const year = now.getUTCFullYear();
  await tx.insert(fundaeCreditInputs).values({ accountId: account.id, year, contributionsCents: FUNDAE_DEMO.contributionsCents, averageWorkforce: FUNDAE_DEMO.averageWorkforce });
  const started = new Date(Math.max(Date.UTC(year, 0, 15), now.getTime() - 40 * 86_400_000));
  for (const demo of FUNDAE_DEMO.files) {
    const learner = learners.find((u) => u.email === demo.email);
    if (!learner) continue;
    const [file] = await tx
      .insert(dpecFiles)
      .values({ accountId: account.id, learnerId: learner.id, offerId: offer.id, funder: 'FUNDAE', funderReason: 'spain', state: demo.state, amountCents: demo.amountCents, createdAt: started, updatedAt: started })
      .returning({ id: dpecFiles.id });
    await tx.insert(dpecFileEvents).values({ fileId: file.id, action: 'create', fromState: null, toState: demo.state, createdAt: started });
    const completedAt = demo.completed ? new Date(started.getTime() + 14 * 86_400_000) : null;
    await tx
      .insert(enrolments)
      .values({
        platformId: account.platformId,
        userId: learner.id,
        accountId: account.id,
        trainingId: offer.trainingId,
        offerId: offer.id,
        status: demo.completed ? 'completed' : 'active',
        enrolledAt: started,
        startedAt: started,
        completedAt,
        secondsSpent: demo.hours * 3600,
      })
      .onConflictDoNothing();
  }
  return true;
}
