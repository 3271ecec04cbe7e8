import { sql } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { sessionDateTrackingJoin } from '@app/contracts/learning/virtual-class';
import type { Db } from '@app/db/client';
import { sessionAttendances } from '@app/db/schema/session-attendances';
import { joinState } from '@app/domain/learning/virtual-class';
import type { Lang } from '@app/domain/platform/locales';
import { completeLiveModules } from './attendance-progress.ts';
import type { Learner } from './enrolment-record.ts';
import { bookedSession, notOpen } from './virtual-class-session.ts';

/**
 * Attendance evidence: the learner joined the session date open now. One row per booking and date, written with the
 * server's time; joining again (another tab, a reconnection) keeps the first instant. Attending completes the
 * training's live part.
 */
export async function recordSessionDateJoin(db: Db, learner: Learner, lang: Lang, bookingId: number, now = new Date()): Promise<DataOf<typeof sessionDateTrackingJoin>> {
  const booked = await bookedSession(db, learner, bookingId);
  const state = joinState(booked.days, now);
  if (state.state !== 'open') throw notOpen(state, lang);
  const [row] = await db
    .insert(sessionAttendances)
    .values({ bookingId, date: state.day.date, joinedAt: now })
    .onConflictDoUpdate({
      target: [sessionAttendances.bookingId, sessionAttendances.date],
      set: { joinedAt: sql`coalesce(${sessionAttendances.joinedAt}, excluded.joined_at)` },
    })
    .returning({ date: sessionAttendances.date, joinedAt: sessionAttendances.joinedAt });
  await completeLiveModules(db, bookingId, { date: row.date }, now);
  return { bookingId, date: row.date, joinedAt: (row.joinedAt ?? now).toISOString() };
}
