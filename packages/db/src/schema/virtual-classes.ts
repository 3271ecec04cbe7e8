import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { faceToFaceSessions } from './face-to-face-sessions.ts';

/**
 * The live room of a virtual-class or webinar session (issue 12 part 3): which provider serves it, the trainer's
 * link (/trainer/virtualClass/:token, its token stored as the sha256 hex of the raw value) and, for a webinar, the
 * replay once published. A session without a row is served by BigBlueButton when one is configured.
 */
export const virtualClasses = pgTable('virtual_classes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sessionId: bigint('session_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => faceToFaceSessions.id, { onDelete: 'cascade' }),
  /** The plain external-link provider: the room every participant opens (a Zoom or Teams link…); null: BigBlueButton. */
  externalUrl: text('external_url'),
  /** The recording: null until it is published, then shown to the session's booked learners. */
  replayUrl: text('replay_url'),
  trainerName: text('trainer_name'),
  trainerTokenHash: text('trainer_token_hash').unique(),
  trainerTokenExpiresAt: timestamp('trainer_token_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type VirtualClass = typeof virtualClasses.$inferSelect;
export type NewVirtualClass = typeof virtualClasses.$inferInsert;
