import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { listSessionsQuery } from '@app/contracts/admin/face-to-face';
import type { Db } from '@app/db/client';
import { experts } from '@app/db/schema/experts';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { pageOffset } from '@app/domain/platform/pagination';
import { todayInParis } from '@app/domain/identity/session-user';
import type { AdminCaller } from './admin-caller.ts';
import { TYPES_WITH_SESSIONS } from './create-face-to-face-session.ts';
import { adminSessions, offeredHere, sessionRows } from './face-to-face-sessions.ts';

type ListQuery = z.output<typeof listSessionsQuery>;

/**
 * The face-to-face sessions of the trainings the platform offers: upcoming ones (from today, Paris) soonest first, or
 * past ones latest first, cancelled ones included and marked; with the trainings to filter by and the experts to
 * choose trainers from.
 */
export async function listFaceToFaceSessions(db: Db, caller: AdminCaller, query: ListQuery, now = new Date()) {
  const today = todayInParis(now);
  const filters: SQL[] = [offeredHere(caller), query.when === 'upcoming' ? sql`${faceToFaceSessions.startDate} >= ${today}` : sql`${faceToFaceSessions.startDate} < ${today}`];
  if (query.trainingId) filters.push(eq(faceToFaces.trainingId, query.trainingId));
  const where = and(...filters);
  const order = query.when === 'upcoming' ? [asc(faceToFaceSessions.startDate), asc(faceToFaceSessions.startTime)] : [desc(faceToFaceSessions.startDate), desc(faceToFaceSessions.startTime)];
  const [rows, [{ total }], trainingList, expertList] = await Promise.all([
    sessionRows(db)
      .where(where)
      .orderBy(...order, asc(faceToFaceSessions.id))
      .limit(query.perPage)
      .offset(pageOffset(query.page, query.perPage)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(faceToFaceSessions)
      .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
      .where(where),
    db
      .selectDistinct({ id: trainings.id, name: trainings.name })
      .from(trainings)
      .innerJoin(trainingOffers, and(eq(trainingOffers.trainingId, trainings.id), eq(trainingOffers.platformId, caller.platformId)))
      .where(inArray(trainings.type, [...TYPES_WITH_SESSIONS]))
      .orderBy(asc(trainings.name), asc(trainings.id)),
    db.select({ id: experts.id, name: experts.name }).from(experts).orderBy(asc(experts.name)),
  ]);
  return { items: await adminSessions(db, rows), total, page: query.page, perPage: query.perPage, trainings: trainingList, experts: expertList };
}
