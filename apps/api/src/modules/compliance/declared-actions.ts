import { and, eq, inArray, ne, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { complianceDeclarations } from '@app/db/schema/compliance-declarations';
import { users } from '@app/db/schema/users';
import type { ComplianceAction } from '@app/domain/compliance/evaluate';

/** A declared action as the evaluation reads it, with its title for the card. */
export type DeclaredAction = ComplianceAction & { title: string };

/** Users of a platform: their ids, or a subquery selecting them (a team of thousands read in one statement). */
export type Learners = readonly number[] | SQLWrapper;

const among = (column: typeof users.id | typeof complianceDeclarations.userId, learners: Learners) =>
  Array.isArray(learners) ? inArray(column, learners as number[]) : inArray(column, learners as SQLWrapper);

/**
 * The actions MANY users of a platform declared (issue 19 part 2), as the domain evaluates them: a verified one counts,
 * a pending one is shown pending, a refused one is not an action at all. Read in one query for a whole team (the owner's
 * cockpit); every user asked by id has an entry, empty when they declared nothing.
 */
export async function declaredActionsOf(db: Db, platformId: number, learners: Learners): Promise<Map<number, DeclaredAction[]>> {
  const byUser = new Map<number, DeclaredAction[]>(Array.isArray(learners) ? learners.map((id: number) => [id, []]) : []);
  if (Array.isArray(learners) && learners.length === 0) return byUser;
  const rows = await db
    .select({ id: complianceDeclarations.id, userId: complianceDeclarations.userId, title: complianceDeclarations.title, completedOn: complianceDeclarations.completedOn, tags: complianceDeclarations.tags, status: complianceDeclarations.status })
    .from(complianceDeclarations)
    .where(and(eq(complianceDeclarations.platformId, platformId), among(complianceDeclarations.userId, learners), ne(complianceDeclarations.status, 'refused')));
  for (const row of rows) {
    (byUser.get(row.userId) ?? byUser.set(row.userId, []).get(row.userId)!).push({ id: `declared:${row.id}`, title: row.title, completedOn: row.completedOn, tags: row.tags, source: 'declared', verified: row.status === 'verified' });
  }
  return byUser;
}

/** The registration dates with the Ordre of MANY users of a platform (null while unknown: the domain assumes before 2023). */
export async function registrationDatesOf(db: Db, platformId: number, learners: Learners): Promise<Map<number, string | null>> {
  if (Array.isArray(learners) && learners.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, registeredOn: users.ordreRegisteredOn })
    .from(users)
    .where(and(eq(users.platformId, platformId), among(users.id, learners)));
  return new Map(rows.map((r) => [r.id, r.registeredOn]));
}
