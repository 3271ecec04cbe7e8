import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { enrolments } from './enrolments.ts';
import { trainingModules } from './training-modules.ts';
import { users } from './users.ts';

/**
 * Append-only learning evidence (DATA.md): every enrolment, heartbeat, commit and completion with its server time and
 * the seconds it credits, chained per learner by SHA-256 (`prev_hash` → `hash`, @app/domain/learning/tracking) so
 * that a changed or deleted row is detected by `npm run tracking:verify`.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enrolmentId: bigint('enrolment_id', { mode: 'number' })
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    moduleId: bigint('module_id', { mode: 'number' }).references(() => trainingModules.id),
    kind: text('kind').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('tracking_events_user_idx').on(t.userId, t.id), index('tracking_events_enrolment_idx').on(t.enrolmentId, t.id)],
);

export type TrackingEvent = typeof trackingEvents.$inferSelect;
