import { bigint, date, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { trainings } from './trainings.ts';

/**
 * A session of a DPC programme (spec §7 `catalog/dpc/sessions`): the period, registered with the ANDPC under its own
 * reference, in which a learner follows the programme online. Local dates (DATA.md), Europe/Paris.
 */
export const dpcSessions = pgTable(
  'dpc_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    trainingId: bigint('training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    /** The session's number with the ANDPC (e.g. '52792425001-S2'). */
    reference: text('reference').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
  },
  (t) => [unique('dpc_sessions_training_reference_uq').on(t.trainingId, t.reference)],
);

export type DpcSession = typeof dpcSessions.$inferSelect;
