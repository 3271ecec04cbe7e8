import { bigint, index, pgTable, unique } from 'drizzle-orm/pg-core';
import { experts } from './experts.ts';
import { faceToFaceSessions } from './face-to-face-sessions.ts';

/**
 * The trainers of a face-to-face session (issue 17 part 4), chosen by the platform's administrator in the expert
 * directory: a session of a training may be run by any of its trainers, or by someone else.
 */
export const sessionTrainers = pgTable(
  'session_trainers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => faceToFaceSessions.id, { onDelete: 'cascade' }),
    expertId: bigint('expert_id', { mode: 'number' })
      .notNull()
      .references(() => experts.id),
  },
  (t) => [unique('session_trainers_session_expert_uq').on(t.sessionId, t.expertId), index('session_trainers_expert_id_idx').on(t.expertId)],
);

export type SessionTrainer = typeof sessionTrainers.$inferSelect;
