import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Contract } from '@app/contracts/contract';
import { getAttention } from '@app/contracts/admin/attention';
import { listAuditLog } from '@app/contracts/admin/audit';
import * as compta from '@app/contracts/admin/facture-compta';
import { getOutbox } from '@app/contracts/admin/outbox';
import { listQuizFeedbacks, quizFeedbackOptions, searchQuizFeedbacks } from '@app/contracts/admin/quiz-feedbacks';
import { createRedirectRule, deleteRedirectRule, getAllRoutes, listRedirectRules, updateRedirectRule } from '@app/contracts/admin/redirect-rules';
import { answerOf, createVisitor, dataOf, signedIn, type TestApp } from '../../test/helper.ts';
import * as f2f from '@app/contracts/admin/face-to-face';
import { listAdminBillboards, saveBillboard, updateBillboardOrderAndVisibility } from '@app/contracts/admin/billboards';
import {
  deleteFaqQuestion,
  deleteFaqSection,
  getAdminFaq,
  getAdminFaqQuestion,
  getAdminFaqSection,
  saveFaqQuestion,
  saveFaqSection,
  updateQuestionOrderAndVisibility,
  updateSectionOrderAndVisibility,
} from '@app/contracts/admin/faq';
import { creditNotes } from '@app/db/schema/credit-notes';
import { invoices } from '@app/db/schema/invoices';
import { orders } from '@app/db/schema/orders';
import { orderRows } from '@app/domain/admin/ordering';
import { payByCheck } from '@app/contracts/shop/orders';
import * as pdfs from '@app/contracts/admin/catalog-pdfs';
import * as images from '@app/contracts/admin/login-image';
import { deleteCustomPage, saveCustomPage, updateCustomPageOptions } from '@app/contracts/admin/custom-pages';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { demoSession, pastSessionWithLearner } from './face-to-face.fixture.ts';
import { makeCart, platformIdOf, selfPacedOffers, userIdOf } from '../shop/checkout.fixture.ts';

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

/** A credit note issued for the first paid invoice of demo not cancelled yet. */
async function issueDemoCreditNote(t: TestApp) {
  const [invoice] = await t.db.db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(and(eq(invoices.platformId, await platformIdOf(t.db.db, 'demo')), eq(orders.status, 'paid'), isNull(creditNotes.id)))
    .orderBy(asc(invoices.id))
    .limit(1);
  const admin = await signedIn(t.app, 'admin@demo.test');
  return { admin, answer: await admin.call(compta.issueCreditNote, { params: { invoiceId: invoice.id }, body: { reason: 'Annulation à la demande du client' } }) };
}

const sweptPage = (slug: string) => ({ title: slug, slug, lang: 'fr' as const, bodyHtml: '<p>x</p>', startDate: null, endDate: null, options: { published: true, noIndex: false } });

sweepContracts('admin', contractsIn(import.meta.glob(['/packages/contracts/src/admin/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getOutbox, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getOutbox, { query: { limit: 5 } })],
  [getAttention, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getAttention)],
  [listAuditLog, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(listAuditLog, { query: {} })],
  [listQuizFeedbacks, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(listQuizFeedbacks)],
  [searchQuizFeedbacks, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(searchQuizFeedbacks, { params: { id: 1 }, body: { filter: { rating: 4 } } })],
  [quizFeedbackOptions, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(quizFeedbackOptions, { params: { a: 'training', b: '*' } })],
  [getAllRoutes, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getAllRoutes)],
  [listRedirectRules, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(listRedirectRules)],
  [createRedirectRule, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(createRedirectRule, { body: { fromPath: '/sweep-create', target: 'local', toPath: '/faq', statusCode: 301 } })],
  [updateRedirectRule, async (t) => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const [rule] = dataOf(await admin.call(listRedirectRules), listRedirectRules);
    return admin.call(updateRedirectRule, { params: { id: rule.id }, body: { fromPath: rule.fromPath, target: 'local', toPath: '/faq', statusCode: 302 } });
  }],
  [deleteRedirectRule, async (t) => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const rule = dataOf(await admin.call(createRedirectRule, { body: { fromPath: '/sweep-delete', target: 'external', toUrl: 'https://example.org/', statusCode: 307 } }), createRedirectRule);
    return admin.call(deleteRedirectRule, { params: { id: rule.id } });
  }],
  [f2f.listFaceToFaceSessions, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(f2f.listFaceToFaceSessions, { query: {} })],
  [f2f.createFaceToFaceSession, async (t) => demoSession(t).then(({ admin, session, body }) => admin.call(f2f.createFaceToFaceSession, { body: { ...body, trainingId: session.trainingId } }))],
  [f2f.getFaceToFaceSession, async (t) => demoSession(t).then(({ admin, session }) => admin.call(f2f.getFaceToFaceSession, { params: { id: session.id } }))],
  [f2f.updateFaceToFaceSession, async (t) => demoSession(t).then(({ admin, session, body }) => admin.call(f2f.updateFaceToFaceSession, { params: { id: session.id }, body: { ...body, maxParticipants: 8 } }))],
  [f2f.markSessionAttendance, async (t) => pastSessionWithLearner(t).then(({ admin, session, date, bookingId }) => admin.call(f2f.markSessionAttendance, { params: { id: session.id }, body: { date, marks: [{ bookingId, present: true }] } }))],
  [f2f.cancelFaceToFaceSession, async (t) => demoSession(t).then(({ admin, session }) => admin.call(f2f.cancelFaceToFaceSession, { params: { id: session.id } }))],
  [compta.listAccountingInvoices, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(compta.listAccountingInvoices, { query: { from: '2026-10-01', to: '2026-10-31' } })],
  [compta.exportAccountingInvoices, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(compta.exportAccountingInvoices, { query: { from: '2026-10-01', to: '2026-10-31', format: 'xlsx' } })],
  [compta.listAwaitingCheques, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(compta.listAwaitingCheques)],
  ...faqCalls(),
  [
    compta.recordCheque,
    async (t) => {
      // An order of the shop's buyer awaiting its cheque, as the shop leaves it.
      const demo = await platformIdOf(t.db.db, 'demo');
      const [offer] = await selfPacedOffers(t.db.db, demo);
      await makeCart(t.db.db, { userId: await userIdOf(t.db.db, 'boutique@demo.test'), platformId: demo, lang: 'fr' }, [{ offerId: offer.offerId }]);
      const { order } = dataOf(await (await signedIn(t.app, 'boutique@demo.test')).call(payByCheck), payByCheck);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
      const body = { amount: order.totalWithVat, chequeNumber: '1234567', bank: 'LCL', receivedOn: today };
      return (await signedIn(t.app, 'admin@demo.test')).call(compta.recordCheque, { params: { reference: order.reference }, body });
    },
  ],
  [compta.issueCreditNote, async (t) => (await issueDemoCreditNote(t)).answer],
  [compta.downloadAccountingCreditNote, async (t) => {
    const { admin, answer } = await issueDemoCreditNote(t);
    return admin.call(compta.downloadAccountingCreditNote, { params: { creditNoteId: dataOf(answer, compta.issueCreditNote).creditNoteId } });
  }],
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
  [saveCustomPage, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(saveCustomPage, { body: sweptPage('sweep-save') })],
  [updateCustomPageOptions, async (t) => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const { data } = answerOf(await admin.call(saveCustomPage, { body: sweptPage('sweep-options') }), saveCustomPage) as { data: { id: number } };
    return admin.call(updateCustomPageOptions, { params: { id: data.id }, body: { published: false } });
  }],
  [deleteCustomPage, async (t) => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const { data } = answerOf(await admin.call(saveCustomPage, { body: sweptPage('sweep-delete') }), saveCustomPage) as { data: { id: number } };
    return admin.call(deleteCustomPage, { params: { id: data.id } });
  }],
]));

/** The FAQ and billboard calls (issue 17 part 6), each on a row the administrator reads first or creates. */
function faqCalls(): [Contract, SweepCall][] {
  const admin = (t: TestApp) => signedIn(t.app, 'admin@demo.test');
  const faq = async (t: TestApp) => {
    const a = await admin(t);
    const [section] = dataOf(await a.call(getAdminFaq, { params: { id: 'general' } }), getAdminFaq).sections.filter((s) => s.questions.length > 0);
    return { a, section, question: section.questions[0] };
  };
  return [
    [getAdminFaq, async (t) => (await admin(t)).call(getAdminFaq, { params: { id: 'general' } })],
    [getAdminFaqSection, async (t) => {
      const { a, section } = await faq(t);
      return a.call(getAdminFaqSection, { params: { id: section.id } });
    }],
    [saveFaqSection, async (t) => (await admin(t)).call(saveFaqSection, { params: { id: 'new' }, body: { kind: 'general', title: 'Section' } })],
    [deleteFaqSection, async (t) => {
      const a = await admin(t);
      const created = dataOf(await a.call(saveFaqSection, { params: { id: 'new' }, body: { kind: 'general', title: 'À supprimer' } }), saveFaqSection);
      return a.call(deleteFaqSection, { params: { id: created.id } });
    }],
    [getAdminFaqQuestion, async (t) => {
      const { a, question } = await faq(t);
      return a.call(getAdminFaqQuestion, { params: { id: question.id } });
    }],
    [saveFaqQuestion, async (t) => {
      const { a, section } = await faq(t);
      return a.call(saveFaqQuestion, { params: { id: 'new' }, body: { sectionId: section.id, question: 'Q ?', answerHtml: '<p>R</p>' } });
    }],
    [deleteFaqQuestion, async (t) => {
      const { a, section } = await faq(t);
      const created = dataOf(await a.call(saveFaqQuestion, { params: { id: 'new' }, body: { sectionId: section.id, question: 'Q ?', answerHtml: '<p>R</p>' } }), saveFaqQuestion);
      return a.call(deleteFaqQuestion, { params: { id: created.id } });
    }],
    [updateQuestionOrderAndVisibility, async (t) => {
      const { a, section } = await faq(t);
      return a.call(updateQuestionOrderAndVisibility, { body: { questions: orderRows(section.questions) } });
    }],
    [updateSectionOrderAndVisibility, async (t) => {
      const { a, section } = await faq(t);
      return a.call(updateSectionOrderAndVisibility, { body: { sections: orderRows([section]) } });
    }],
    [listAdminBillboards, async (t) => (await admin(t)).call(listAdminBillboards)],
    [saveBillboard, async (t) => (await admin(t)).call(saveBillboard, { body: { title: 'Titre', text: 'Texte' } })],
    [updateBillboardOrderAndVisibility, async (t) => {
      const a = await admin(t);
      return a.call(updateBillboardOrderAndVisibility, { body: { billboards: orderRows(dataOf(await a.call(listAdminBillboards), listAdminBillboards)) } });
    }],
  ];
}
