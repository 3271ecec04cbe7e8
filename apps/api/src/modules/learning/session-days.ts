import { asc, inArray } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { sessionDates } from '@app/db/schema/session-dates';
import type { SessionDay } from '@app/domain/learning/virtual-class';

/** The days of sessions: their session dates when they have some, else the session's own date and times. */
export async function daysOfSessions(
  db: Db,
  sessions: readonly { sessionId: number; startDate: string; startTime: string; endTime: string }[],
): Promise<Map<number, SessionDay[]>> {
  const ids = sessions.map((s) => s.sessionId);
  const rows = ids.length
    ? await db.select().from(sessionDates).where(inArray(sessionDates.sessionId, ids)).orderBy(asc(sessionDates.date))
    : [];
  return new Map(
    sessions.map((s) => {
      const own = rows.filter((row) => row.sessionId === s.sessionId);
      return [s.sessionId, own.length ? own : [{ date: s.startDate, startTime: s.startTime, endTime: s.endTime }]];
    }),
  );
}
