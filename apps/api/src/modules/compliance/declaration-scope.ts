import { and, eq, exists, type SQL } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { complianceDeclarations } from '@app/db/schema/compliance-declarations';
import { memberships } from '@app/db/schema/memberships';
import { teamOf } from './team-compliance.ts';

/**
 * Whose declarations a caller reaches (issue 19 part 2): a learner their own; the owner or a referent those of the
 * active learners of the pharmacy they manage (someone who left is no longer theirs to verify); an administrator those
 * of their platform. Anything outside is not found (404).
 */
export type DeclarationScope =
  | { kind: 'learner'; userId: number; platformId: number }
  | { kind: 'team'; accountId: number; platformId: number }
  | { kind: 'platform'; platformId: number };

export function inScope(db: Db, scope: DeclarationScope): SQL {
  const onPlatform = eq(complianceDeclarations.platformId, scope.platformId);
  if (scope.kind === 'learner') return and(onPlatform, eq(complianceDeclarations.userId, scope.userId))!;
  if (scope.kind === 'platform') return onPlatform;
  const member = db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, complianceDeclarations.userId), teamOf(scope.accountId)));
  return and(onPlatform, exists(member))!;
}
