import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { enrolments } from './enrolments.ts';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

/** What the attestation states, fixed when issued (a later rename changes nothing already issued). */
export interface AttestationSnapshot {
  learnerName: string;
  trainingName: string;
  trainingType: string;
  platformName: string;
  startedAt: string | null;
  completedAt: string;
  secondsSpent: number;
  points: number | null;
}

/**
 * An attestation of a completed training (append-only, DATA.md). `code` is random and unguessable: the QR code of
 * the PDF points to the public page that says whether it is genuine.
 */
export const attestations = pgTable('attestations', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  enrolmentId: bigint('enrolment_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => enrolments.id),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  platformId: bigint('platform_id', { mode: 'number' })
    .notNull()
    .references(() => platforms.id),
  code: text('code').notNull().unique(),
  lang: text('lang').$type<'fr' | 'es'>().notNull(),
  secondsSpent: integer('seconds_spent').notNull(),
  points: integer('points'),
  snapshot: jsonb('snapshot').$type<AttestationSnapshot>().notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Attestation = typeof attestations.$inferSelect;
