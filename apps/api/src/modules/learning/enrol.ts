import { and, eq, sql } from 'drizzle-orm';
import type { ListedTraining } from '@app/contracts/learning/enrolment';
import type { Db } from '@app/db/client';
import { offeredWhere } from '@app/db/offered';
import { enrolments } from '@app/db/schema/enrolments';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { todayInParis } from '@app/domain/identity/session-user';
import { decideEnrolment, type EnrolmentDecision } from '@app/domain/learning/enrolment';
import { ENROLLABLE_TYPES, type EnrollableType } from '@app/domain/learning/flow-types';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { notify } from '../../realtime/notify.ts';
import { appendTrackingEvent, type Tx } from './tracking-chain.ts';
import type { LearnerContract } from './learner.ts';
import { listedTraining } from './listed-training.ts';

/** What an enrolment reads of a course (an offer and its training): select these from training_offers ⋈ trainings. */
export const enrolmentCourseColumns = {
  offerId: trainingOffers.id,
  trainingId: trainings.id,
  type: trainings.type,
  name: trainings.name,
  slug: trainingOffers.slug,
  canStart: trainingOffers.canStart,
  noContractRequired: trainings.noContractRequired,
  free: sql<boolean>`(${trainingOffers.priceHtCents} = 0 or ${trainings.free})`,
  availableFunctions: trainings.availableFunctions,
  availableOnSpace: trainings.availableOnSpace,
};

/** The offered course a learner asks about, with what the enrolment rules read; 404 when not offered here. */
export async function offeredCourse(db: Db, scope: { platformId: number; lang: Lang }, where: { courseId?: number; slug?: string }) {
  const [row] = await db
    .select(enrolmentCourseColumns)
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(
      offeredWhere(
        scope,
        where.courseId !== undefined ? eq(trainingOffers.id, where.courseId) : undefined,
        where.slug !== undefined ? eq(trainingOffers.slug, where.slug) : undefined,
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'errors.courseNotFound');
  return row;
}
export type OfferedCourse = Awaited<ReturnType<typeof offeredCourse>>;

/** Spec §4's rules, plus this release's: only the types followed online (self-paced, DPC, live by booking) are enrolled. */
export function enrolmentDecision(learner: LearnerContract, course: OfferedCourse, now = new Date()): EnrolmentDecision {
  if (!(ENROLLABLE_TYPES as readonly string[]).includes(course.type)) return { allow: false, reason: 'typeNotServed' };
  return decideEnrolment(learner, course, todayInParis(now));
}

/**
 * Enrols the learner in an offered course (idempotent: enrolling again answers the same enrolment, re-activating
 * one left earlier). `type` is the training type the call is for; a course of another type is not found there.
 */
export async function enrol(db: Db, learner: LearnerContract, lang: Lang, courseId: number, type: EnrollableType): Promise<ListedTraining> {
  const course = await offeredCourse(db, { platformId: learner.platformId, lang }, { courseId });
  if (course.type !== type) throw new AppError('NOT_FOUND', 'errors.courseNotFound');
  const decision = enrolmentDecision(learner, course);
  if (!decision.allow) throw new AppError('FORBIDDEN', `refused.${decision.reason}`, { reason: decision.reason });
  const enrolmentId = await db.transaction((tx) => enrolInTx(tx, learner, course));
  return listedTraining(db, learner, enrolmentId);
}

/** The learner's enrolment in the course (if any), locked until the caller's transaction ends. */
async function lockEnrolment(tx: Tx, learner: LearnerContract, course: OfferedCourse) {
  const [existing] = await tx
    .select({ id: enrolments.id, status: enrolments.status })
    .from(enrolments)
    .where(and(eq(enrolments.userId, learner.userId), eq(enrolments.trainingId, course.trainingId), eq(enrolments.platformId, learner.platformId)))
    .for('update');
  return existing;
}

/**
 * The learner's enrolment in the course, in the caller's transaction: the existing one (re-activated when it was
 * left) or a new one. The rules (`enrolmentDecision`) are the caller's to check first.
 */
export async function enrolInTx(tx: Tx, learner: LearnerContract, course: OfferedCourse): Promise<number> {
  const existing = await lockEnrolment(tx, learner, course);
  if (existing && existing.status !== 'unsubscribed') return existing.id;
  const [row] = existing
    ? await tx.update(enrolments).set({ status: 'active', unsubscribedAt: null, updatedAt: new Date() }).where(eq(enrolments.id, existing.id)).returning({ id: enrolments.id })
    : await tx
        .insert(enrolments)
        .values({ platformId: learner.platformId, userId: learner.userId, accountId: learner.accountId, trainingId: course.trainingId, offerId: course.offerId })
        .onConflictDoNothing()
        .returning({ id: enrolments.id });
  // A concurrent first enrolment of the same learner won the insert: answer it.
  if (!row) return (await tx.select({ id: enrolments.id }).from(enrolments).where(and(eq(enrolments.userId, learner.userId), eq(enrolments.trainingId, course.trainingId), eq(enrolments.platformId, learner.platformId))))[0].id;
  await appendTrackingEvent(tx, { userId: learner.userId, enrolmentId: row.id, moduleId: null, kind: 'enrol', payload: { courseId: course.offerId } });
  await notify(tx, learner, { kind: 'enrolled', courseId: course.offerId, trainingType: course.type, slug: course.slug, trainingName: course.name });
  return row.id;
}

/** Leaves an enrolment in progress; a completed one stays (what was earned is kept, DATA.md). */
export async function unsubscribe(db: Db, learner: LearnerContract, lang: Lang, courseId: number, type: EnrollableType): Promise<ListedTraining> {
  const course = await offeredCourse(db, { platformId: learner.platformId, lang }, { courseId });
  if (course.type !== type) throw new AppError('NOT_FOUND', 'errors.courseNotFound');
  const enrolmentId = await db.transaction((tx) => leaveInTx(tx, learner, course));
  return listedTraining(db, learner, enrolmentId);
}

/** Leaves the learner's enrolment in the course, in the caller's transaction (404 when none, 409 when completed). */
export async function leaveInTx(tx: Tx, learner: LearnerContract, course: OfferedCourse): Promise<number> {
  const existing = await lockEnrolment(tx, learner, course);
  if (!existing) throw new AppError('NOT_FOUND', 'errors.notEnrolled');
  if (existing.status === 'completed') throw new AppError('CONFLICT', 'errors.enrolmentClosed');
  if (existing.status === 'active') {
    await tx.update(enrolments).set({ status: 'unsubscribed', unsubscribedAt: new Date(), updatedAt: new Date() }).where(eq(enrolments.id, existing.id));
    await appendTrackingEvent(tx, { userId: learner.userId, enrolmentId: existing.id, moduleId: null, kind: 'unenrol', payload: { courseId: course.offerId } });
  }
  return existing.id;
}
