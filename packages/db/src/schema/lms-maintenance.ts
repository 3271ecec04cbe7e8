import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The LMS maintenance state of spec §3, one row per change by an administrator: the newest row is the state in
 * force (no row: no maintenance), the older ones are its history.
 */
export const lmsMaintenance = pgTable('lms_maintenance', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  showMessage: boolean('show_message').notNull().default(false),
  message: text('message').notNull().default(''),
  isActive: boolean('is_active').notNull().default(false),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LmsMaintenanceRow = typeof lmsMaintenance.$inferSelect;
