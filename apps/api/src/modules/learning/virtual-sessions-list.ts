import { inArray } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { virtualSessionsAll } from '@app/contracts/learning/virtual-class';
import type { Db } from '@app/db/client';
import { sessionAttendances } from '@app/db/schema/session-attendances';
import { joinState } from '@app/domain/learning/virtual-class';
import type { Learner } from './enrolment-record.ts';
import { daysOfSessions } from './session-days.ts';
import { dayView, joinStateView, learnerSeats } from './virtual-class-session.ts';

type VirtualSessions = DataOf<typeof virtualSessionsAll>;

/** Open first, then the next to open, then those over (the latest first). */
function order(a: VirtualSessions[number], b: VirtualSessions[number]): number {
  const rank = { open: 0, upcoming: 1, over: 2 } as const;
  if (a.join.state !== b.join.state) return rank[a.join.state] - rank[b.join.state];
  const last = (s: VirtualSessions[number]) => s.days.at(-1)?.closesAt ?? '';
  if (a.join.state === 'over' || b.join.state === 'over') return last(b).localeCompare(last(a));
  return a.join.opensAt.localeCompare(b.join.opensAt);
}

/**
 * `POST /api/virtualSessions/all`: the signed-in learner's confirmed seats in virtual-class and webinar sessions on
 * this platform, each with its dates, where joining stands now, when they joined, and the replay once published.
 */
export async function listVirtualSessions(db: Db, learner: Learner, hasBigBlueButton: boolean, now = new Date()): Promise<VirtualSessions> {
  const rows = await learnerSeats(db, learner);
  const days = await daysOfSessions(db, rows);
  const joins = rows.length
    ? await db.select().from(sessionAttendances).where(inArray(sessionAttendances.bookingId, rows.map((r) => r.bookingId)))
    : [];
  return rows
    .map((row) => {
      const own = days.get(row.sessionId) ?? [];
      return {
        bookingId: row.bookingId,
        courseTrackingId: row.courseTrackingId,
        training: row.training,
        session: { id: row.sessionId, name: row.sessionName },
        provider: row.externalUrl ? ('externalLink' as const) : hasBigBlueButton ? ('bigbluebutton' as const) : null,
        days: own.map((day) => ({
          ...dayView(day),
          joinedAt: joins.find((j) => j.bookingId === row.bookingId && j.date === day.date)?.joinedAt?.toISOString() ?? null,
        })),
        join: joinStateView(joinState(own, now)),
        replayUrl: row.replayUrl,
      };
    })
    .sort(order);
}
