import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { trainerVirtualClass } from '@app/contracts/learning/virtual-class';
import type { Db } from '@app/db/client';
import { sessionAttendances } from '@app/db/schema/session-attendances';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { users } from '@app/db/schema/users';
import { joinState, TRAINER_OPENS_BEFORE_MINUTES } from '@app/domain/learning/virtual-class';
import { trainerRoom } from './trainer-link.ts';
import { dayView, joinStateView } from './virtual-class-session.ts';

/**
 * The trainer's page: the session, its dates, when the room opens for them, and the learners with a confirmed seat
 * (names only: the link is a bearer credential, so it shows no e-mail or phone) with what was recorded per date.
 */
export async function trainerVirtualClassView(db: Db, token: string, hasBigBlueButton: boolean, now = new Date()): Promise<DataOf<typeof trainerVirtualClass>> {
  const room = await trainerRoom(db, token, now);
  const learners = await db
    .select({ bookingId: sessionBookings.id, firstName: users.firstName, lastName: users.lastName })
    .from(sessionBookings)
    .innerJoin(users, eq(users.id, sessionBookings.userId))
    .where(and(eq(sessionBookings.sessionId, room.sessionId), eq(sessionBookings.status, 'confirmed')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(sessionBookings.id));
  const recorded = learners.length
    ? await db.select().from(sessionAttendances).where(inArray(sessionAttendances.bookingId, learners.map((l) => l.bookingId)))
    : [];
  return {
    trainerName: room.trainerName,
    training: { name: room.training.name, type: room.training.type },
    session: { id: room.sessionId, name: room.sessionName },
    provider: room.externalUrl ? 'externalLink' : hasBigBlueButton ? 'bigbluebutton' : null,
    days: room.days.map((day) => dayView(day, TRAINER_OPENS_BEFORE_MINUTES)),
    start: joinStateView(joinState(room.days, now, TRAINER_OPENS_BEFORE_MINUTES)),
    replayUrl: room.replayUrl,
    learners: learners.map((learner) => ({
      ...learner,
      attendance: room.days.map((day) => {
        const row = recorded.find((r) => r.bookingId === learner.bookingId && r.date === day.date);
        return { date: day.date, present: row?.present ?? null, joinedAt: row?.joinedAt?.toISOString() ?? null };
      }),
    })),
  };
}
