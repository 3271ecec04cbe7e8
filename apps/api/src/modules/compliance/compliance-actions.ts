import { and, asc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { complianceRuleSets } from '@app/db/schema/compliance-rule-sets';
import { enrolments } from '@app/db/schema/enrolments';
import { tagsOfTraining, type ComplianceAction } from '@app/domain/compliance/evaluate';
import { ruleSetSchema, type RuleSet } from '@app/domain/compliance/rule-sets';
import { todayInParis } from '@app/domain/identity/session-user';
import { finishedTrainings } from '../learning/history.ts';

/** The continuing-education rule sets of a country, every version, in the order they were stored (none in Spain). */
export async function countryRuleSets(db: Db, country: RuleSet['country']): Promise<RuleSet[]> {
  const stored = await db
    .select({ definition: complianceRuleSets.definition })
    .from(complianceRuleSets)
    .where(eq(complianceRuleSets.country, country))
    .orderBy(asc(complianceRuleSets.id));
  return stored.map((r) => ruleSetSchema.parse(r.definition));
}

export interface LearnerActions {
  actions: ComplianceAction[];
  /** The title of each action, by its id. */
  titles: Map<string, string>;
}

/**
 * The actions of learners, by learner: the trainings they completed on the platform (the day of completion in
 * Europe/Paris, tags by `tagsOfTraining`; a training bringing no tag is not an action), read in one statement for
 * all of them. `learners` selects their user ids (a subquery for a team, so that thousands are read at once).
 *
 * The one place where actions are gathered, for a learner's card and an owner's team alike: actions declared with a
 * proof (issue 19 part 2) join the trainings here.
 */
export async function learnerActions(db: Db, ruleSets: readonly RuleSet[], platformId: number, learners: SQLWrapper | number): Promise<Map<number, LearnerActions>> {
  const who = typeof learners === 'number' ? eq(enrolments.userId, learners) : inArray(enrolments.userId, learners);
  const done = await finishedTrainings(db, and(who, eq(enrolments.platformId, platformId)));
  const byLearner = new Map<number, LearnerActions>();
  for (const { userId, entry, training } of done) {
    const tags = tagsOfTraining(ruleSets, training);
    if (tags.length === 0) continue;
    const of = byLearner.get(userId) ?? byLearner.set(userId, { actions: [], titles: new Map() }).get(userId)!;
    const id = `training:${entry.courseTrackingId}`;
    of.titles.set(id, entry.course.name);
    of.actions.push({ id, completedOn: todayInParis(new Date(entry.endDate)), tags, source: 'platform', verified: false });
  }
  return byLearner;
}
