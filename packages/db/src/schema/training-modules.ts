import type { ModuleTypeCode as DomainModuleTypeCode } from '@app/domain/catalogue/training-types';
import { bigint, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { trainings } from './trainings.ts';

/** Spec §3 module type codes: 1 elearning, 2 face to face, 3 virtual class, 4 video, 5 podcast, 6 webinar, 7 quiz, 9 pdf. */
export type ModuleTypeCode = DomainModuleTypeCode;

export const trainingModules = pgTable(
  'training_modules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    trainingId: bigint('training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    typeCode: integer('type_code').$type<ModuleTypeCode>().notNull(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
  },
  (t) => [unique('training_modules_training_position_uq').on(t.trainingId, t.position)],
);

export type TrainingModule = typeof trainingModules.$inferSelect;
export type NewTrainingModule = typeof trainingModules.$inferInsert;
