import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { memberships } from '@app/db/schema/memberships';
import { users } from '@app/db/schema/users';
import { evaluateCompliance, type ObligationResult } from '@app/domain/compliance/evaluate';
import type { RuleSet } from '@app/domain/compliance/rule-sets';
import { todayInParis } from '@app/domain/identity/session-user';
import { cartFunction, type CartFunction } from '@app/domain/shop/cart';
import { actionsOf, learnerActions } from './compliance-actions.ts';
import { FOLLOWED } from './load-compliance.ts';

/** A pharmacy's team as the compliance tracker reads it: its active members on one platform. */
export interface TeamScope {
  accountId: number;
  platformId: number;
}

export interface TeamLearner {
  userId: number;
  firstName: string;
  lastName: string;
  /** The function they learn as (an account's member is never an individual account's Adjoint). */
  function: CartFunction | null;
}

/** The user ids of the account's active members (any role: an owner has obligations too), as a subquery. */
const memberIds = (db: Db, accountId: number) =>
  db
    .selectDistinct({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.active, true)));

/** The active members of the team, by name. */
export async function teamLearners(db: Db, accountId: number): Promise<TeamLearner[]> {
  const rows = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, function: users.function })
    .from(users)
    .where(inArray(users.id, memberIds(db, accountId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((r) => ({ ...r, function: r.function ? cartFunction(r.function, false) : null }));
}

/**
 * Each active member's obligations evaluated on `now` (issue 19 part 4), as the card evaluates one learner's
 * (`loadCompliance`): their actions and registration dates read for the whole team at once (`learnerActions`).
 */
export async function teamComplianceResults(db: Db, team: TeamScope & { ruleSets: readonly RuleSet[] }, now: Date): Promise<Map<number, ObligationResult[]>> {
  const [members, actions] = await Promise.all([memberIds(db, team.accountId), learnerActions(db, team.ruleSets, team.platformId, memberIds(db, team.accountId))]);
  const today = todayInParis(now);
  return new Map(
    members.map(({ userId }) => {
      const { actions: theirs, registeredOn } = actionsOf(actions, userId);
      return [userId, evaluateCompliance(team.ruleSets, theirs, today, registeredOn)];
    }),
  );
}

/** The trainings each member follows or finished on this platform (ids by user): they are not proposed again. */
export async function teamFollowedTrainings(db: Db, team: TeamScope): Promise<Map<number, Set<number>>> {
  const rows = await db
    .selectDistinct({ userId: enrolments.userId, trainingId: enrolments.trainingId })
    .from(enrolments)
    .where(and(inArray(enrolments.userId, memberIds(db, team.accountId)), eq(enrolments.platformId, team.platformId), inArray(enrolments.status, [...FOLLOWED])));
  const followed = new Map<number, Set<number>>();
  for (const r of rows) (followed.get(r.userId) ?? followed.set(r.userId, new Set()).get(r.userId)!).add(r.trainingId);
  return followed;
}
