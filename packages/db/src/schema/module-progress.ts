import { bigint, integer, jsonb, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { enrolments } from './enrolments.ts';
import { trainingModules } from './training-modules.ts';

export type ModuleStatus = 'notStarted' | 'inProgress' | 'completed';

/**
 * Where a learner stands in one module of an enrolment: its state, the time credited, the resume point (a video or
 * podcast second, a pdf page) and, for SCORM, the CMI data committed by the runtime, restored on any device.
 */
export const moduleProgress = pgTable(
  'module_progress',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enrolmentId: bigint('enrolment_id', { mode: 'number' })
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    moduleId: bigint('module_id', { mode: 'number' })
      .notNull()
      .references(() => trainingModules.id),
    status: text('status').$type<ModuleStatus>().notNull().default('notStarted'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    secondsSpent: integer('seconds_spent').notNull().default(0),
    /** Resume point in seconds (video, podcast). */
    positionSeconds: integer('position_seconds'),
    /** Score out of 10 when the module is scored. */
    score: numeric('score', { precision: 4, scale: 2, mode: 'number' }),
    /** SCORM CMI data as last committed (validated by the domain's data-model rules). */
    cmi: jsonb('cmi').$type<Record<string, unknown>>(),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('module_progress_enrolment_module_uq').on(t.enrolmentId, t.moduleId)],
);

export type ModuleProgress = typeof moduleProgress.$inferSelect;
