import { z } from 'zod';
import { CATALOG_PDF_MAX_BYTES } from '@app/domain/admin/catalog-pdf';
import { defineContract, fileBytes } from '../contract.ts';
import { API_PREFIX, pathOf } from '../contract-path.ts';

/**
 * The catalogue PDFs (issue 17 part 2, spec §7 `POST /api/admin/setCatalogPdfs`): one per platform and language,
 * uploaded by an administrator, offered to visitors from the catalogue page. Reads and file route are ours
 * (docs/decisions.md "Catalogue PDFs and login images").
 */
const lang = z.enum(['fr', 'es']);

/** The form's fields beside the `file` part. */
export const catalogPdfFields = z.strictObject({ lang });

/** The public file: the current PDF of the host's platform in a language (404 when it has none). */
export const getCatalogPdfFile = defineContract({
  method: 'GET',
  path: '/api/catalogPdf/:lang',
  changesState: false,
  params: z.strictObject({ lang }),
  file: true,
  data: fileBytes,
  errors: [404],
  summary: 'The catalogue PDF of this platform in a language, as a download',
});

/** Where visitors download a language's PDF. */
export const catalogPdfUrl = (pdfLang: 'fr' | 'es') => `${API_PREFIX}${pathOf(getCatalogPdfFile, { lang: pdfLang })}`;

const catalogPdfSchema = z.object({
  lang,
  /** The name the administrator's file had. */
  fileName: z.string(),
  size: z.number().int(),
  updatedAt: z.string(),
  uploadedBy: z.string(),
  /** The public download. */
  url: z.string(),
});
export type CatalogPdfView = z.infer<typeof catalogPdfSchema>;

/** Multipart: `lang` and one `file` part, a PDF by its bytes within the limit (422 beside `file` otherwise). */
export const setCatalogPdfs = defineContract({
  method: 'POST',
  path: '/api/admin/setCatalogPdfs',
  changesState: true,
  upload: true,
  body: z.instanceof(FormData),
  data: catalogPdfSchema,
  errors: [401, 403],
  summary: `Sets the catalogue PDF of this platform in a language (a PDF up to ${CATALOG_PDF_MAX_BYTES / 1024 / 1024} MB), replacing the current one`,
});

export const listCatalogPdfs = defineContract({
  method: 'GET',
  path: '/api/admin/catalogPdfs',
  changesState: false,
  data: z.object({ maxBytes: z.number().int(), pdfs: z.array(catalogPdfSchema) }),
  errors: [401, 403],
  summary: 'The current catalogue PDFs of this platform, by language',
});

/** The catalogue page's link: the PDF in the host's language, if the platform has one. */
export const getCatalogPdf = defineContract({
  method: 'GET',
  path: '/api/catalogPdf',
  changesState: false,
  data: z.object({ pdf: z.object({ url: z.string(), size: z.number().int(), updatedAt: z.string() }).nullable() }),
  errors: [],
});
