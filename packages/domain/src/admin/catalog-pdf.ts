/**
 * The catalogue PDF of a platform, one per language (issue 17 part 2, spec §7 `POST /api/admin/setCatalogPdfs`): a
 * PDF recognised by its bytes (`%PDF-`), never by its name or announced type, within a size limit.
 */
import { checkUploadedFile, type UploadCheck } from '../platform/file-signatures.ts';
import type { Lang } from '../platform/locales.ts';

/** The largest catalogue PDF accepted, in bytes (docs/decisions.md "Catalogue PDFs and login images"). */
export const CATALOG_PDF_MAX_BYTES = 20 * 1024 * 1024;

/** The longest file name kept (the administrator's own name for the file, shown in the back-office). */
export const FILE_NAME_MAX_LENGTH = 120;

/** The PDF's type read from its bytes, or why it is refused: empty, too big, or not a PDF. */
export function checkCatalogPdf(bytes: Uint8Array): UploadCheck<'application/pdf'> {
  return checkUploadedFile(bytes, { maxBytes: CATALOG_PDF_MAX_BYTES, types: ['application/pdf'] });
}

/**
 * The name an uploaded file is shown under: its last path segment without control characters, trimmed and shortened
 * (the browser's name is the sender's to choose: it is only ever shown as text, never used as a path).
 */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || fallback).slice(0, FILE_NAME_MAX_LENGTH);
}

/**
 * The name a visitor's download gets: the platform's code and the language, never the administrator's file name (it
 * goes into a response header, so it stays plain ASCII).
 */
export function catalogPdfDownloadName(platformCode: string, lang: Lang): string {
  const code = platformCode.toLowerCase().replace(/[^a-z0-9-]/g, '') || 'platform';
  return `${lang === 'es' ? 'catalogo' : 'catalogue'}-${code}-${lang}.pdf`;
}
