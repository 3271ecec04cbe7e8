import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { DeclarationView } from '@app/contracts/compliance/declarations';
import type { Db } from '@app/db/client';
import { complianceDeclarations, type ComplianceDeclaration } from '@app/db/schema/compliance-declarations';

/** Every column but the proof's bytes: what lists read. */
export const { proof: _proof, ...declarationColumns } = getTableColumns(complianceDeclarations);

export type DeclarationRow = Omit<ComplianceDeclaration, 'proof'>;

export function declarationView(row: DeclarationRow): DeclarationView {
  return {
    id: row.id,
    title: row.title,
    provider: row.provider,
    completedOn: row.completedOn,
    tags: row.tags,
    proofName: row.proofName,
    proofType: row.proofType,
    proofSize: row.proofSize,
    status: row.status,
    decidedBy: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    refusalReason: row.refusalReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A learner's declarations on a platform, the latest completed first. */
export async function declarationsOfLearner(db: Db, platformId: number, userId: number): Promise<DeclarationView[]> {
  const rows = await db
    .select(declarationColumns)
    .from(complianceDeclarations)
    .where(and(eq(complianceDeclarations.platformId, platformId), eq(complianceDeclarations.userId, userId)))
    .orderBy(desc(complianceDeclarations.completedOn), desc(complianceDeclarations.id));
  return rows.map(declarationView);
}
