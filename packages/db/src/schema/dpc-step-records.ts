import type { DpcStep } from '@app/domain/learning/dpc-programme';
import { bigint, jsonb, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { enrolments } from './enrolments.ts';

/**
 * A step of a DPC programme completed by a learner (issue "Learning II" part 6): what they posted (the assessment's
 * answers) and its score out of 10, when. Append-only evidence for the funder (DATA.md): a step completes once, and
 * leaving the programme keeps it.
 */
export const dpcStepRecords = pgTable(
  'dpc_step_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enrolmentId: bigint('enrolment_id', { mode: 'number' })
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    step: text('step').$type<DpcStep>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Out of 10, for the assessments. */
    score: numeric('score', { precision: 4, scale: 2, mode: 'number' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Two tabs posting the same step: the database keeps one.
  (t) => [unique('dpc_step_records_enrolment_step_uq').on(t.enrolmentId, t.step)],
);

export type DpcStepRecord = typeof dpcStepRecords.$inferSelect;
