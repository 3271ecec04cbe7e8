import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { complianceDeclarations } from '@app/db/schema/compliance-declarations';
import { inScope, type DeclarationScope } from './declaration-scope.ts';
import { declarationNotFound } from './withdraw-declaration.ts';

/** A declaration's proof, for its author, the pharmacy verifying it or the back-office; 404 outside the caller's scope. */
export async function declarationProof(db: Db, scope: DeclarationScope, id: number) {
  const [row] = await db
    .select({ name: complianceDeclarations.proofName, type: complianceDeclarations.proofType, bytes: complianceDeclarations.proof })
    .from(complianceDeclarations)
    .where(and(eq(complianceDeclarations.id, id), inScope(db, scope)));
  if (!row) throw declarationNotFound();
  return row;
}
