import type { Lang } from '@app/domain/platform/locales';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

/**
 * The catalogue PDF of a platform in one language (issue 17 part 2, spec §7 `POST /api/admin/setCatalogPdfs`): one
 * current file per platform and language, its bytes in the upload store under `fileKey`; replacing it forgets the old
 * file (the audit log keeps its name and size).
 */
export const catalogPdfs = pgTable(
  'catalog_pdfs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Lang>().notNull(),
    /** The stored file's random name in the upload store (a new one at each upload). */
    fileKey: text('file_key').notNull(),
    /** The name the administrator's file had (shown in the back-office only). */
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    /** Who uploaded it, by id (null once their account is gone) and by name. */
    uploadedById: bigint('uploaded_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('catalog_pdfs_platform_lang_uq').on(t.platformId, t.lang), check('catalog_pdfs_lang_ck', sql`${t.lang} in ('fr', 'es')`)],
);

export type CatalogPdf = typeof catalogPdfs.$inferSelect;
