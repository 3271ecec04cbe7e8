import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { dpcSessions } from '../schema/dpc-sessions.ts';
import { trainings } from '../schema/trainings.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo sessions of every DPC programme: one open through the winter, the next one in 2027 (local dates). */
export const DEMO_DPC_SESSIONS = [
  { suffix: 'S1', startsOn: '2026-09-01', endsOn: '2027-03-31' },
  { suffix: 'S2', startsOn: '2027-04-01', endsOn: '2027-12-15' },
] as const;

/** Seed step (issue "Learning II" part 6): the sessions of the DPC programmes. Its marker is any DPC session. */
export async function seedDpcSessions(tx: Tx): Promise<boolean> {
  const marker = await tx.select({ id: dpcSessions.id }).from(dpcSessions).limit(1);
  if (marker.length > 0) return false;
  const programmes = await tx.select({ id: trainings.id, reference: sql<string>`${trainings.dpc}->>'id'` }).from(trainings).where(isNotNull(trainings.dpc));
  if (programmes.length === 0) return false;
  await tx.insert(dpcSessions).values(
    programmes.flatMap((p) => DEMO_DPC_SESSIONS.map(({ suffix, startsOn, endsOn }) => ({ trainingId: p.id, reference: `${p.reference}-${suffix}`, startsOn, endsOn }))),
  );
  return true;
}
