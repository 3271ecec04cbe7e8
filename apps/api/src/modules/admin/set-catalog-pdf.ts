import { catalogPdfs } from '@app/db/schema/catalog-pdfs';
import type { Db } from '@app/db/client';
import { CATALOG_PDF_MAX_BYTES, checkCatalogPdf, cleanFileName } from '@app/domain/admin/catalog-pdf';
import type { CatalogPdfView } from '@app/contracts/admin/catalog-pdfs';
import type { Lang } from '@app/domain/platform/locales';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { catalogPdfDir, catalogPdfView, currentCatalogPdf } from './catalog-pdf-store.ts';
import { fileRefusal, type FileMessages, type UploadedForm } from '../../http/upload-form.ts';
import { newFileKey, removeStoredFile, writeStoredFile } from '../../http/stored-file.ts';

export const CATALOG_PDF_MESSAGES: FileMessages = {
  missing: 'admin.catalogPdfs.errors.missing',
  empty: 'admin.catalogPdfs.errors.empty',
  type: 'admin.catalogPdfs.errors.type',
  tooBig: 'admin.catalogPdfs.errors.tooBig',
};

/**
 * `POST /api/admin/setCatalogPdfs`: the platform's PDF in a language, a PDF by its bytes. The new file is written under
 * a new name, then the row and its audit entry are saved together; the replaced file is removed once they are (a
 * failed save removes the new one instead), so one file per platform and language is kept.
 */
export async function setCatalogPdf(db: Db, uploadsDir: string, caller: AdminCaller, form: UploadedForm<{ lang: Lang }>): Promise<CatalogPdfView> {
  const { file } = form;
  if (!file) throw fileRefusal(caller.lang, CATALOG_PDF_MESSAGES, 'missing', CATALOG_PDF_MAX_BYTES);
  const checked = checkCatalogPdf(file.bytes);
  if (!checked.ok) throw fileRefusal(caller.lang, CATALOG_PDF_MESSAGES, checked.problem, CATALOG_PDF_MAX_BYTES);
  const { lang } = form.fields;
  const dir = catalogPdfDir(uploadsDir, caller.platformId);
  const key = newFileKey('pdf');
  await writeStoredFile(dir, key, file.bytes);
  const values = {
    fileKey: key,
    fileName: cleanFileName(file.name, `catalogue-${lang}.pdf`),
    size: file.bytes.length,
    uploadedById: caller.userId,
    uploadedByName: caller.name,
    updatedAt: new Date(),
  };
  const state = (r: { fileName: string; size: number } | undefined) => (r ? { lang, fileName: r.fileName, size: r.size } : null);
  const { saved, before } = await db
    .transaction(async (tx) => {
      const previous = await currentCatalogPdf(tx, caller.platformId, lang);
      const [row] = await tx
        .insert(catalogPdfs)
        .values({ platformId: caller.platformId, lang, ...values })
        .onConflictDoUpdate({ target: [catalogPdfs.platformId, catalogPdfs.lang], set: values })
        .returning();
      await recordAudit(tx, caller, { action: 'catalogPdf.set', subject: lang, before: state(previous), after: state(row) });
      return { saved: row, before: previous };
    })
    .catch(async (error: unknown) => {
      await removeStoredFile(dir, key);
      throw error;
    });
  await removeStoredFile(dir, before?.fileKey ?? null);
  return catalogPdfView(saved);
}
