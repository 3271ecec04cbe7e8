import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { ObjectiveType } from '@app/domain/catalogue/training-types';
import { trainings } from './trainings.ts';

export const trainingObjectives = pgTable(
  'training_objectives',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    trainingId: bigint('training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    type: integer('type').$type<ObjectiveType>().notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('training_objectives_training_id_idx').on(t.trainingId)],
);

export type TrainingObjective = typeof trainingObjectives.$inferSelect;
export type NewTrainingObjective = typeof trainingObjectives.$inferInsert;
