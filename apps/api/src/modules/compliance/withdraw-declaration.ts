import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { complianceDeclarations } from '@app/db/schema/compliance-declarations';
import { isUndecided } from '@app/domain/compliance/declarations';
import { AppError } from '../../errors/app-error.ts';

/** The 404 of a declaration the caller may not see, and the 409 of one already decided. */
export const declarationNotFound = () => new AppError('NOT_FOUND', 'compliance.declarations.errors.notFound');
export const alreadyDecided = (status: 'verified' | 'refused') => new AppError('CONFLICT', `compliance.declarations.errors.${status}`);

/**
 * `DELETE /api/user/compliance/declarations/{id}`: the learner withdraws a declaration of theirs still pending (another
 * user's is a 404, a decided one a 409: a decision stays on record).
 */
export async function withdrawDeclaration(db: Db, learner: { userId: number; platformId: number }, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: complianceDeclarations.status })
      .from(complianceDeclarations)
      .where(and(eq(complianceDeclarations.id, id), eq(complianceDeclarations.userId, learner.userId), eq(complianceDeclarations.platformId, learner.platformId)))
      .for('update');
    if (!row) throw declarationNotFound();
    if (!isUndecided(row.status)) throw alreadyDecided(row.status as 'verified' | 'refused');
    await tx.delete(complianceDeclarations).where(eq(complianceDeclarations.id, id));
    return { id };
  });
}
