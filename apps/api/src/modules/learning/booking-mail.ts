import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { platforms } from '@app/db/schema/platforms';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { sessionStart } from '@app/domain/learning/booking';
import type { Lang } from '@app/domain/platform/locales';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';

/** Dates in e-mails: the learner's language, Europe/Paris (spec §9). */
const formatInParis = (at: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'full', timeStyle: 'short' }).format(at);

/** What a booking's e-mails say: who, which training and session, when and where, in the training's language. */
export async function bookingFacts(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      booking: sessionBookings,
      email: users.email,
      firstName: users.firstName,
      training: trainings.name,
      trainingType: trainings.type,
      lang: trainings.lang,
      platformId: platforms.id,
      platform: platforms.name,
      session: faceToFaceSessions,
      virtualClass: faceToFaces.virtualClass,
    })
    .from(sessionBookings)
    .innerJoin(users, eq(users.id, sessionBookings.userId))
    .innerJoin(enrolments, eq(enrolments.id, sessionBookings.enrolmentId))
    .innerJoin(platforms, eq(platforms.id, enrolments.platformId))
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.id, sessionBookings.sessionId))
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .where(eq(sessionBookings.id, bookingId));
  return row ?? null;
}
type Facts = NonNullable<Awaited<ReturnType<typeof bookingFacts>>>;

function mailParams(facts: Facts) {
  const lang: Lang = facts.lang === 'es' ? 'es' : 'fr';
  const place = facts.virtualClass
    ? translate(lang, 'mail.booking.virtual')
    : [facts.session.marketingCity || facts.session.city, facts.session.postalCode].filter(Boolean).join(' ');
  return {
    lang,
    params: {
      firstName: facts.firstName,
      training: facts.training,
      session: facts.session.name,
      when: formatInParis(sessionStart(facts.session), lang),
      place,
      platform: facts.platform,
    },
  };
}

/** Tells the first person waiting that a seat is held for them, and until when. */
export async function sendOfferMail(db: Db, mailer: Mailer, bookingId: number): Promise<void> {
  const facts = await bookingFacts(db, bookingId);
  if (!facts || facts.booking.status !== 'offered' || !facts.booking.offerExpiresAt) return;
  const { lang, params } = mailParams(facts);
  const all = { ...params, deadline: formatInParis(facts.booking.offerExpiresAt, lang) };
  await mailer.send({
    platformId: facts.platformId,
    to: facts.email,
    subject: translate(lang, 'mail.booking.offered.subject', all),
    text: translate(lang, 'mail.booking.offered.text', all),
  });
}

/**
 * Tells a learner with a seat about their session: a reminder before it, or that a session on demand takes place;
 * nothing for a booking no longer confirmed (cancelled, moved), nor a reminder of a session that moved. Or tells a learner whose booking (seat or place on the
 * waiting list) went with the session the administrator cancelled, or whose session the administrator moved (dates or
 * place), while the booking stands.
 */
export async function sendSessionMail(
  db: Db,
  mailer: Mailer,
  bookingId: number,
  kind: 'reminder' | 'opened' | 'cancelled' | 'changed',
  /** A reminder's: the session's start it was queued for; the session moved since, it is not sent. */
  queuedForStart?: string,
): Promise<boolean> {
  const facts = await bookingFacts(db, bookingId);
  const status = facts?.booking.status;
  const concerned = kind === 'cancelled' ? status === 'cancelled' : kind === 'changed' ? status === 'confirmed' || status === 'offered' || status === 'waiting' : status === 'confirmed';
  if (!facts || !concerned) return false;
  if (queuedForStart !== undefined && sessionStart(facts.session).toISOString() !== queuedForStart) return false;
  const { lang, params } = mailParams(facts);
  await mailer.send({
    platformId: facts.platformId,
    to: facts.email,
    subject: translate(lang, `mail.booking.${kind}.subject`, params),
    text: translate(lang, `mail.booking.${kind}.text`, params),
  });
  return true;
}
