import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { accounts } from '@app/db/schema/accounts';
import { enrolments, type Enrolment } from '@app/db/schema/enrolments';
import { moduleContents, type ModuleContent } from '@app/db/schema/module-contents';
import { moduleProgress, type ModuleProgress } from '@app/db/schema/module-progress';
import { trainingModules, type TrainingModule } from '@app/db/schema/training-modules';
import { trainingOffers, type TrainingOffer } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { AppError } from '../../errors/app-error.ts';

/** Who asks: a signed-in learner on the platform of the request. Another learner's enrolment is a 404 (DATA.md). */
export interface Learner {
  userId: number;
  platformId: number;
}

export interface EnrolmentRecord {
  enrolment: Enrolment;
  training: Pick<typeof trainings.$inferSelect, 'id' | 'type' | 'name' | 'lang' | 'isVirtual' | 'isEpp' | 'eppType' | 'dpc' | 'points' | 'hasQuiz' | 'faceToFaceFirst' | 'planF2f'>;
  offer: Pick<TrainingOffer, 'id' | 'slug' | 'illustration'>;
  /** The contract type of the account enrolled under, now: a read-only one lets the learner look, not progress. */
  accountContractType: string | null;
  /** In order, each with its content (if any) and the learner's progress in it (if started). */
  modules: { module: TrainingModule; content: ModuleContent | null; progress: ModuleProgress | null }[];
}

/** The learner's enrolment with its training and modules, or 404 when it is not theirs on this platform. */
export async function loadEnrolment(db: Db, learner: Learner, enrolmentId: number): Promise<EnrolmentRecord> {
  const [row] = await db
    .select({
      enrolment: enrolments,
      training: {
        id: trainings.id,
        type: trainings.type,
        name: trainings.name,
        lang: trainings.lang,
        isVirtual: trainings.isVirtual,
        isEpp: trainings.isEpp,
        eppType: trainings.eppType,
        dpc: trainings.dpc,
        points: trainings.points,
        hasQuiz: trainings.hasQuiz,
        faceToFaceFirst: trainings.faceToFaceFirst,
        planF2f: trainings.planF2f,
      },
      offer: { id: trainingOffers.id, slug: trainingOffers.slug, illustration: trainingOffers.illustration },
      accountContractType: accounts.contractType,
    })
    .from(enrolments)
    .leftJoin(accounts, eq(accounts.id, enrolments.accountId))
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .innerJoin(trainingOffers, eq(trainingOffers.id, enrolments.offerId))
    .where(and(eq(enrolments.id, enrolmentId), eq(enrolments.userId, learner.userId), eq(enrolments.platformId, learner.platformId)));
  if (!row) throw new AppError('NOT_FOUND', 'errors.enrolmentNotFound');
  const modules = await db
    .select({ module: trainingModules, content: moduleContents, progress: moduleProgress })
    .from(trainingModules)
    .leftJoin(moduleContents, eq(moduleContents.moduleId, trainingModules.id))
    .leftJoin(moduleProgress, and(eq(moduleProgress.moduleId, trainingModules.id), eq(moduleProgress.enrolmentId, enrolmentId)))
    .where(eq(trainingModules.trainingId, row.training.id))
    .orderBy(asc(trainingModules.position));
  return { ...row, modules };
}

/** The module of an enrolment, or 404 (a module of another training is not this enrolment's). */
export function moduleOf(record: EnrolmentRecord, moduleId: number): EnrolmentRecord['modules'][number] {
  const found = record.modules.find((m) => m.module.id === moduleId);
  if (!found) throw new AppError('NOT_FOUND', 'errors.moduleNotFound');
  return found;
}
