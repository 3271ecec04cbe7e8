import { eq } from 'drizzle-orm';
import * as f2f from '@app/contracts/admin/face-to-face';
import { subscribeCourse } from '@app/contracts/learning/booking';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { trainingOffers } from '@app/db/schema/training-offers';
import { dataOf, signedIn, type TestApp } from '../../test/helper.ts';

/** The demo virtual class's offer: a training of the demo platform a learner may book. */
const VIRTUAL = 'douleur-chronique-classe-virtuelle';

/** A new session of the demo virtual class, created by demo's administrator, some weeks ahead. */
export async function demoSession(t: TestApp) {
  const [offer] = await t.db.db.select({ id: trainingOffers.id, trainingId: trainingOffers.trainingId }).from(trainingOffers).where(eq(trainingOffers.slug, VIRTUAL)).limit(1);
  const admin = await signedIn(t.app, 'admin@demo.test');
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const body = { name: 'Session du contrat', virtualClass: true, city: null, marketingCity: null, postalCode: null, maxParticipants: 5, dates: [{ date, startTime: '09:00', endTime: '12:00' }], trainerIds: [] };
  const session = dataOf(await admin.call(f2f.createFaceToFaceSession, { body: { ...body, trainingId: offer.trainingId } }), f2f.createFaceToFaceSession);
  return { admin, session, body, courseId: offer.id };
}

/** A demo session that took place yesterday, with a learner seated in it. */
export async function pastSessionWithLearner(t: TestApp) {
  const { admin, session, courseId } = await demoSession(t);
  const learner = await signedIn(t.app, 'pharmacien@demo.test');
  const booked = dataOf(await learner.call(subscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } }), subscribeCourse);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await t.db.db.update(faceToFaceSessions).set({ startDate: yesterday }).where(eq(faceToFaceSessions.id, session.id));
  return { admin, session, date: yesterday, bookingId: booked.bookings[0].id };
}
