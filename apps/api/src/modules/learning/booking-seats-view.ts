import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { seatsAvailable } from '@app/domain/catalogue/face-to-face-sessions';
import type { Lang } from '@app/domain/platform/locales';
import { bookableCourse } from './booking-book.ts';
import { learnerBookings } from './booking-view.ts';
import type { LearnerContract } from './learner.ts';

/** The seats of a bookable course's sessions, read now, with the learner's live booking in each. */
export async function courseSeats(db: Db, learner: LearnerContract, lang: Lang, courseId: number) {
  const course = await bookableCourse(db, learner, lang, courseId, 'any');
  const sessions = await db
    .select({ id: faceToFaceSessions.id, maxParticipants: faceToFaceSessions.maxParticipants, currentParticipants: faceToFaceSessions.currentParticipants })
    .from(faceToFaceSessions)
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .where(and(eq(faceToFaces.trainingId, course.trainingId), isNull(faceToFaceSessions.cancelledAt)))
    .orderBy(asc(faceToFaceSessions.id));
  const [enrolment] = await db
    .select({ id: enrolments.id, status: enrolments.status })
    .from(enrolments)
    .where(and(eq(enrolments.userId, learner.userId), eq(enrolments.trainingId, course.trainingId), eq(enrolments.platformId, learner.platformId)));
  const bookings = enrolment
    ? await learnerBookings(db, learner, eq(sessionBookings.enrolmentId, enrolment.id), inArray(sessionBookings.status, ['confirmed', 'waiting', 'offered']))
    : [];
  return {
    trainingId: course.trainingId,
    courseTrackingId: enrolment && enrolment.status !== 'unsubscribed' ? enrolment.id : null,
    sessions: sessions.map((s) => ({ ...s, seatsAvailable: seatsAvailable(s), booking: bookings.find((b) => b.session.id === s.id) ?? null })),
  };
}
