import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import type { ModuleContentKind } from '@app/db/schema/module-contents';
import { enrolments } from '@app/db/schema/enrolments';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainingOffers } from '@app/db/schema/training-offers';
import type { MessageKey } from '../../i18n/messages.ts';
import { AppError } from '../../errors/app-error.ts';
import { loadEnrolment, type EnrolmentRecord, type Learner } from './enrolment-record.ts';
import { assertModuleOpen } from './progress.ts';

/** A step of an enrolment: its module with content and progress, and its position (1-based). */
export interface MediaStep {
  record: EnrolmentRecord;
  entry: EnrolmentRecord['modules'][number];
  step: number;
}

/** What a call serves: the video calls play video and audio, the pdf calls documents. */
export type StepKinds = readonly ModuleContentKind[];
export const MEDIA_KINDS: StepKinds = ['video', 'audio'];
export const PDF_KINDS: StepKinds = ['pdf'];

/** The `step`-th module of the learner's enrolment; 404 when there is none or it plays something else, 409 when locked. */
export async function stepOfEnrolment(db: Db, learner: Learner, enrolmentId: number, step: number, kinds: StepKinds): Promise<MediaStep> {
  const record = await loadEnrolment(db, learner, enrolmentId);
  return openStep(record, step, kinds);
}

/**
 * A module among the learner's enrolments (`…/module/…/{id}`, `getAudioStream/{id}`): the enrolment on this platform
 * of the training holding it. Another learner's module, or one of a training they do not follow, is a 404.
 */
export async function stepOfModule(db: Db, learner: Learner, moduleId: number, kinds: StepKinds): Promise<MediaStep> {
  const [found] = await db
    .select({ enrolmentId: enrolments.id })
    .from(trainingModules)
    .innerJoin(enrolments, eq(enrolments.trainingId, trainingModules.trainingId))
    .where(and(eq(trainingModules.id, moduleId), eq(enrolments.userId, learner.userId), eq(enrolments.platformId, learner.platformId)));
  if (!found) throw new AppError('NOT_FOUND', 'errors.moduleNotFound');
  const record = await loadEnrolment(db, learner, found.enrolmentId);
  return openStep(record, record.modules.findIndex((m) => m.module.id === moduleId) + 1, kinds);
}

/** The learner's enrolment in the training offered as `slug` on this platform, or 404. */
export async function enrolmentOfSlug(db: Db, learner: Learner, slug: string): Promise<EnrolmentRecord> {
  const [found] = await db
    .select({ enrolmentId: enrolments.id })
    .from(enrolments)
    .innerJoin(trainingOffers, eq(trainingOffers.id, enrolments.offerId))
    .where(and(eq(trainingOffers.slug, slug), eq(trainingOffers.platformId, learner.platformId), eq(enrolments.userId, learner.userId)));
  if (!found) throw new AppError('NOT_FOUND', 'errors.notEnrolled');
  return loadEnrolment(db, learner, found.enrolmentId);
}

export function openStep(record: EnrolmentRecord, step: number, kinds: StepKinds): MediaStep {
  const entry = record.modules[step - 1];
  if (!entry) throw new AppError('NOT_FOUND', 'errors.moduleNotFound');
  if (!entry.content || !kinds.includes(entry.content.kind)) throw new AppError('NOT_FOUND', kindMessage(kinds));
  assertModuleOpen(record, entry.module.id);
  return { record, entry, step };
}

const kindMessage = (kinds: StepKinds): MessageKey => (kinds === PDF_KINDS ? 'media.errors.notPdfStep' : 'media.errors.notMediaStep');

/** Whether completing this module (now completed) finished the training: every other module was already completed. */
export function finishesTraining(record: EnrolmentRecord, moduleId: number, completed: boolean): boolean {
  return completed && record.modules.every((m) => m.module.id === moduleId || m.progress?.status === 'completed');
}
