import { bigint, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { trainings } from './trainings.ts';

/** The face-to-face (or virtual class) part of a training (spec §3 faceToFaces). */
export const faceToFaces = pgTable(
  'face_to_faces',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    trainingId: bigint('training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    virtualClass: boolean('virtual_class').notNull().default(false),
    noWaitingList: boolean('no_waiting_list').notNull().default(false),
  },
  (t) => [index('face_to_faces_training_id_idx').on(t.trainingId)],
);

export type FaceToFace = typeof faceToFaces.$inferSelect;
export type NewFaceToFace = typeof faceToFaces.$inferInsert;
