import { sql } from 'drizzle-orm';
import type { DeclarationStatus, ProofType } from '@app/domain/compliance/declarations';
import type { ActionTag } from '@app/domain/compliance/rule-sets';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

/**
 * An action a pharmacist did elsewhere and declares with its proof (issue 19 part 2): what it was, the body that
 * delivered it, the day it was completed, the tags it brings (chosen among those the rule sets ask for), the proof
 * itself (kept in the database like the practice certificates, at most PROOF_MAX_BYTES), and the decision of the
 * pharmacy's owner or referent or of an administrator: pending until then, verified or refused (with a reason) after.
 * Only a verified one counts (domain `evaluate.ts`).
 */
export const complianceDeclarations = pgTable(
  'compliance_declarations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    provider: text('provider').notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    tags: jsonb('tags').$type<ActionTag[]>().notNull(),
    /** The name the learner's file had (shown back, never trusted for the type). */
    proofName: text('proof_name').notNull(),
    proofType: text('proof_type').$type<ProofType>().notNull(),
    proofSize: integer('proof_size').notNull(),
    proof: bytea('proof').notNull(),
    status: text('status').$type<DeclarationStatus>().notNull().default('pending'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** Who decided, as shown to the learner (kept if their account goes). */
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('compliance_declarations_user_idx').on(t.userId, t.completedOn),
    index('compliance_declarations_pending_idx').on(t.platformId, t.createdAt).where(sql`${t.status} = 'pending'`),
    check('compliance_declarations_status_ck', sql`${t.status} in ('pending', 'verified', 'refused')`),
    check('compliance_declarations_refusal_ck', sql`(${t.status} = 'refused') = (${t.refusalReason} is not null)`),
  ],
);

export type ComplianceDeclaration = typeof complianceDeclarations.$inferSelect;
