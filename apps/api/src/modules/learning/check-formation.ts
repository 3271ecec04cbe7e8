import { and, eq } from 'drizzle-orm';
import type { EnrolmentState } from '@app/contracts/learning/enrolment';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import type { TrainingType } from '@app/domain/catalogue/training-types';
import type { Lang } from '@app/domain/platform/locales';
import { translate } from '../../i18n/messages.ts';
import { enrolmentDecision, offeredCourse } from './enrol.ts';
import type { LearnerContract } from './learner.ts';
import { listedTraining } from './listed-training.ts';

/**
 * `checkFormation/{type}/{slug}`: where the learner stands with the course of a detail page — enrolled (continue),
 * finished, free to enrol, or refused with spec §4's reason and what to do (docs/decisions.md).
 */
export async function checkFormation(db: Db, learner: LearnerContract, lang: Lang, type: TrainingType, slug: string): Promise<EnrolmentState> {
  const course = await offeredCourse(db, { platformId: learner.platformId, lang }, { slug });
  const courseId = course.offerId;
  const [enrolment] = await db
    .select({ id: enrolments.id, status: enrolments.status })
    .from(enrolments)
    .where(and(eq(enrolments.userId, learner.userId), eq(enrolments.trainingId, course.trainingId), eq(enrolments.platformId, learner.platformId)));
  if (enrolment && enrolment.status !== 'unsubscribed') {
    const listed = await listedTraining(db, learner, enrolment.id);
    return listed.status === 'completed'
      ? { state: 'finished', courseId, courseTrackingId: listed.id, points: listed.points }
      : { state: 'continue', courseId, courseTrackingId: listed.id, progress: listed.progress };
  }
  const decision = course.type === type ? enrolmentDecision(learner, course) : ({ allow: false, reason: 'typeNotServed' } as const);
  return decision.allow ? { state: 'enrol', courseId } : { state: 'refused', courseId, reason: decision.reason, message: translate(lang, `refused.${decision.reason}`) };
}
