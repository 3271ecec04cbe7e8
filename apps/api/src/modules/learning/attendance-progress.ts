import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { isLiveModule } from '@app/domain/catalogue/training-types';
import { loadEnrolment } from './enrolment-record.ts';
import { recordProgress } from './progress.ts';

/**
 * Attendance is the live module's evidence (issue 12): once a learner attended a session (joined its virtual class,
 * or was marked present by the trainer), the training's live modules are completed in their progress, which
 * completes the enrolment — points, evaluation quiz, attestation — when its other modules are done too. Recorded
 * whatever the modules' order: a blended training's session may be booked, and attended, before its online part ends.
 * Nothing moves for an enrolment that is not active (left, or completed already).
 */
export async function completeLiveModules(db: Db, bookingId: number, attended: { date: string }, now = new Date()): Promise<void> {
  const [owner] = await db
    .select({ enrolmentId: enrolments.id, userId: enrolments.userId, platformId: enrolments.platformId, status: enrolments.status })
    .from(sessionBookings)
    .innerJoin(enrolments, eq(enrolments.id, sessionBookings.enrolmentId))
    .where(eq(sessionBookings.id, bookingId));
  if (!owner || owner.status !== 'active') return;
  const learner = { userId: owner.userId, platformId: owner.platformId };
  let record = await loadEnrolment(db, learner, owner.enrolmentId);
  for (const { module } of record.modules.filter((m) => isLiveModule(m.module.typeCode) && m.progress?.status !== 'completed')) {
    if (record.enrolment.status !== 'active') return;
    await recordProgress(db, record, module.id, { kind: 'attend', payload: { bookingId, date: attended.date }, complete: true, anyOrder: true }, now);
    record = await loadEnrolment(db, learner, owner.enrolmentId);
  }
}
