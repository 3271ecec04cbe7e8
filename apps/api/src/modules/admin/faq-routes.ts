import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  listAdminBillboards as listAdminBillboardsContract,
  saveBillboard as saveBillboardContract,
  updateBillboardOrderAndVisibility,
} from '@app/contracts/admin/billboards';
import {
  deleteFaqQuestion as deleteFaqQuestionContract,
  deleteFaqSection as deleteFaqSectionContract,
  getAdminFaq,
  getAdminFaqQuestion,
  getAdminFaqSection,
  saveFaqQuestion as saveFaqQuestionContract,
  saveFaqSection as saveFaqSectionContract,
  updateQuestionOrderAndVisibility,
  updateSectionOrderAndVisibility,
  type OrderAndVisibility,
} from '@app/contracts/admin/faq';
import { billboards } from '@app/db/schema/billboards';
import { faqQuestions } from '@app/db/schema/faq-questions';
import { faqSections } from '@app/db/schema/faq-sections';
import type { AuditAction } from '@app/domain/admin/audit';
import { notFound } from '../../http/not-found.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { adminCaller } from './admin-caller.ts';
import { deleteFaqQuestion } from './delete-faq-question.ts';
import { deleteFaqSection } from './delete-faq-section.ts';
import { kindAllowed, ownQuestion, ownSection, questionView, sectionView } from './faq-scope.ts';
import { listAdminBillboards } from './list-admin-billboards.ts';
import { readAdminFaq } from './read-admin-faq.ts';
import { saveBillboard } from './save-billboard.ts';
import { saveFaqQuestion } from './save-faq-question.ts';
import { saveFaqSection } from './save-faq-section.ts';
import { type OrderedRows, updateOrderAndVisibility } from './update-order-and-visibility.ts';


/** Each kind of ordered row: which of the ids named are the platform's, and how one is written. */
const SECTIONS: OrderedRows = {
  owned: (tx, caller, ids) =>
    tx.select({ id: faqSections.id, order: faqSections.order, isVisible: faqSections.isVisible }).from(faqSections).where(and(inArray(faqSections.id, ids), eq(faqSections.platformId, caller.platformId))),
  write: (tx, { id, order, isVisible }) => tx.update(faqSections).set({ order, isVisible, updatedAt: new Date() }).where(eq(faqSections.id, id)),
};
const QUESTIONS: OrderedRows = {
  owned: (tx, caller, ids) =>
    tx
      .select({ id: faqQuestions.id, order: faqQuestions.order, isVisible: faqQuestions.isVisible })
      .from(faqQuestions)
      .innerJoin(faqSections, eq(faqSections.id, faqQuestions.sectionId))
      .where(and(inArray(faqQuestions.id, ids), eq(faqSections.platformId, caller.platformId))),
  write: (tx, { id, order, isVisible }) => tx.update(faqQuestions).set({ order, isVisible, updatedAt: new Date() }).where(eq(faqQuestions.id, id)),
};
const BILLBOARDS: OrderedRows = {
  owned: (tx, caller, ids) =>
    tx.select({ id: billboards.id, order: billboards.order, isVisible: billboards.isVisible }).from(billboards).where(and(inArray(billboards.id, ids), eq(billboards.platformId, caller.platformId))),
  write: (tx, { id, order, isVisible }) => tx.update(billboards).set({ order, isVisible, updatedAt: new Date() }).where(eq(billboards.id, id)),
};

/**
 * Spec §7 "Admin and content", FAQ and billboards (issue 17 part 6). Every write is recorded in the audit log and
 * clears the public content caches, so /faq, /bonificacion and the home billboards change at once.
 */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  /** A write's answer: 404 when it found nothing of the platform's to change, else the public caches cleared first. */
  const written = async <T>(request: FastifyRequest, result: T | null) => {
    if (result === null) notFound(request);
    await app.caches.clear('content');
    return success(result);
  };
  const deleted = (request: FastifyRequest, found: boolean) => written(request, found ? { deleted: true } : null).then(() => success(null));
  const reordered = async (request: FastifyRequest, rows: OrderAndVisibility[], action: AuditAction, target: OrderedRows, subject: string) => {
    const updated = await updateOrderAndVisibility(db, await adminCaller(request), { action, subject, rows, target });
    return written(request, updated === null ? null : { updated });
  };

  route(app, getAdminFaq, async (request) => {
    const caller = await adminCaller(request);
    if (!kindAllowed(caller, request.params.id)) notFound(request);
    return success(await readAdminFaq(db, caller, request.params.id));
  });

  route(app, getAdminFaqSection, async (request) => {
    const section = await ownSection(db, await adminCaller(request), request.params.id);
    return section ? success(sectionView(section)) : notFound(request);
  });
  route(app, saveFaqSectionContract, async (request) => written(request, await saveFaqSection(db, await adminCaller(request), request.params.id, request.body)));
  route(app, deleteFaqSectionContract, async (request) => deleted(request, await deleteFaqSection(db, await adminCaller(request), request.params.id)));

  route(app, getAdminFaqQuestion, async (request) => {
    const question = await ownQuestion(db, await adminCaller(request), request.params.id);
    return question ? success({ ...questionView(question), kind: question.kind }) : notFound(request);
  });
  route(app, saveFaqQuestionContract, async (request) => written(request, await saveFaqQuestion(db, await adminCaller(request), request.params.id, request.body)));
  route(app, deleteFaqQuestionContract, async (request) => deleted(request, await deleteFaqQuestion(db, await adminCaller(request), request.params.id)));

  route(app, updateQuestionOrderAndVisibility, (request) => reordered(request, request.body.questions, 'faq.order', QUESTIONS, 'questions'));
  route(app, updateSectionOrderAndVisibility, (request) => reordered(request, request.body.sections, 'faq.order', SECTIONS, 'sections'));

  route(app, listAdminBillboardsContract, async (request) => success(await listAdminBillboards(db, await adminCaller(request))));
  route(app, saveBillboardContract, async (request) => written(request, await saveBillboard(db, await adminCaller(request), request.body)));
  route(app, updateBillboardOrderAndVisibility, (request) => reordered(request, request.body.billboards, 'billboard.order', BILLBOARDS, 'billboards'));
};

export default routes;
