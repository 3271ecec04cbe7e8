import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { decideBooking } from '@app/domain/learning/booking';
import { hasSessionsToBook, isBookableType } from '@app/domain/learning/flow-types';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import { bookingsById } from './booking-view.ts';
import { noEffects, type BookingEffects } from './booking-effects.ts';
import { takeSeat } from './booking-seats.ts';
import { enrolInTx, enrolmentDecision, offeredCourse, type OfferedCourse } from './enrol.ts';
import type { LearnerContract } from './learner.ts';
import { listedTraining } from './listed-training.ts';

/**
 * Which training types a booking call serves: face-to-face, virtual class and webinar (`faceToFaceOnly/subscribe`),
 * mixt (`mixt/subscribe`), or any training with sessions (the course calls, the seats).
 */
export type BookingCall = 'live' | 'mixt' | 'any';
const serves = (call: BookingCall, type: string) => (call === 'any' ? hasSessionsToBook(type) : call === 'mixt' ? type === 'mixt' : isBookableType(type));

/** The offered course of a training the call serves; any other is not found for it. */
export async function bookableCourse(db: Db, learner: LearnerContract, lang: Lang, courseId: number, call: BookingCall): Promise<OfferedCourse> {
  const course = await offeredCourse(db, { platformId: learner.platformId, lang }, { courseId });
  if (!serves(call, course.type)) throw new AppError('NOT_FOUND', 'errors.courseNotFound');
  return course;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Enrols the learner in the course (when not yet) and books each session named: a seat when one is free, else a place
 * on the waiting list (refused for a face-to-face with `noWaitingList`). All or nothing: one refusal changes nothing.
 */
export async function bookSessions(db: Db, learner: LearnerContract, lang: Lang, courseId: number, sessionIds: readonly number[], call: BookingCall, now = new Date()) {
  const course = await bookableCourse(db, learner, lang, courseId, call);
  const decision = enrolmentDecision(learner, course, now);
  if (!decision.allow) throw new AppError('FORBIDDEN', `refused.${decision.reason}`, { reason: decision.reason });
  const sessions = await db
    .select({
      id: faceToFaceSessions.id,
      trainingId: faceToFaces.trainingId,
      startDate: faceToFaceSessions.startDate,
      startTime: faceToFaceSessions.startTime,
      maxParticipants: faceToFaceSessions.maxParticipants,
      currentParticipants: faceToFaceSessions.currentParticipants,
      noWaitingList: faceToFaces.noWaitingList,
    })
    .from(faceToFaceSessions)
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .where(and(inArray(faceToFaceSessions.id, [...sessionIds]), isNull(faceToFaceSessions.cancelledAt)));
  // A session of another training (or none at all) is a wrong field, named as such.
  if (sessions.length !== sessionIds.length || sessions.some((s) => s.trainingId !== course.trainingId)) {
    throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { sessions: [translate(lang, 'booking.otherTraining')] } });
  }
  const live = await db
    .select({ sessionId: sessionBookings.sessionId })
    .from(sessionBookings)
    .where(and(eq(sessionBookings.userId, learner.userId), inArray(sessionBookings.sessionId, [...sessionIds]), inArray(sessionBookings.status, ['confirmed', 'waiting', 'offered'])));
  for (const session of sessions) {
    const verdict = decideBooking(session, { trainingId: course.trainingId, now, alreadyBooked: live.some((b) => b.sessionId === session.id) });
    if (!verdict.allow) throw new AppError('CONFLICT', `booking.${verdict.reason}`, { reason: verdict.reason });
  }
  const effects: BookingEffects = noEffects();
  const { enrolmentId, bookingIds } = await db
    .transaction(async (tx) => {
      const enrolmentId = await enrolInTx(tx, learner, course);
      const bookingIds: number[] = [];
      // Sessions in id order: two learners booking the same sessions lock them in the same order.
      for (const session of [...sessions].sort((a, b) => a.id - b.id)) {
        const seated = await takeSeat(tx, session.id);
        if (!seated && session.noWaitingList) throw new AppError('CONFLICT', 'booking.full', { reason: 'full' });
        const [row] = await tx
          .insert(sessionBookings)
          .values({ sessionId: session.id, userId: learner.userId, enrolmentId, status: seated ? 'confirmed' : 'waiting', confirmedAt: seated ? now : null })
          .returning({ id: sessionBookings.id });
        bookingIds.push(row.id);
        if (seated) effects.confirmed.push(row.id);
      }
      return { enrolmentId, bookingIds };
    })
    .catch((error: unknown) => {
      // The same learner booking the same session twice at once: the database's unique index let one through.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'booking.alreadyBooked', { reason: 'alreadyBooked' });
      throw error;
    });
  effects.users.add(learner.userId);
  effects.trainings.add(course.trainingId);
  return { training: await listedTraining(db, learner, enrolmentId), bookings: await bookingsById(db, learner, bookingIds), effects };
}
