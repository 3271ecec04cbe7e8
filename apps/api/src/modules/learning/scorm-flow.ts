import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { commitCourseCurrentFlow, scormLaunchSchema } from '@app/contracts/learning/scorm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import type { ModuleContent } from '@app/db/schema/module-contents';
import { checkCmiCommit, isCmiComplete, launchCmi, mergeCmi, scoreOutOfTen, type CmiState, type ScormVersion } from '@app/domain/learning/scorm-cmi';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import { loadEnrolment, moduleOf, type EnrolmentRecord, type Learner } from './enrolment-record.ts';
import { assertModuleOpen, recordProgress } from './progress.ts';
import { signScormLaunch } from './scorm-launch-token.ts';

export interface ScormLearner extends Learner {
  firstName: string;
  lastName: string;
}

type ScormContent = ModuleContent & { scormVersion: ScormVersion; scormEntry: string; storageKey: string };
type ModuleEntry = EnrolmentRecord['modules'][number];

/** The module a call is about: the one named, else the enrolment's current one (the first not completed). */
function scormModule(record: EnrolmentRecord, moduleId: number | undefined): ModuleEntry & { content: ScormContent } {
  const entry = moduleId ? moduleOf(record, moduleId) : (record.modules.find((m) => m.progress?.status !== 'completed') ?? record.modules[0]);
  if (!entry) throw new AppError('NOT_FOUND', 'errors.moduleNotFound');
  const { content } = entry;
  if (content?.kind !== 'scorm' || !content.scormVersion || !content.scormEntry || !content.storageKey) throw new AppError('CONFLICT', 'scorm.notScorm');
  assertModuleOpen(record, entry.module.id);
  return entry as ModuleEntry & { content: ScormContent };
}

/** The URL of the launch file behind the signed segment; the entry's query and fragment are kept as written. */
export function scormLaunchPath(scope: { enrolmentId: number; moduleId: number }, token: string, entry: string): string {
  const file = entry.split(/[?#]/, 1)[0];
  const encoded = file.split('/').map(encodeURIComponent).join('/');
  return `/back/scorm/${scope.enrolmentId}/${scope.moduleId}/${token}/${encoded}${entry.slice(file.length)}`;
}

/**
 * `GET /api/course/currentFlow/{id}`: the learner's SCORM module in enrolment {id} (the current one unless named), its
 * signed launch URL and the CMI state the runtime starts from — the same on any device, since it is the server's.
 */
export async function getScormLaunch(db: Db, learner: ScormLearner, appKey: string, enrolmentId: number, moduleId?: number, now = new Date()): Promise<z.input<typeof scormLaunchSchema>> {
  const record = await loadEnrolment(db, learner, enrolmentId);
  const { module, content, progress } = scormModule(record, moduleId);
  const scope = { userId: learner.userId, enrolmentId, moduleId: module.id };
  const { token, expiresAt } = signScormLaunch(appKey, scope, now);
  const saved = (progress?.cmi ?? {}) as CmiState;
  return {
    courseTrackingId: enrolmentId,
    moduleId: module.id,
    version: content.scormVersion,
    launchUrl: scormLaunchPath(scope, token, content.scormEntry),
    expiresAt: expiresAt.toISOString(),
    // SCORM's learner name is "Last, First" (SCORM 1.2 RTE 3.4.4 cmi.core.student_name).
    cmi: launchCmi(content.scormVersion, saved, { id: String(learner.userId), name: `${learner.lastName}, ${learner.firstName}` }),
    status: progress?.status ?? 'notStarted',
    score: progress?.score ?? null,
  };
}

type Commit = z.output<typeof commitCourseCurrentFlow.body>;

/**
 * `POST /api/course/currentFlow/{id}`: one commit of the runtime. Each element is checked against the package's data
 * model; any problem refuses the whole commit (422 by element) and the saved state stays as it was. Otherwise the
 * elements join the saved state and the module's progress is recorded: the committed elements in the tracking chain,
 * the score out of 10, and completion by the domain's rule (a failed check leaves the module open). Time is credited
 * by the learning view's heartbeats, not by the package's own session time.
 */
export async function commitScorm(db: Db, learner: Learner, lang: Lang, enrolmentId: number, commit: Commit, now = new Date()): Promise<z.input<typeof commitCourseCurrentFlow.data>> {
  const record = await loadEnrolment(db, learner, enrolmentId);
  const { module, content, progress } = scormModule(record, commit.moduleId);
  const version = content.scormVersion;
  const { values, problems } = checkCmiCommit(version, commit.cmi);
  if (problems.length > 0) {
    const errors = Object.fromEntries(problems.map(({ element, problem }) => [element, [translate(lang, `scorm.${problem}`, { version })]]));
    throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors });
  }
  const cmi = mergeCmi(version, (progress?.cmi ?? {}) as CmiState, values, commit.sessionEnded);
  const score = scoreOutOfTen(version, cmi);
  const saved = await recordProgress(
    db,
    record,
    module.id,
    { kind: 'commit', payload: values, set: score === null ? { cmi } : { cmi, score }, complete: isCmiComplete(version, cmi) },
    now,
  );
  const [enrolment] = await db.select({ status: enrolments.status }).from(enrolments).where(eq(enrolments.id, enrolmentId));
  return { status: saved.status, score: saved.score ?? null, enrolmentCompleted: enrolment?.status === 'completed' };
}
