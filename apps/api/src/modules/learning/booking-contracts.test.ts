import type { Contract } from '@app/contracts/contract';
import { getCourse } from '@app/contracts/catalogue/course';
import * as booking from '@app/contracts/learning/booking';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { eq } from 'drizzle-orm';
import { createVisitor, dataOf, signedIn, type TestApp } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

const VIRTUAL = 'douleur-chronique-classe-virtuelle';

/** A learner with a seat booked in the virtual class's first session: the course, the booking and the enrolment. */
async function booked(t: TestApp, email = 'pharmacien@demo.test') {
  const course = dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: VIRTUAL } }), getCourse);
  const visitor = await signedIn(t.app, email);
  const sessionId = course.dossier_resource.faceToFaces[0].sessions[0].id;
  const answer = await visitor.call(booking.subscribeCourse, { params: { id: course.id }, body: { sessions: [sessionId] } });
  const { bookings, training } = dataOf(answer, booking.subscribeCourse);
  return { visitor, courseId: course.id, sessionId, bookingId: bookings[0].id, enrolmentId: training.id, answer };
}

sweepContracts('booking', contractsIn(import.meta.glob(['/packages/contracts/src/learning/booking.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [booking.subscribeCourse, async (t) => (await booked(t)).answer],
  [booking.unsubscribeCourse, async (t) => {
    const { visitor, courseId, sessionId } = await booked(t, 'adjoint@demo.test');
    return visitor.call(booking.unsubscribeCourse, { params: { id: courseId }, body: { sessions: [sessionId] } });
  }],
  [booking.subscribeFaceToFace, async (t) => {
    const course = dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: 'orthopedie-contention-veineuse' } }), getCourse);
    return (await signedIn(t.app, 'titulaire@demo.test')).call(booking.subscribeFaceToFace, { body: { id: course.id } });
  }],
  [booking.faceToFaceCurrentFlow, async (t) => {
    const { visitor, enrolmentId } = await booked(t, 'lea.dubois@demo.test');
    return visitor.call(booking.faceToFaceCurrentFlow, { params: { id: enrolmentId } });
  }],
  [booking.confirmSeat, async (t) => {
    const { visitor, bookingId } = await booked(t, 'maxime.leroy@demo.test');
    // A seat offered from the waiting list, as a cancellation would leave it.
    await t.db.db.update(sessionBookings).set({ status: 'offered', offerExpiresAt: new Date(Date.now() + 3600_000) }).where(eq(sessionBookings.id, bookingId));
    return visitor.call(booking.confirmSeat, { params: { id: bookingId } });
  }],
  [booking.bookingCalendar, async (t) => {
    const { visitor, bookingId } = await booked(t, 'sarah.laurent@demo.test');
    return visitor.call(booking.bookingCalendar, { params: { id: bookingId } });
  }],
  [booking.courseSeats, async (t) => {
    const { visitor, courseId } = await booked(t, 'paul.andre@demo.test');
    return visitor.call(booking.courseSeats, { params: { id: courseId } });
  }],
]));
