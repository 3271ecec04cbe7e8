import { and, eq, max, sql } from 'drizzle-orm';
import type { CurrentFlow } from '@app/contracts/learning/flow';
import type { Db } from '@app/db/client';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { sessionAttendances } from '@app/db/schema/session-attendances';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { sessionDates } from '@app/db/schema/session-dates';
import { courseKindOfModule, mixtDisplayType, type CourseKind } from '@app/domain/catalogue/training-types';
import { todayInParis } from '@app/domain/identity/session-user';
import { liveModuleStatus, mixtFlow, type LiveBookingFacts } from '@app/domain/learning/mixt';
import { enrolmentBookings } from './booking-view.ts';
import type { EnrolmentRecord } from './enrolment-record.ts';
import { progressOf, resumeModuleOf } from './listed-training.ts';

/** The enrolment's bookings with their session's last day and what attendance says (the live module's status). */
async function liveBookingFacts(db: Db, enrolmentId: number): Promise<LiveBookingFacts[]> {
  const rows = await db
    .select({
      status: sessionBookings.status,
      lastDay: sql<string>`coalesce(${max(sessionDates.date)}, ${faceToFaceSessions.startDate})`,
      attended: sql<boolean>`bool_or(${sessionAttendances.present} is true or ${sessionAttendances.joinedAt} is not null)`,
      markedAbsent: sql<boolean>`bool_and(${sessionAttendances.present} is false and ${sessionAttendances.joinedAt} is null)`,
    })
    .from(sessionBookings)
    .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.id, sessionBookings.sessionId))
    .leftJoin(sessionDates, eq(sessionDates.sessionId, sessionBookings.sessionId))
    .leftJoin(sessionAttendances, eq(sessionAttendances.bookingId, sessionBookings.id))
    .where(and(eq(sessionBookings.enrolmentId, enrolmentId)))
    .groupBy(sessionBookings.id, faceToFaceSessions.startDate);
  return rows.map((r) => ({ status: r.status, lastDay: String(r.lastDay), attended: r.attended === true, markedAbsent: r.markedAbsent === true }));
}

/**
 * The current flow of a mixt enrolment (issue 12 part 5): its modules in the order of its parts (`faceToFaceFirst`),
 * the live module's status derived from the learner's bookings and attendance, the locks across parts, the progress
 * over every module and the `live` part (the bookings).
 */
export async function mixtCurrentFlow(db: Db, record: EnrolmentRecord, base: CurrentFlow, now = new Date()): Promise<CurrentFlow> {
  const { enrolment, training } = record;
  const liveStatus = liveModuleStatus(await liveBookingFacts(db, enrolment.id), todayInParis(now));
  const { parts, modules } = mixtFlow(base.modules, training.faceToFaceFirst, liveStatus);
  const bookings = await enrolmentBookings(db, { userId: enrolment.userId, platformId: enrolment.platformId }, enrolment.id);
  const kinds = modules.map((m) => courseKindOfModule(m.typeCode)).filter((k): k is CourseKind => k !== null);
  return {
    ...base,
    modules,
    resumeModuleId: resumeModuleOf(modules),
    progress: progressOf(modules.filter((m) => m.status === 'completed').length, modules.length, enrolment.status),
    live: { bookings },
    mixt: {
      parts: parts.map((p) => ({ kind: p.kind, status: p.status, moduleIds: p.modules.map((m) => m.id) })),
      planF2f: training.planF2f,
      displayType: mixtDisplayType(kinds),
    },
  };
}
