import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditState } from '@app/domain/admin/audit';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

/**
 * The back-office's audit log (issue 17 part 10): one row per change an administrator made — who (kept by name when
 * their account is gone), when, on which platform, which action on what, and the state before and after. Rows are only
 * ever inserted.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    /** What was changed, as the action names it (a page's id, a FAQ question's id; empty for a platform-wide state). */
    subject: text('subject').notNull().default(''),
    before: jsonb('before').$type<AuditState>(),
    after: jsonb('after').$type<AuditState>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_entries_platform_at_idx').on(t.platformId, t.at), index('audit_entries_platform_action_idx').on(t.platformId, t.action, t.at)],
);

export type AuditEntry = typeof auditEntries.$inferSelect;
