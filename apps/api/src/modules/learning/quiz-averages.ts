import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { QuizAverage } from '@app/contracts/profile/history';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { moduleProgress } from '@app/db/schema/module-progress';
import { quizTrackings, quizzes } from '@app/db/schema/quizzes';
import { trainingModules } from '@app/db/schema/training-modules';
import { MODULE_TYPE } from '@app/domain/catalogue/training-types';
import type { Learner } from './enrolment-record.ts';

/** The learner's mean and count and the platform's mean of a percent score, one decimal (null without scores). */
function averages(percent: SQL, userId: SQL) {
  return {
    mine: sql<string | null>`round(avg(${percent}) filter (where ${userId}), 1)`,
    platform: sql<string | null>`round(avg(${percent}), 1)`,
    count: sql<number>`count(*) filter (where ${userId})`.mapWith(Number),
  };
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
const averageOf = (row: { mine: string | null; platform: string | null; count: number }): QuizAverage => ({ mine: numberOrNull(row.mine), platform: numberOrNull(row.platform), count: row.count });

/**
 * The learner's mean quiz scores beside the platform's (every learner of this platform, the learner included), in
 * percent: the evaluation quizzes answered (their knowledge questions' score) and the knowledge checks (quiz modules,
 * the kept score out of 10), docs/decisions.md.
 */
export async function currentAverages(db: Db, learner: Learner): Promise<{ evaluations: QuizAverage; knowledgeChecks: QuizAverage }> {
  const [evaluations] = await db
    .select(averages(sql`${quizTrackings.score}`, sql`${quizTrackings.userId} = ${learner.userId}`))
    .from(quizTrackings)
    .innerJoin(quizzes, eq(quizzes.id, quizTrackings.quizId))
    .where(and(eq(quizzes.platformId, learner.platformId), isNotNull(quizTrackings.score)));
  const [checks] = await db
    .select(averages(sql`${moduleProgress.score} * 10`, sql`${enrolments.userId} = ${learner.userId}`))
    .from(moduleProgress)
    .innerJoin(enrolments, eq(enrolments.id, moduleProgress.enrolmentId))
    .innerJoin(trainingModules, eq(trainingModules.id, moduleProgress.moduleId))
    .where(and(eq(enrolments.platformId, learner.platformId), eq(trainingModules.typeCode, MODULE_TYPE.quiz), isNotNull(moduleProgress.score)));
  return { evaluations: averageOf(evaluations), knowledgeChecks: averageOf(checks) };
}
