import type { Contract } from '@app/contracts/contract';
import { getAttention } from '@app/contracts/admin/attention';
import { listAuditLog } from '@app/contracts/admin/audit';
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
import { getOutbox } from '@app/contracts/admin/outbox';
import type { TestApp } from '../../test/helper.ts';
import { orderRows } from '@app/domain/admin/ordering';
import { dataOf, signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

sweepContracts('admin', contractsIn(import.meta.glob(['/packages/contracts/src/admin/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getOutbox, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getOutbox, { query: { limit: 5 } })],
  [getAttention, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getAttention)],
  [listAuditLog, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(listAuditLog, { query: {} })],
  ...faqCalls(),
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
