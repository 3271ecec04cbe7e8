import { readdir } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditLog } from '@app/contracts/admin/audit';
import { getCatalogPdf, getCatalogPdfFile, listCatalogPdfs, setCatalogPdfs } from '@app/contracts/admin/catalog-pdfs';
import { getLoginImageFile, listLoginImages, loginImageKeyOf, setLoginImage } from '@app/contracts/admin/login-image';
import type { Contract } from '@app/contracts/contract';
import { getLoginImage } from '@app/contracts/content/platform-content';
import { catalogPdfs } from '@app/db/schema/catalog-pdfs';
import { loginImages } from '@app/db/schema/login-images';
import { platforms } from '@app/db/schema/platforms';
import { CATALOG_PDF_MAX_BYTES } from '@app/domain/admin/catalog-pdf';
import { LOGIN_IMAGE_MAX_SIDE } from '@app/domain/admin/login-image';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, testConfig, type TestApp, type Visitor } from '../../test/helper.ts';
import path from 'node:path';

let t: TestApp;
let admin: Visitor;
let cofaresAdmin: Visitor;
let demoId: number;

/** A form as the browser sends it: the fields, then the file (its name and type are what the browser claims). */
function form(fields: Record<string, string>, file?: { bytes: Buffer; name?: string; type?: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name ?? 'file');
  return body;
}

const SVG_AS_JPG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
const HTML_AS_JPG = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const fieldErrorsOf = (response: Awaited<ReturnType<Visitor['call']>>, contract: Contract) =>
  (failureOf(response, contract).data as { errors: Record<string, string[]> }).errors;
const uploadsDir = path.resolve(testConfig.DATA_DIR, 'uploads');
const filesIn = (dir: string) => readdir(dir).catch(() => [] as string[]);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin@demo.test');
  cofaresAdmin = await signedIn(t.app, 'admin@cofares.test', 'cofares.localhost', 'cofares');
  [{ id: demoId }] = await t.db.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'demo'));
});
afterAll(() => t.close());

describe('who may upload', () => {
  const writes = [
    [setCatalogPdfs, () => form({ lang: 'fr' }, { bytes: pdf('x'), name: 'c.pdf' })],
    [setLoginImage, () => form({ lang: 'fr', bgColor: '#112233' })],
  ] as const;

  it('answers 401 to a guest and 403 to a learner and a referent, on every call, and changes nothing', async () => {
    const guest = createVisitor(t.app);
    for (const contract of [listCatalogPdfs, listLoginImages]) {
      expect((await guest.call(contract)).statusCode).toBe(401);
      for (const email of ['pharmacien@demo.test', 'referent@demo.test']) {
        const refused = await (await signedIn(t.app, email)).call(contract);
        expect(refused.statusCode).toBe(403);
        failureOf(refused, contract);
      }
    }
    for (const [contract, body] of writes) {
      expect((await guest.call(contract, { body: body() })).statusCode).toBe(401);
      for (const email of ['pharmacien@demo.test', 'referent@demo.test']) {
        expect((await (await signedIn(t.app, email)).call(contract, { body: body() })).statusCode).toBe(403);
      }
    }
    expect(dataOf(await admin.call(listCatalogPdfs), listCatalogPdfs).pdfs).toEqual([]);
    expect(dataOf(await admin.call(listAuditLog, { query: {} }), listAuditLog).total).toBe(0);
  });

  it('takes the administrator of another platform for a guest here', async () => {
    const onDemo = createVisitor(t.app);
    for (const [name, value] of cofaresAdmin.jar) onDemo.jar.set(name, value);
    expect((await onDemo.call(listCatalogPdfs)).statusCode).toBe(401);
    expect((await onDemo.call(listLoginImages)).statusCode).toBe(401);
    for (const [contract, body] of writes) expect((await onDemo.call(contract, { body: body() })).statusCode).toBe(401);
  });
});

describe('catalogue PDFs', () => {
  it('keeps one PDF per language, replaces it, records each change and offers it on the public catalogue of that language only', async () => {
    const first = dataOf(await admin.call(setCatalogPdfs, { body: form({ lang: 'fr' }, { bytes: pdf('first'), name: 'Catalogue 2026.pdf', type: 'application/pdf' }) }), setCatalogPdfs);
    expect(first).toMatchObject({ lang: 'fr', fileName: 'Catalogue 2026.pdf', size: pdf('first').length, uploadedBy: 'Aurélie Blanc', url: '/back/api/catalogPdf/fr' });
    const guest = createVisitor(t.app);
    expect(dataOf(await guest.call(getCatalogPdf), getCatalogPdf).pdf).toMatchObject({ url: '/back/api/catalogPdf/fr', size: first.size });
    // The Spanish host of another platform has none, and demo has no Spanish one.
    expect(dataOf(await createVisitor(t.app, 'cofares.localhost').call(getCatalogPdf), getCatalogPdf).pdf).toBeNull();
    expect((await guest.call(getCatalogPdfFile, { params: { lang: 'es' } })).statusCode).toBe(404);

    const file = await guest.call(getCatalogPdfFile, { params: { lang: 'fr' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="catalogue-demo-fr.pdf"');
    expect(file.rawPayload.equals(pdf('first'))).toBe(true);

    const dir = path.join(uploadsDir, 'catalog-pdfs', String(demoId));
    const storedKey = async () => (await t.db.db.select().from(catalogPdfs).where(and(eq(catalogPdfs.platformId, demoId), eq(catalogPdfs.lang, 'fr'))))[0].fileKey;
    const firstKey = await storedKey();
    expect(await filesIn(dir)).toContain(firstKey);
    const second = dataOf(await admin.call(setCatalogPdfs, { body: form({ lang: 'fr' }, { bytes: pdf('second version'), name: 'v2.pdf' }) }), setCatalogPdfs);
    expect(second.fileName).toBe('v2.pdf');
    // The public link follows at once (the cached answer is cleared), the old file is gone from the store.
    expect(dataOf(await guest.call(getCatalogPdf), getCatalogPdf).pdf?.size).toBe(second.size);
    expect((await guest.call(getCatalogPdfFile, { params: { lang: 'fr' } })).rawPayload.equals(pdf('second version'))).toBe(true);
    expect(await filesIn(dir)).toContain(await storedKey());
    expect(await filesIn(dir)).not.toContain(firstKey);

    await admin.call(setCatalogPdfs, { body: form({ lang: 'es' }, { bytes: pdf('es'), name: 'catalogo.pdf' }) });
    expect(dataOf(await admin.call(listCatalogPdfs), listCatalogPdfs)).toMatchObject({ maxBytes: CATALOG_PDF_MAX_BYTES, pdfs: [{ lang: 'fr', fileName: 'v2.pdf' }, { lang: 'es', fileName: 'catalogo.pdf' }] });

    const log = dataOf(await admin.call(listAuditLog, { query: { action: 'catalogPdf.set' } }), listAuditLog);
    expect(log.total).toBe(3);
    expect(log.items.find((e) => e.subject === 'fr' && e.changes.some((c) => c.field === 'fileName' && c.before === 'Catalogue 2026.pdf'))?.changes).toEqual([
      { field: 'fileName', before: 'Catalogue 2026.pdf', after: 'v2.pdf' },
      { field: 'size', before: first.size, after: second.size },
    ]);
  });

  it('refuses a renamed non-PDF, an empty file, a file over the limit, no file and an unknown language, beside their field', async () => {
    const before = dataOf(await admin.call(listCatalogPdfs), listCatalogPdfs).pdfs;
    const renamed = await admin.call(setCatalogPdfs, { body: form({ lang: 'fr' }, { bytes: HTML_AS_JPG, name: 'catalogue.pdf', type: 'application/pdf' }) });
    expect(renamed.statusCode).toBe(422);
    expect(fieldErrorsOf(renamed, setCatalogPdfs)).toEqual({ file: ['Ce fichier n’est pas un PDF : choisissez un fichier PDF.'] });
    expect(fieldErrorsOf(await admin.call(setCatalogPdfs, { body: form({ lang: 'fr' }, { bytes: Buffer.alloc(0), name: 'c.pdf' }) }), setCatalogPdfs)).toEqual({ file: ['Ce fichier est vide.'] });
    const huge = Buffer.concat([pdf('big'), Buffer.alloc(CATALOG_PDF_MAX_BYTES)]);
    const big = await admin.call(setCatalogPdfs, { body: form({ lang: 'fr' }, { bytes: huge, name: 'c.pdf' }) });
    expect(big.statusCode).toBe(422);
    expect(fieldErrorsOf(big, setCatalogPdfs).file[0]).toBe('Ce fichier dépasse 20 Mo : choisissez-en un plus léger.');
    expect(fieldErrorsOf(await admin.call(setCatalogPdfs, { body: form({ lang: 'fr' }) }), setCatalogPdfs)).toEqual({ file: ['Choisissez un fichier PDF.'] });
    expect(Object.keys(fieldErrorsOf(await admin.call(setCatalogPdfs, { body: form({ lang: 'de' }, { bytes: pdf('x') }) }), setCatalogPdfs))).toEqual(['lang']);
    expect(Object.keys(fieldErrorsOf(await admin.call(setCatalogPdfs, { body: form({ lang: 'fr', extra: '1' }, { bytes: pdf('x') }) }), setCatalogPdfs))).toEqual(['extra']);
    // In the administrator's language on a Spanish host.
    const es = await cofaresAdmin.call(setCatalogPdfs, { body: form({ lang: 'es' }, { bytes: SVG_AS_JPG, name: 'catalogo.pdf' }) });
    expect(fieldErrorsOf(es, setCatalogPdfs)).toEqual({ file: ['Este archivo no es un PDF: elija un archivo PDF.'] });
    expect(dataOf(await admin.call(listCatalogPdfs), listCatalogPdfs).pdfs).toEqual(before);
  });

  it('keeps each platform’s PDFs apart: the administrator of cofares neither sees nor serves demo’s', async () => {
    expect(dataOf(await cofaresAdmin.call(listCatalogPdfs), listCatalogPdfs).pdfs).toEqual([]);
    expect((await cofaresAdmin.call(getCatalogPdfFile, { params: { lang: 'fr' } })).statusCode).toBe(404);
    dataOf(await cofaresAdmin.call(setCatalogPdfs, { body: form({ lang: 'es' }, { bytes: pdf('cofares'), name: 'cofares.pdf' }) }), setCatalogPdfs);
    expect((await createVisitor(t.app).call(getCatalogPdfFile, { params: { lang: 'es' } })).rawPayload.equals(pdf('es'))).toBe(true);
    expect((await createVisitor(t.app, 'cofares.localhost').call(getCatalogPdfFile, { params: { lang: 'es' } })).rawPayload.equals(pdf('cofares'))).toBe(true);
    expect(dataOf(await admin.call(listAuditLog, { query: {} }), listAuditLog).items.every((e) => e.actor.name !== 'Carmen Ruiz')).toBe(true);
  });
});

describe('login images', () => {
  const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a7ab0' } }).png().toBuffer();

  it('keeps the picture as a WebP no larger than the limit, served on the login page of its language, and records the change', async () => {
    const saved = dataOf(await admin.call(setLoginImage, { body: form({ lang: 'fr', bgColor: '#0a3d62', isFullBg: 'on' }, { bytes: await png(2400, 1200), name: 'fond.png', type: 'image/png' }) }), setLoginImage);
    expect(saved).toMatchObject({ lang: 'fr', bgColor: '#0A3D62', isFullBg: true });
    const key = loginImageKeyOf(saved.illustration)!;
    expect(key).toMatch(/\.webp$/);
    const guest = createVisitor(t.app);
    expect(dataOf(await guest.call(getLoginImage), getLoginImage)).toEqual({ illustration: saved.illustration, bgColor: '#0A3D62', isFullBg: true, lang: 'fr' });
    const file = await guest.call(getLoginImageFile, { params: { key } });
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', LOGIN_IMAGE_MAX_SIDE, LOGIN_IMAGE_MAX_SIDE / 2]);

    // Without a new picture the current one stays; the colour and layout change.
    const kept = dataOf(await admin.call(setLoginImage, { body: form({ lang: 'fr', bgColor: '#FFFFFF' }) }), setLoginImage);
    expect(kept).toMatchObject({ illustration: saved.illustration, bgColor: '#FFFFFF', isFullBg: false });
    // A new picture replaces the file: the old one is gone.
    const next = dataOf(await admin.call(setLoginImage, { body: form({ lang: 'fr', bgColor: '#FFFFFF' }, { bytes: await png(300, 200) }) }), setLoginImage);
    expect((await guest.call(getLoginImageFile, { params: { key } })).statusCode).toBe(404);
    expect(await filesIn(path.join(uploadsDir, 'login-images'))).toContain(loginImageKeyOf(next.illustration));
    expect(await filesIn(path.join(uploadsDir, 'login-images'))).not.toContain(key);

    const log = dataOf(await admin.call(listAuditLog, { query: { action: 'loginImage.set' } }), listAuditLog);
    expect(log.total).toBe(3);
    expect(log.items.at(-1)!.changes).toEqual(expect.arrayContaining([
      { field: 'bgColor', before: '#FFF4D6', after: '#0A3D62' },
      { field: 'illustration', before: '/illustrations/login/demo-fr.svg', after: saved.illustration },
      { field: 'isFullBg', before: false, after: true },
    ]));
  });

  it('sets the French one when no language is given, and a Spanish one beside it', async () => {
    dataOf(await admin.call(setLoginImage, { body: form({ bgColor: '#101010' }) }), setLoginImage);
    const es = dataOf(await admin.call(setLoginImage, { body: form({ lang: 'es', bgColor: '#202020' }, { bytes: await png(100, 100) }) }), setLoginImage);
    const images = dataOf(await admin.call(listLoginImages), listLoginImages).images;
    expect(images.map((i) => [i.lang, i.bgColor])).toEqual([['fr', '#101010'], ['es', '#202020']]);
    expect(dataOf(await createVisitor(t.app).call(getLoginImage, {}), getLoginImage)?.bgColor).toBe('#101010');
    expect(es.lang).toBe('es');
  });

  it('refuses text posing as a picture, an SVG, a bad colour and a picture over the limit, and changes nothing', async () => {
    const before = dataOf(await admin.call(listLoginImages), listLoginImages).images;
    const text = await admin.call(setLoginImage, { body: form({ lang: 'fr' }, { bytes: Buffer.from('hello, I am an image'), name: 'photo.png', type: 'image/png' }) });
    expect(text.statusCode).toBe(422);
    expect(fieldErrorsOf(text, setLoginImage)).toEqual({ file: ['Ce fichier n’est pas une image JPEG, PNG ou WebP : choisissez une image dans l’un de ces formats.'] });
    expect(Object.keys(fieldErrorsOf(await admin.call(setLoginImage, { body: form({}, { bytes: SVG_AS_JPG, name: 'x.jpg', type: 'image/jpeg' }) }), setLoginImage))).toEqual(['file']);
    // Right first bytes, not a picture.
    expect(Object.keys(fieldErrorsOf(await admin.call(setLoginImage, { body: form({}, { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML_AS_JPG]) }) }), setLoginImage))).toEqual(['file']);
    expect(fieldErrorsOf(await admin.call(setLoginImage, { body: form({ bgColor: 'red;background:url(x)' }) }), setLoginImage)).toEqual({ bgColor: ['Choisissez une couleur au format #RRVVBB.'] });
    const big = await admin.call(setLoginImage, { body: form({}, { bytes: Buffer.concat([await png(10, 10), Buffer.alloc(8 * 1024 * 1024)]) }) });
    expect(fieldErrorsOf(big, setLoginImage).file[0]).toBe('Cette image dépasse 8 Mo : choisissez-en une plus légère.');
    expect(dataOf(await admin.call(listLoginImages), listLoginImages).images).toEqual(before);
  });

  it('needs a picture for a language that has none, and keeps each platform’s pictures apart', async () => {
    await t.db.db.delete(loginImages).where(and(eq(loginImages.platformId, demoId), eq(loginImages.lang, 'es')));
    const none = await admin.call(setLoginImage, { body: form({ lang: 'es', bgColor: '#000000' }) });
    expect(fieldErrorsOf(none, setLoginImage)).toEqual({ file: ['Choisissez une image.'] });
    const demoKey = loginImageKeyOf(dataOf(await admin.call(listLoginImages), listLoginImages).images[0].illustration)!;
    expect((await createVisitor(t.app, 'cofares.localhost').call(getLoginImageFile, { params: { key: demoKey } })).statusCode).toBe(404);
    expect(dataOf(await cofaresAdmin.call(listLoginImages), listLoginImages).images.every((i) => !i.illustration.includes(demoKey))).toBe(true);
    expect((await createVisitor(t.app).call(getLoginImageFile, { params: { key: 'not-a-key' } })).statusCode).toBe(422);
  });
});
