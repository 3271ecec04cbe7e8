import type { PracticeCertificateType } from '@app/domain/learning/dpc-programme';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { enrolments } from './enrolments.ts';

/**
 * A practice certificate uploaded for the practice evaluation (EPP) of a DPC programme: the file itself, its type as
 * read from its bytes, its size and when. Append-only: a new upload before the step completes adds a row and the
 * latest counts; the rows stay as evidence. Kept in the database (at most 5 MB, domain PRACTICE_CERTIFICATE_MAX_BYTES)
 * so every instance reads it and it is backed up with the record it proves (docs/decisions.md).
 */
export const dpcPracticeCertificates = pgTable(
  'dpc_practice_certificates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enrolmentId: bigint('enrolment_id', { mode: 'number' })
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    /** The name the learner's file had (shown back to them, never trusted for the type). */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').$type<PracticeCertificateType>().notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dpc_practice_certificates_enrolment_idx').on(t.enrolmentId, t.uploadedAt)],
);

export type DpcPracticeCertificate = typeof dpcPracticeCertificates.$inferSelect;
