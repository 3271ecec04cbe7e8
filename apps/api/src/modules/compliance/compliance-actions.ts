import { and, asc, eq, inArray, isNotNull, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { complianceRuleSets } from '@app/db/schema/compliance-rule-sets';
import { enrolments } from '@app/db/schema/enrolments';
import { trainings } from '@app/db/schema/trainings';
import { tagsOfTraining } from '@app/domain/compliance/evaluate';
import { ruleSetSchema, type RuleSet } from '@app/domain/compliance/rule-sets';
import { todayInParis } from '@app/domain/identity/session-user';
import { finishedTrainings } from '../learning/history.ts';
import { declaredActionsOf, registrationDatesOf, type DeclaredAction, type Learners } from './declared-actions.ts';

/** The continuing-education rule sets of a country, every version, in the order they were stored (none in Spain). */
export async function ruleSetsOf(db: Db, country: RuleSet['country']): Promise<RuleSet[]> {
  const stored = await db
    .select({ definition: complianceRuleSets.definition })
    .from(complianceRuleSets)
    .where(eq(complianceRuleSets.country, country))
    .orderBy(asc(complianceRuleSets.id));
  return stored.map((r) => ruleSetSchema.parse(r.definition));
}

/** A training completed here as an action (completed on its day in Europe/Paris); none when it brings no tag. */
export function trainingAction(ruleSets: readonly RuleSet[], { entry, training }: Awaited<ReturnType<typeof finishedTrainings>>[number]): DeclaredAction | null {
  const tags = tagsOfTraining(ruleSets, training);
  if (tags.length === 0) return null;
  return { id: `training:${entry.courseTrackingId}`, title: entry.course.name, completedOn: todayInParis(new Date(entry.endDate)), tags, source: 'platform', verified: false };
}

/** What a learner's obligations are evaluated from. */
export interface LearnerActions {
  /** The trainings completed here and the actions declared (a verified one counts, a pending one is shown pending). */
  actions: DeclaredAction[];
  /** The start of their certification cycle; null while unknown (the domain assumes a registration before 2023). */
  registeredOn: string | null;
}

/**
 * The actions of learners of a platform, by learner: the trainings they completed there (tags by `tagsOfTraining`: only
 * a training with a DPC action kind can bring one, so no other is read) and the actions they declared with a proof,
 * with their registration dates with the Ordre. One statement per kind for all of them: `learners` is one user, their
 * ids, or a subquery selecting them (a team of thousands). Every learner of the platform asked has an entry.
 *
 * The one place where actions are gathered, for a learner's card, an owner's cockpit, plan and report, and reminders.
 */
export async function learnerActions(db: Db, ruleSets: readonly RuleSet[], platformId: number, learners: Learners | number): Promise<Map<number, LearnerActions>> {
  const asked = typeof learners === 'number' ? [learners] : learners;
  const who = Array.isArray(asked) ? inArray(enrolments.userId, asked as number[]) : inArray(enrolments.userId, asked as SQLWrapper);
  const [done, declared, registered] = await Promise.all([
    finishedTrainings(db, and(who, eq(enrolments.platformId, platformId), isNotNull(trainings.dpcActionKind))),
    declaredActionsOf(db, platformId, asked),
    registrationDatesOf(db, platformId, asked),
  ]);
  const byLearner = new Map<number, LearnerActions>([...registered].map(([userId, registeredOn]) => [userId, { actions: [], registeredOn }]));
  for (const row of done) {
    const action = trainingAction(ruleSets, row);
    if (action) byLearner.get(row.userId)?.actions.push(action);
  }
  for (const [userId, theirs] of declared) byLearner.get(userId)?.actions.push(...theirs);
  return byLearner;
}

/** A learner's entry of `learnerActions`, empty when they are not of the platform. */
export const actionsOf = (all: Map<number, LearnerActions>, userId: number): LearnerActions => all.get(userId) ?? { actions: [], registeredOn: null };
