import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import type { DpcSession } from '@app/contracts/catalogue/dpc-sessions';
import type { Db } from '@app/db/client';
import { offeredWhere, type CatalogScope } from '@app/db/offered';
import { dpcSessions } from '@app/db/schema/dpc-sessions';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { todayInParis } from '@app/domain/identity/session-user';

/**
 * `GET /api/catalog/dpc/sessions/{id}`: the sessions of the DPC programme offered under the Course id, not finished
 * today (Europe/Paris), by start date; null (404) when no DPC programme is offered under it here.
 */
export async function listDpcSessions(db: Db, scope: CatalogScope, courseId: number, now = new Date()): Promise<{ sessions: DpcSession[] } | null> {
  const [offer] = await db
    .select({ trainingId: trainings.id })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(offeredWhere(scope, eq(trainingOffers.id, courseId), eq(trainings.type, 'dpc'), isNotNull(trainings.dpc)));
  if (!offer) return null;
  const today = todayInParis(now);
  const rows = await db
    .select({ id: dpcSessions.id, reference: dpcSessions.reference, startsOn: dpcSessions.startsOn, endsOn: dpcSessions.endsOn })
    .from(dpcSessions)
    .where(and(eq(dpcSessions.trainingId, offer.trainingId), gte(dpcSessions.endsOn, today)))
    .orderBy(asc(dpcSessions.startsOn), asc(dpcSessions.id));
  return { sessions: rows.map((r) => ({ ...r, status: r.startsOn <= today ? 'open' : 'upcoming' })) };
}
