import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { trainingModules } from './training-modules.ts';

export type ModuleContentKind = 'scorm' | 'video' | 'audio' | 'pdf' | 'quiz';
export type ScormVersion = '1.2' | '2004';

/** A question of a knowledge check or of a video quiz (at `atSecond`, the video pauses). */
export interface ContentQuestion {
  id: string;
  text: string;
  choices: string[];
  /** Index of the right choice. */
  answer: number;
  atSecond?: number;
  explanation?: string;
}

/**
 * What a module plays: an unpacked SCORM package, a media file (video, audio) or a pdf kept in the data folder under
 * `storage_key`, or the questions of a quiz module. One row per module.
 */
export const moduleContents = pgTable('module_contents', {
  moduleId: bigint('module_id', { mode: 'number' })
    .primaryKey()
    .references(() => trainingModules.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<ModuleContentKind>().notNull(),
  /** Folder (SCORM) or file (media, pdf) under the content store. */
  storageKey: text('storage_key'),
  mimeType: text('mime_type'),
  bytes: integer('bytes'),
  scormVersion: text('scorm_version').$type<ScormVersion>(),
  /** The launch file of the SCORM package's first SCO, relative to its folder. */
  scormEntry: text('scorm_entry'),
  durationSeconds: integer('duration_seconds'),
  questions: jsonb('questions').$type<ContentQuestion[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ModuleContent = typeof moduleContents.$inferSelect;
