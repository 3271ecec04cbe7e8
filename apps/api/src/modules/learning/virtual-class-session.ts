import { and, eq, type SQL } from 'drizzle-orm';
import type { JoinStateView, SessionDayView } from '@app/contracts/learning/virtual-class';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trainings } from '@app/db/schema/trainings';
import { virtualClasses } from '@app/db/schema/virtual-classes';
import { joinWindow, type JoinState, type SessionDay } from '@app/domain/learning/virtual-class';
import { TIME_ZONE, type Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { Learner } from './enrolment-record.ts';
import { daysOfSessions } from './session-days.ts';

/** The columns of a virtual session that its calls read (joined with its training and its room, if any). */
export const sessionColumns = {
  sessionId: faceToFaceSessions.id,
  sessionName: faceToFaceSessions.name,
  startDate: faceToFaceSessions.startDate,
  startTime: faceToFaceSessions.startTime,
  endTime: faceToFaceSessions.endTime,
  training: { id: trainings.id, name: trainings.name, type: trainings.type },
  externalUrl: virtualClasses.externalUrl,
  replayUrl: virtualClasses.replayUrl,
};

export function dayView(day: SessionDay, opensBeforeMinutes?: number): SessionDayView {
  const window = joinWindow(day, opensBeforeMinutes);
  return { date: day.date, startTime: day.startTime.slice(0, 5), endTime: day.endTime.slice(0, 5), opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() };
}

export function joinStateView(state: JoinState): JoinStateView {
  if (state.state === 'over') return { state: 'over' };
  return { state: state.state, date: state.day.date, opensAt: state.window.opensAt.toISOString(), closesAt: state.window.closesAt.toISOString() };
}

/**
 * The refusal of a join outside every window: when the next date opens, in the caller's language and Paris time
 * (409, data.opensAt), or that the session is over.
 */
export function notOpen(state: Exclude<JoinState, { state: 'open' }>, lang: Lang, key: MessageKey = 'virtualClass.errors.notOpen'): AppError {
  if (state.state === 'over') return new AppError('CONFLICT', 'virtualClass.errors.over');
  const locale = lang === 'es' ? 'es-ES' : 'fr-FR';
  const { opensAt } = state.window;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: TIME_ZONE }).format(opensAt);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }).format(opensAt);
  return new AppError('CONFLICT', key, { date: state.day.date, opensAt: opensAt.toISOString() }, { day, time });
}

/**
 * The learner's confirmed seats in virtual-class and webinar sessions on their platform (and those `conditions`), with
 * their session, training and room. A waiting or cancelled booking, another learner's, or a face-to-face (not virtual)
 * session is not one of them.
 */
export function learnerSeats(db: Db, learner: Learner, ...conditions: SQL[]) {
  return db
    .select({ bookingId: sessionBookings.id, courseTrackingId: sessionBookings.enrolmentId, ...sessionColumns })
    .from(sessionBookings)
    .innerJoin(enrolments, eq(enrolments.id, sessionBookings.enrolmentId))
    .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.id, sessionBookings.sessionId))
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .innerJoin(trainings, eq(trainings.id, faceToFaces.trainingId))
    .leftJoin(virtualClasses, eq(virtualClasses.sessionId, faceToFaceSessions.id))
    .where(
      and(
        eq(sessionBookings.userId, learner.userId),
        eq(sessionBookings.status, 'confirmed'),
        eq(enrolments.platformId, learner.platformId),
        eq(faceToFaces.virtualClass, true),
        ...conditions,
      ),
    );
}

/** One of the learner's seats (learnerSeats) with its days; anything else is a 404, as if it did not exist. */
export async function bookedSession(db: Db, learner: Learner, bookingId: number) {
  const [row] = await learnerSeats(db, learner, eq(sessionBookings.id, bookingId));
  if (!row) throw new AppError('NOT_FOUND', 'virtualClass.errors.notFound');
  const days = (await daysOfSessions(db, [row])).get(row.sessionId) ?? [];
  return { ...row, days };
}
