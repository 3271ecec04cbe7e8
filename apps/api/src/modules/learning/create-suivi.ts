import type { CurrentFlow } from '@app/contracts/learning/flow';
import type { Db } from '@app/db/client';
import { readMaintenance } from '@app/db/maintenance';
import { AppError } from '../../errors/app-error.ts';
import { currentFlow } from './current-flow.ts';
import { resumeModuleOf } from './listed-training.ts';
import { loadEnrolment, type Learner } from './enrolment-record.ts';
import { recordProgress } from './progress.ts';

/**
 * Starts a module (the spec's "suivi"): the one named, else where the learner resumes. Refused in read-only mode
 * (spec §4), while the LMS is in maintenance (503 with its message), and on a locked module (409).
 */
export async function createSuivi(db: Db, learner: Learner, readOnly: boolean, enrolmentId: number, moduleId?: number): Promise<CurrentFlow> {
  if (readOnly) throw new AppError('FORBIDDEN', 'errors.readOnly');
  const maintenance = await readMaintenance(db);
  if (maintenance.isActive) throw new AppError('UNAVAILABLE', 'errors.lmsMaintenance', { maintenance });
  const record = await loadEnrolment(db, learner, enrolmentId);
  const flow = await currentFlow(db, record, readOnly);
  const target = moduleId ?? resumeModuleOf(flow.modules);
  if (target === null) return flow;
  const current = flow.modules.find((m) => m.id === target);
  if (current?.status === 'notStarted' || current === undefined) await recordProgress(db, record, target, { kind: 'start' });
  return currentFlow(db, await loadEnrolment(db, learner, enrolmentId), readOnly);
}
