import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { trainings } from './trainings.ts';

/**
 * Associated (related) trainings of a training, in display order (spec §3 associatedTrainings). One direction:
 * A → B does not imply B → A. Both trainings are records of the same language (the seed's rule; the API only shows
 * associated trainings that are offered on the caller's platform).
 */
export const trainingAssociations = pgTable(
  'training_associations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    trainingId: bigint('training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    associatedTrainingId: bigint('associated_training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('training_associations_pair_uq').on(t.trainingId, t.associatedTrainingId),
    index('training_associations_associated_idx').on(t.associatedTrainingId),
    check('training_associations_not_self_ck', sql`${t.trainingId} <> ${t.associatedTrainingId}`),
  ],
);

export type TrainingAssociation = typeof trainingAssociations.$inferSelect;
export type NewTrainingAssociation = typeof trainingAssociations.$inferInsert;
