import { and, asc, eq } from 'drizzle-orm';
import type { DeclarationToVerify } from '@app/contracts/compliance/declarations';
import type { Db } from '@app/db/client';
import { complianceDeclarations } from '@app/db/schema/compliance-declarations';
import { users } from '@app/db/schema/users';
import { declarationColumns, declarationView, type DeclarationRow } from './declaration-view.ts';
import { inScope, type DeclarationScope } from './declaration-scope.ts';

export const learnerColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

export function toVerifyView(row: { declaration: DeclarationRow; learner: { id: number; firstName: string; lastName: string; email: string } }): DeclarationToVerify {
  const { learner } = row;
  return { ...declarationView(row.declaration), learner: { id: learner.id, name: `${learner.firstName} ${learner.lastName}`.trim() || learner.email, email: learner.email } };
}

/** The pending declarations of a pharmacy's team or of a platform, the oldest declared first (the longest waiting). */
export async function declarationsToVerify(db: Db, scope: DeclarationScope): Promise<DeclarationToVerify[]> {
  const rows = await db
    .select({ declaration: declarationColumns, learner: learnerColumns })
    .from(complianceDeclarations)
    .innerJoin(users, eq(users.id, complianceDeclarations.userId))
    .where(and(inScope(db, scope), eq(complianceDeclarations.status, 'pending')))
    .orderBy(asc(complianceDeclarations.createdAt), asc(complianceDeclarations.id));
  return rows.map(toVerifyView);
}
