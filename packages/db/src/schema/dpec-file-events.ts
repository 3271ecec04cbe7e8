import type { DpecAction, DpecState } from '@app/domain/pharmacy/dpec';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { dpecFiles } from './dpec-files.ts';
import { users } from './users.ts';

/**
 * The history of a funding file: who did what and when, from which state to which. Creation is the `create` action
 * (no from-state); a change of session (`changeSession`) keeps the state and names the session in its note.
 */
export const dpecFileEvents = pgTable(
  'dpec_file_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => dpecFiles.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<DpecAction | 'create' | 'changeSession'>().notNull(),
    fromState: text('from_state').$type<DpecState>(),
    toState: text('to_state').$type<DpecState>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dpec_file_events_file_idx').on(t.fileId, t.createdAt)],
);

export type DpecFileEvent = typeof dpecFileEvents.$inferSelect;
