import type { Contract } from '@app/contracts/contract';
import { getAttention } from '@app/contracts/admin/attention';
import { listAuditLog } from '@app/contracts/admin/audit';
import { getOutbox } from '@app/contracts/admin/outbox';
import * as pdfs from '@app/contracts/admin/catalog-pdfs';
import * as images from '@app/contracts/admin/login-image';
import { createVisitor, dataOf, signedIn, type TestApp } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

/** A form with its fields and a file, as the browser sends it. */
function uploadForm(fields: Record<string, string>, bytes?: Buffer): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (bytes) body.append('file', new Blob([new Uint8Array(bytes)]), 'file');
  return body;
}
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const uploadPdf = async (t: TestApp) => (await signedIn(t.app, 'admin@demo.test')).call(pdfs.setCatalogPdfs, { body: uploadForm({ lang: 'fr' }, PDF) });
const uploadImage = async (t: TestApp) => (await signedIn(t.app, 'admin@demo.test')).call(images.setLoginImage, { body: uploadForm({ lang: 'fr', bgColor: '#FFFFFF' }, PNG) });

sweepContracts('admin', contractsIn(import.meta.glob(['/packages/contracts/src/admin/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getOutbox, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getOutbox, { query: { limit: 5 } })],
  [getAttention, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getAttention)],
  [listAuditLog, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(listAuditLog, { query: {} })],
  [pdfs.setCatalogPdfs, uploadPdf],
  [pdfs.listCatalogPdfs, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(pdfs.listCatalogPdfs)],
  [pdfs.getCatalogPdf, async (t) => createVisitor(t.app).call(pdfs.getCatalogPdf)],
  [pdfs.getCatalogPdfFile, async (t) => (await uploadPdf(t), createVisitor(t.app).call(pdfs.getCatalogPdfFile, { params: { lang: 'fr' } }))],
  [images.setLoginImage, uploadImage],
  [images.listLoginImages, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(images.listLoginImages)],
  [images.getLoginImageFile, async (t) => {
    const key = images.loginImageKeyOf(dataOf(await uploadImage(t), images.setLoginImage).illustration)!;
    return createVisitor(t.app).call(images.getLoginImageFile, { params: { key } });
  }],
]));
