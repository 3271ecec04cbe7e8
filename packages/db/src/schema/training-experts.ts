import { bigint, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { experts } from './experts.ts';
import { trainings } from './trainings.ts';

export type TrainingExpertRole = 'author' | 'trainer';

export const trainingExperts = pgTable(
  'training_experts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    trainingId: bigint('training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    expertId: bigint('expert_id', { mode: 'number' })
      .notNull()
      .references(() => experts.id),
    role: text('role').$type<TrainingExpertRole>().notNull(),
  },
  (t) => [
    unique('training_experts_training_expert_role_uq').on(t.trainingId, t.expertId, t.role),
    index('training_experts_expert_id_idx').on(t.expertId),
  ],
);

export type TrainingExpert = typeof trainingExperts.$inferSelect;
export type NewTrainingExpert = typeof trainingExperts.$inferInsert;
