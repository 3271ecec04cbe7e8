import { and, eq } from 'drizzle-orm';
import type { BodyOf, DataOf } from '@app/contracts/contract';
import type { trainerMarkAttendance } from '@app/contracts/learning/virtual-class';
import type { Db } from '@app/db/client';
import { sessionAttendances } from '@app/db/schema/session-attendances';
import { sessionBookings } from '@app/db/schema/session-bookings';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { completeLiveModules } from './attendance-progress.ts';
import { trainerRoom } from './trainer-link.ts';

/**
 * The trainer marks a learner present or absent on a date of the session: one row per booking and date (the
 * learner's joinedAt kept beside it), with who marked it and when; marking again replaces the mark. Present
 * completes the learner's live part (a later "absent" corrects the mark, not what the training recorded).
 */
export async function markAttendance(
  db: Db,
  token: string,
  lang: Lang,
  input: BodyOf<typeof trainerMarkAttendance>,
  now = new Date(),
): Promise<DataOf<typeof trainerMarkAttendance>> {
  const room = await trainerRoom(db, token, now);
  const invalid = (field: string, key: MessageKey) => new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { [field]: [translate(lang, key)] } });
  if (!room.days.some((day) => day.date === input.date)) throw invalid('date', 'virtualClass.validation.date');
  const [booking] = await db
    .select({ id: sessionBookings.id })
    .from(sessionBookings)
    .where(and(eq(sessionBookings.id, input.bookingId), eq(sessionBookings.sessionId, room.sessionId), eq(sessionBookings.status, 'confirmed')));
  if (!booking) throw invalid('bookingId', 'virtualClass.validation.booking');
  const mark = { present: input.present, markedBy: `trainer:${room.trainerName ?? ''}`, markedAt: now };
  await db
    .insert(sessionAttendances)
    .values({ bookingId: booking.id, date: input.date, ...mark })
    .onConflictDoUpdate({ target: [sessionAttendances.bookingId, sessionAttendances.date], set: mark });
  if (input.present) await completeLiveModules(db, booking.id, { date: input.date }, now);
  return { bookingId: booking.id, date: input.date, present: input.present, markedAt: now.toISOString() };
}
