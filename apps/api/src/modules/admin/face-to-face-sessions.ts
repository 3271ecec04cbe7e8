import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminSession } from '@app/contracts/admin/face-to-face';
import type { Db, Tx } from '@app/db/client';
import { experts } from '@app/db/schema/experts';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { sessionTrainers } from '@app/db/schema/session-trainers';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { seatsAvailable } from '@app/domain/catalogue/face-to-face-sessions';
import { AppError } from '../../errors/app-error.ts';
import { daysOfSessions } from '../learning/session-days.ts';
import type { AdminCaller } from './admin-caller.ts';

/** The sessions of the trainings the caller's platform offers: an administrator sees and changes no other. */
export const offeredHere = (caller: Pick<AdminCaller, 'platformId'>): SQL =>
  sql`exists (select 1 from ${trainingOffers} where ${trainingOffers.trainingId} = ${faceToFaces.trainingId} and ${trainingOffers.platformId} = ${caller.platformId})`;

const hhmm = (time: string) => time.slice(0, 5);

const columns = {
  session: faceToFaceSessions,
  trainingId: faceToFaces.trainingId,
  virtualClass: faceToFaces.virtualClass,
  training: trainings.name,
  waiting: sql<number>`(select count(*)::int from ${sessionBookings} where ${sessionBookings.sessionId} = ${faceToFaceSessions.id} and ${sessionBookings.status} = 'waiting')`,
};

/** The sessions' rows joined to their training, in the order asked. */
export function sessionRows(db: Db | Tx) {
  return db
    .select(columns)
    .from(faceToFaceSessions)
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .innerJoin(trainings, eq(trainings.id, faceToFaces.trainingId))
    .$dynamic();
}
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRows>['execute']>>[number];

/** The rows as the back-office shows them: with their days (spec §3 sessionDates) and trainers. */
export async function adminSessions(db: Db | Tx, rows: readonly SessionRow[]): Promise<AdminSession[]> {
  const ids = rows.map((r) => r.session.id);
  const [days, trainers] = await Promise.all([
    daysOfSessions(db as Db, rows.map(({ session: s }) => ({ sessionId: s.id, startDate: s.startDate, startTime: s.startTime, endTime: s.endTime }))),
    ids.length
      ? db
          .select({ sessionId: sessionTrainers.sessionId, id: experts.id, name: experts.name })
          .from(sessionTrainers)
          .innerJoin(experts, eq(experts.id, sessionTrainers.expertId))
          .where(inArray(sessionTrainers.sessionId, ids))
          .orderBy(asc(experts.name))
      : [],
  ]);
  return rows.map(({ session: s, trainingId, training, virtualClass, waiting }) => ({
    id: s.id,
    trainingId,
    training,
    name: s.name,
    virtualClass,
    city: s.city,
    marketingCity: s.marketingCity,
    postalCode: s.postalCode,
    startDate: s.startDate,
    startTime: hhmm(s.startTime),
    endTime: hhmm(s.endTime),
    multiDates: s.multiDates,
    days: (days.get(s.id) ?? []).map((d) => ({ date: d.date, startTime: hhmm(d.startTime), endTime: hhmm(d.endTime) })),
    maxParticipants: s.maxParticipants,
    seatsTaken: s.currentParticipants,
    seatsLeft: seatsAvailable(s),
    waiting,
    trainers: trainers.filter((t) => t.sessionId === s.id).map(({ id, name }) => ({ id, name })),
    cancelledAt: s.cancelledAt?.toISOString() ?? null,
  }));
}

/**
 * One session of the caller's platform, as the back-office shows it; locked for the rest of the transaction when
 * asked (whoever changes its seats locks it first, as the bookings do). A session of another platform is a 404.
 */
export async function platformSession(db: Db | Tx, caller: AdminCaller, id: number, opts: { lock?: boolean } = {}): Promise<AdminSession> {
  const query = sessionRows(db).where(and(eq(faceToFaceSessions.id, id), offeredHere(caller)));
  const [row] = opts.lock ? await query.for('update', { of: faceToFaceSessions }) : await query;
  if (!row) throw new AppError('NOT_FOUND', 'admin.faceToFace.notFound');
  const [session] = await adminSessions(db, [row]);
  return session;
}

/** A session's state as the audit log records it: what an administrator sees and edits. */
export function auditedSession(s: AdminSession) {
  return {
    training: s.training,
    name: s.name,
    virtualClass: s.virtualClass,
    city: s.city,
    marketingCity: s.marketingCity,
    postalCode: s.postalCode,
    maxParticipants: s.maxParticipants,
    dates: s.days.map((d) => `${d.date} ${d.startTime}–${d.endTime}`),
    trainers: s.trainers.map((t) => t.name),
    cancelled: s.cancelledAt !== null,
  };
}

/** How the audit log names a session. */
export const sessionSubject = (s: AdminSession) => `${s.training} — ${s.name} (#${s.id})`;
