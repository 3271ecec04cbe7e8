import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '@app/db/client';
import { attestations } from '@app/db/schema/attestations';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { moduleProgress } from '@app/db/schema/module-progress';
import { quizTrackings, quizzes } from '@app/db/schema/quizzes';
import { sessionAttendances } from '@app/db/schema/session-attendances';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainingOffers } from '@app/db/schema/training-offers';
import { MODULE_TYPE } from '@app/domain/catalogue/training-types';
import { summariseEvidence, type AttendanceFact } from '@app/domain/pharmacy/evidence-pack';
import { translate } from '../../i18n/messages.ts';
import { attestationFile } from '../learning/attestation-file.ts';
import { daysOfSessions } from '../learning/session-days.ts';
import { verifyTracking } from '../learning/verify-tracking.ts';
import { renderEvidencePdf, type EvidenceScore } from './dpec-evidence-pdf.ts';
import { getDpec } from './dpec-view.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

type EnrolmentRow = typeof enrolments.$inferSelect;

/** The learner's days in the enrolment's booked sessions (confirmed seats), with what was recorded on each. */
async function attendanceOf(db: Db, enrolmentId: number): Promise<AttendanceFact[]> {
  const booked = await db
    .select({ bookingId: sessionBookings.id, sessionId: faceToFaceSessions.id, name: faceToFaceSessions.name, startDate: faceToFaceSessions.startDate, startTime: faceToFaceSessions.startTime, endTime: faceToFaceSessions.endTime })
    .from(sessionBookings)
    .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.id, sessionBookings.sessionId))
    .where(and(eq(sessionBookings.enrolmentId, enrolmentId), eq(sessionBookings.status, 'confirmed')));
  if (booked.length === 0) return [];
  const days = await daysOfSessions(db, booked);
  const marks = await db.select().from(sessionAttendances).where(inArray(sessionAttendances.bookingId, booked.map((b) => b.bookingId)));
  return booked
    .flatMap((b) =>
      days.get(b.sessionId)!.map((d) => {
        const mark = marks.find((m) => m.bookingId === b.bookingId && m.date === d.date);
        return { date: d.date, session: b.name, present: mark?.present ?? null, joined: Boolean(mark?.joinedAt) };
      }),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The enrolment's scores in percent: the initial and final tests (out of 10), its quiz modules, its evaluation quizzes. */
async function scoresOf(db: Db, enrolment: EnrolmentRow): Promise<EvidenceScore[]> {
  const percent = (outOfTen: number | null) => (outOfTen === null ? null : Math.round(outOfTen * 100) / 10);
  const modules = await db
    .select({ name: trainingModules.name, score: moduleProgress.score })
    .from(trainingModules)
    .leftJoin(moduleProgress, and(eq(moduleProgress.moduleId, trainingModules.id), eq(moduleProgress.enrolmentId, enrolment.id)))
    .where(and(eq(trainingModules.trainingId, enrolment.trainingId), eq(trainingModules.typeCode, MODULE_TYPE.quiz)))
    .orderBy(asc(trainingModules.position));
  const evaluations = await db
    .select({ score: quizTrackings.score })
    .from(quizzes)
    .leftJoin(quizTrackings, eq(quizTrackings.quizId, quizzes.id))
    .where(eq(quizzes.enrolmentId, enrolment.id))
    .orderBy(asc(quizzes.id));
  return [
    ...(enrolment.initialScore === null ? [] : [{ label: { key: 'initialScore' as const }, score: percent(enrolment.initialScore) }]),
    ...(enrolment.finalScore === null ? [] : [{ label: { key: 'finalScore' as const }, score: percent(enrolment.finalScore) }]),
    ...modules.map((m) => ({ label: { key: 'quizModule' as const, name: m.name }, score: percent(m.score) })),
    ...evaluations.map((e) => ({ label: { key: 'evaluation' as const }, score: e.score })),
  ];
}

/**
 * Ours (`dpec/:id/evidence`, issue 16 part 4): the file's evidence pack as one PDF — the file, the learner's
 * enrolment in its training under the pharmacy's account, attendance per session date, the time the tracking events
 * credited with the verification of the learner's tracking chain, quiz scores, what the funder will find missing, then
 * the pages of the enrolment's attestation when one was issued. Another pharmacy's file is a 404 (by `getDpec`).
 */
export async function dpecEvidencePack(db: Db, caller: PharmacyCaller, fileId: number): Promise<{ fileName: string; pdf: Buffer }> {
  const file = await getDpec(db, caller, fileId);
  const [offer] = await db.select({ trainingId: trainingOffers.trainingId }).from(trainingOffers).where(eq(trainingOffers.id, file.training.id));
  const [enrolment] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, file.learner.id), eq(enrolments.trainingId, offer.trainingId), eq(enrolments.accountId, caller.account.id)))
    .orderBy(desc(enrolments.id))
    .limit(1);

  const attendance = enrolment ? await attendanceOf(db, enrolment.id) : [];
  const [tracked] = enrolment
    ? await db.select({ seconds: sql<number>`coalesce(sum(${trackingEvents.seconds}), 0)`.mapWith(Number) }).from(trackingEvents).where(eq(trackingEvents.enrolmentId, enrolment.id))
    : [{ seconds: 0 }];
  const chain = await verifyTracking(db, file.learner.id);
  const scores = enrolment ? await scoresOf(db, enrolment) : [];
  const [attestation] = enrolment ? await db.select().from(attestations).where(eq(attestations.enrolmentId, enrolment.id)) : [];

  const facts = {
    enrolment: enrolment ? { status: enrolment.status } : null,
    attendance,
    trackedSeconds: tracked.seconds,
    chain: { events: chain.events, broken: chain.broken[0] ? { eventId: chain.broken[0].eventId, problem: chain.broken[0].problem } : null },
    scores,
    hasAttestation: attestation !== undefined,
  };
  const pack = await renderEvidencePdf({
    lang: caller.lang,
    file,
    pharmacy: caller.account.name,
    enrolment: enrolment && { enrolledAt: enrolment.enrolledAt, completedAt: enrolment.completedAt },
    facts,
    summary: summariseEvidence(facts),
    attestation: attestation && { code: attestation.code, issuedAt: attestation.issuedAt },
  });
  const fileName = translate(caller.lang, 'pharmacy.dpec.evidence.fileName', { id: String(file.id) });
  if (!attestation || !enrolment) return { fileName, pdf: pack };

  // The attestation as the learner downloads it, its pages after the pack's.
  const issued = await attestationFile(db, { userId: enrolment.userId, platformId: enrolment.platformId }, enrolment.id, 'training', { origin: caller.origin, lang: caller.lang });
  const merged = await PDFDocument.load(pack);
  const source = await PDFDocument.load(await issued.render());
  for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  return { fileName, pdf: Buffer.from(await merged.save()) };
}
