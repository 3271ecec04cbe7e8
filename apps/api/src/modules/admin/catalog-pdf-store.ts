import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { catalogPdfUrl, type CatalogPdfView } from '@app/contracts/admin/catalog-pdfs';
import type { Db, Tx } from '@app/db/client';
import { catalogPdfs, type CatalogPdf } from '@app/db/schema/catalog-pdfs';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { findStoredFile } from '../../http/stored-file.ts';

/** A platform's catalogue PDFs in the upload store (`DATA_DIR/uploads/catalog-pdfs/{platformId}`). */
export const catalogPdfDir = (uploadsDir: string, platformId: number) => path.join(uploadsDir, 'catalog-pdfs', String(platformId));

export const catalogPdfView = (row: CatalogPdf): CatalogPdfView => ({
  lang: row.lang,
  fileName: row.fileName,
  size: row.size,
  updatedAt: row.updatedAt.toISOString(),
  uploadedBy: row.uploadedByName,
  url: catalogPdfUrl(row.lang),
});

/** `GET /api/admin/catalogPdfs`: the platform's current PDFs, French first. */
export async function listCatalogPdfs(db: Db, platformId: number): Promise<CatalogPdfView[]> {
  const rows = await db.select().from(catalogPdfs).where(eq(catalogPdfs.platformId, platformId)).orderBy(catalogPdfs.lang);
  return rows.map(catalogPdfView).sort((a, b) => (a.lang === b.lang ? 0 : a.lang === 'fr' ? -1 : 1));
}

/** The current PDF's row of a platform in a language, or undefined. */
export async function currentCatalogPdf(db: Db | Tx, platformId: number, lang: Lang): Promise<CatalogPdf | undefined> {
  const [row] = await db.select().from(catalogPdfs).where(and(eq(catalogPdfs.platformId, platformId), eq(catalogPdfs.lang, lang)));
  return row;
}

/** `GET /api/catalogPdf/{lang}`: the current PDF's file of the host's platform (404 when it has none). */
export async function catalogPdfFile(db: Db, uploadsDir: string, platformId: number, lang: Lang) {
  const row = await currentCatalogPdf(db, platformId, lang);
  const file = row ? await findStoredFile(catalogPdfDir(uploadsDir, platformId), row.fileKey) : null;
  if (!row || !file) throw new AppError('NOT_FOUND', 'errors.notFound', null, { path: `/api/catalogPdf/${lang}` });
  return { ...file, updatedAt: row.updatedAt };
}
