import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import * as pdfs from '@app/contracts/admin/catalog-pdfs';
import * as images from '@app/contracts/admin/login-image';
import { CATALOG_PDF_MAX_BYTES, catalogPdfDownloadName } from '@app/domain/admin/catalog-pdf';
import { LOGIN_IMAGE_MAX_BYTES } from '@app/domain/admin/login-image';
import { cachedRoute } from '../../http/cached-route.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import { adminCaller } from './admin-caller.ts';
import { catalogPdfFile, currentCatalogPdf, listCatalogPdfs } from './catalog-pdf-store.ts';
import { loginImageFile, listLoginImages } from './login-image-store.ts';
import { readUploadForm } from '../../http/upload-form.ts';
import { CATALOG_PDF_MESSAGES, setCatalogPdf } from './set-catalog-pdf.ts';
import { LOGIN_IMAGE_MESSAGES, setLoginImage } from './set-login-image.ts';

/** A public file that may be replaced at the same address: kept a minute by browsers and proxies. */
const REPLACEABLE = 'public, max-age=60';

/**
 * Issue 17 parts 2 and 7: the catalogue PDFs and the login image — the administrators' uploads, and the public reads
 * visitors get them through (the catalogue page's link, the login page's picture).
 */
const routes: FastifyPluginAsync<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  const db = app.db.db;

  // Only this scope reads multipart bodies: a few fields and one file, each form's own limit read per request.
  await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6, fieldSize: 1024 } });

  route(app, pdfs.listCatalogPdfs, async (request) => {
    const caller = await adminCaller(request);
    return success({ maxBytes: CATALOG_PDF_MAX_BYTES, pdfs: await listCatalogPdfs(db, caller.platformId) });
  });

  route(app, pdfs.setCatalogPdfs, async (request) => {
    const caller = await adminCaller(request);
    const form = await readUploadForm(request, pdfs.catalogPdfFields, { maxBytes: CATALOG_PDF_MAX_BYTES, messages: CATALOG_PDF_MESSAGES });
    const saved = await setCatalogPdf(db, uploadsDir, caller, form);
    // The catalogue page's link is a cached public answer.
    await app.caches.clear('catalogue');
    return success(saved, translate(caller.lang, 'admin.catalogPdfs.saved'));
  });

  cachedRoute(app, pdfs.getCatalogPdf, {
    area: 'catalogue',
    key: (request) => ({ platformId: request.platformHost.platform.id, lang: request.lang }),
    load: async ({ platformId, lang }) => {
      const row = await currentCatalogPdf(db, platformId, lang);
      return { pdf: row ? { url: pdfs.catalogPdfUrl(row.lang), size: row.size, updatedAt: row.updatedAt.toISOString() } : null };
    },
  });

  route(app, pdfs.getCatalogPdfFile, async (request, reply) => {
    const { platform } = request.platformHost;
    const file = await catalogPdfFile(db, uploadsDir, platform.id, request.params.lang);
    return reply
      .headers({
        'content-type': 'application/pdf',
        'content-length': String(file.size),
        'content-disposition': `attachment; filename="${catalogPdfDownloadName(platform.codeName, request.params.lang)}"`,
        'last-modified': file.updatedAt.toUTCString(),
        'cache-control': REPLACEABLE,
        'x-content-type-options': 'nosniff',
      })
      .send(createReadStream(file.path));
  });

  route(app, images.listLoginImages, async (request) => {
    const caller = await adminCaller(request);
    return success({ maxBytes: LOGIN_IMAGE_MAX_BYTES, images: await listLoginImages(db, caller.platformId) });
  });

  route(app, images.setLoginImage, async (request) => {
    const caller = await adminCaller(request);
    const form = await readUploadForm(request, images.loginImageFields, { maxBytes: LOGIN_IMAGE_MAX_BYTES, messages: LOGIN_IMAGE_MESSAGES });
    const saved = await setLoginImage(db, uploadsDir, caller, form);
    await app.caches.clear('content');
    return success(saved, translate(caller.lang, 'admin.loginImage.saved'));
  });

  route(app, images.getLoginImageFile, async (request, reply) => {
    const file = await loginImageFile(db, uploadsDir, request.platformHost.platform.id, request.params.key);
    // A new upload gets a new name, so a name's bytes never change: cached for good.
    return reply
      .headers({ 'content-type': 'image/webp', 'content-length': String(file.size), 'cache-control': 'public, max-age=31536000, immutable' })
      .send(createReadStream(file.path));
  });
};

export default routes;
