import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '@app/contracts/contract';
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
import { getFaq } from '@app/contracts/content/faq';
import { getBillboards } from '@app/contracts/content/platform-content';
import { billboards } from '@app/db/schema/billboards';
import { faqQuestions } from '@app/db/schema/faq-questions';
import { faqSections } from '@app/db/schema/faq-sections';
import { platforms } from '@app/db/schema/platforms';
import { orderRows } from '@app/domain/admin/ordering';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

let t: TestApp;
let admin: Visitor;
/** The Spanish platform's administrator, on their own host. */
let otherAdmin: Visitor;
let demoId: number;
let cofaresId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin@demo.test');
  otherAdmin = await signedIn(t.app, 'admin@cofares.test', 'cofares.localhost', 'cofares');
  const rows = await t.db.db.select({ id: platforms.id, code: platforms.codeName }).from(platforms);
  demoId = rows.find((p) => p.code === 'demo')!.id;
  cofaresId = rows.find((p) => p.code === 'cofares')!.id;
});
afterAll(() => t.close());

/** A platform's rows in its host's language (demo: French; cofares: Spanish). */
const langOf = (platformId: number) => (platformId === demoId ? 'fr' : 'es');
const sectionsOf = (platformId: number) =>
  t.db.db
    .select()
    .from(faqSections)
    .where(and(eq(faqSections.platformId, platformId), eq(faqSections.lang, langOf(platformId)), eq(faqSections.kind, 'general'))).orderBy(asc(faqSections.order), asc(faqSections.id));
const questionsOf = (sectionId: number) => t.db.db.select().from(faqQuestions).where(eq(faqQuestions.sectionId, sectionId)).orderBy(asc(faqQuestions.order), asc(faqQuestions.id));
const billboardsOf = (platformId: number) =>
  t.db.db.select().from(billboards).where(and(eq(billboards.platformId, platformId), eq(billboards.lang, langOf(platformId)))).orderBy(asc(billboards.order), asc(billboards.id));
/** The order and visibility of rows, to compare a table before and after a refused call. */
const orderOf = (rows: { id: number; order: number; isVisible: boolean }[]) => rows.map(({ id, order, isVisible }) => ({ id, order, isVisible }));

/** One call of each endpoint of the part, on a row of the demo platform. */
async function everyCall(): Promise<[Contract, (v: Visitor) => ReturnType<Visitor['call']>][]> {
  const [section] = await sectionsOf(demoId);
  const [question] = await questionsOf(section.id);
  const [billboard] = await billboardsOf(demoId);
  const rows = [{ id: question.id, order: question.order, isVisible: question.isVisible }];
  return [
    [getAdminFaq, (v) => v.call(getAdminFaq, { params: { id: 'general' } })],
    [getAdminFaqSection, (v) => v.call(getAdminFaqSection, { params: { id: section.id } })],
    [saveFaqSection, (v) => v.call(saveFaqSection, { params: { id: section.id }, body: { kind: 'general', title: section.title, isVisible: section.isVisible } })],
    [deleteFaqSection, (v) => v.call(deleteFaqSection, { params: { id: section.id } })],
    [getAdminFaqQuestion, (v) => v.call(getAdminFaqQuestion, { params: { id: question.id } })],
    [saveFaqQuestion, (v) => v.call(saveFaqQuestion, { params: { id: question.id }, body: { sectionId: section.id, question: 'Q', answerHtml: '<p>R</p>' } })],
    [deleteFaqQuestion, (v) => v.call(deleteFaqQuestion, { params: { id: question.id } })],
    [updateQuestionOrderAndVisibility, (v) => v.call(updateQuestionOrderAndVisibility, { body: { questions: rows } })],
    [updateSectionOrderAndVisibility, (v) => v.call(updateSectionOrderAndVisibility, { body: { sections: [{ id: section.id, order: 1, isVisible: true }] } })],
    [listAdminBillboards, (v) => v.call(listAdminBillboards)],
    [saveBillboard, (v) => v.call(saveBillboard, { body: { id: billboard.id, title: 'T', text: 'X' } })],
    [updateBillboardOrderAndVisibility, (v) => v.call(updateBillboardOrderAndVisibility, { body: { billboards: [{ id: billboard.id, order: 1, isVisible: true }] } })],
  ];
}

describe('who may call the FAQ and billboard endpoints', () => {
  it('answers 401 to a guest and to another platform’s administrator, 403 to a learner and a referent, and changes nothing', async () => {
    const sectionsBefore = await sectionsOf(demoId);
    const billboardsBefore = await billboardsOf(demoId);
    const guest = createVisitor(t.app);
    await guest.csrf();
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const referent = await signedIn(t.app, 'referent@demo.test');
    for (const [contract, call] of await everyCall()) {
      for (const [visitor, status] of [[guest, 401], [learner, 403], [referent, 403]] as const) {
        const refused = await call(visitor);
        expect(refused.statusCode, `${contract.method} ${contract.path}`).toBe(status);
        failureOf(refused, contract);
      }
    }
    // The Spanish administrator's session sent to the demo host: a guest there.
    const onDemo = { host: 'demo.localhost' };
    for (const url of ['/back/api/admin/faq/general', `/back/api/admin/faq/section/${sectionsBefore[0].id}`, '/back/api/admin/billboards']) {
      expect((await otherAdmin.request({ method: 'GET', url, headers: onDemo })).statusCode).toBe(401);
    }
    const write = await otherAdmin.request({
      method: 'DELETE',
      url: `/back/api/admin/faq/section/${sectionsBefore[0].id}`,
      headers: onDemo,
      xsrf: true,
    });
    expect(write.statusCode).toBe(401);
    expect(await sectionsOf(demoId)).toEqual(sectionsBefore);
    expect(await billboardsOf(demoId)).toEqual(billboardsBefore);
  });

  it('gives another platform’s administrator, on their own host, a 404 for every demo row and changes nothing', async () => {
    const sectionsBefore = await sectionsOf(demoId);
    const questionsBefore = await questionsOf(sectionsBefore[0].id);
    const billboardsBefore = await billboardsOf(demoId);
    for (const [contract, call] of await everyCall()) {
      if (contract === getAdminFaq || contract === listAdminBillboards) continue;
      const refused = await call(otherAdmin);
      expect(refused.statusCode, `${contract.method} ${contract.path}`).toBe(404);
      failureOf(refused, contract);
    }
    // Their own lists never show the demo rows.
    const theirs = dataOf(await otherAdmin.call(getAdminFaq, { params: { id: 'general' } }), getAdminFaq);
    expect(theirs.sections.map((s) => s.id)).not.toContain(sectionsBefore[0].id);
    const theirBillboards = dataOf(await otherAdmin.call(listAdminBillboards), listAdminBillboards);
    expect(theirBillboards.map((b) => b.id)).not.toContain(billboardsBefore[0].id);
    expect(await sectionsOf(demoId)).toEqual(sectionsBefore);
    expect(await questionsOf(sectionsBefore[0].id)).toEqual(questionsBefore);
    expect(await billboardsOf(demoId)).toEqual(billboardsBefore);
  });
});

describe('the FAQ of the back-office', () => {
  it('lists every section and question of a kind, hidden ones included, in order', async () => {
    const faq = dataOf(await admin.call(getAdminFaq, { params: { id: 'general' } }), getAdminFaq);
    const sections = await t.db.db
      .select()
      .from(faqSections)
      .where(and(eq(faqSections.platformId, demoId), eq(faqSections.lang, 'fr'), eq(faqSections.kind, 'general')))
      .orderBy(asc(faqSections.order), asc(faqSections.id));
    expect(faq.sections.map((s) => s.id)).toEqual(sections.map((s) => s.id));
    const hidden = await t.db.db.select({ id: faqQuestions.id }).from(faqQuestions).where(and(inArray(faqQuestions.sectionId, sections.map((s) => s.id)), eq(faqQuestions.isVisible, false)));
    expect(hidden.length).toBeGreaterThan(0);
    expect(faq.sections.flatMap((s) => s.questions.filter((q) => !q.isVisible).map((q) => q.id)).sort()).toEqual(hidden.map((h) => h.id).sort());
  });

  it('has the funding FAQ on a Spanish host only', async () => {
    expect((await admin.call(getAdminFaq, { params: { id: 'bonificacion' } })).statusCode).toBe(404);
    expect((await admin.call(saveFaqSection, { params: { id: 'new' }, body: { kind: 'bonificacion', title: 'Financement' } })).statusCode).toBe(404);
    const funding = dataOf(await otherAdmin.call(getAdminFaq, { params: { id: 'bonificacion' } }), getAdminFaq);
    expect(funding.kind).toBe('bonificacion');
    expect(funding.sections.length).toBeGreaterThan(0);
  });

  it('creates a section last and a question in it with a sanitised answer, shown at once on the public FAQ, each in the audit log', async () => {
    const visitor = createVisitor(t.app);
    // The public answer is cached: read it first so the save must clear it.
    expect(dataOf(await visitor.call(getFaq, { query: {} }), getFaq).sections.map((s) => s.title)).not.toContain('Paiements');
    const existing = await sectionsOf(demoId);
    const section = dataOf(await admin.call(saveFaqSection, { params: { id: 'new' }, body: { kind: 'general', title: '  Paiements  ' } }), saveFaqSection);
    expect(section).toMatchObject({ title: 'Paiements', isVisible: true, order: Math.max(...existing.map((s) => s.order)) + 1 });
    const question = dataOf(
      await admin.call(saveFaqQuestion, {
        params: { id: 'new' },
        body: { sectionId: section.id, question: 'Puis-je payer par chèque ?', answerHtml: '<p onclick="steal()">Oui, <strong>à l’ordre</strong> de la plateforme.</p><script>steal()</script>' },
      }),
      saveFaqQuestion,
    );
    expect(question).toMatchObject({ sectionId: section.id, order: 1, isVisible: true, answerHtml: '<p>Oui, <strong>à l’ordre</strong> de la plateforme.</p>' });
    const shown = dataOf(await visitor.call(getFaq, { query: {} }), getFaq).sections.find((s) => s.id === section.id);
    expect(shown?.questions.map((q) => q.answerHtml)).toEqual([question.answerHtml]);

    expect(dataOf(await admin.call(getAdminFaqSection, { params: { id: section.id } }), getAdminFaqSection)).toEqual(section);
    expect(dataOf(await admin.call(getAdminFaqQuestion, { params: { id: question.id } }), getAdminFaqQuestion)).toEqual({ ...question, kind: 'general' });

    const log = dataOf(await admin.call(listAuditLog, { query: {} }), listAuditLog);
    expect(log.items[0]).toMatchObject({ action: 'faq.question.save', subject: 'Puis-je payer par chèque ?' });
    expect(log.items[0].changes).toContainEqual({ field: 'answerHtml', before: null, after: question.answerHtml });
    expect(log.items[1]).toMatchObject({ action: 'faq.section.save', subject: 'Paiements' });
  });

  it('updates a question and moves it to the end of another section, then deletes it and a section with its questions', async () => {
    const [first, second] = await sectionsOf(demoId);
    const [question] = await questionsOf(first.id);
    const lastOfSecond = Math.max(...(await questionsOf(second.id)).map((q) => q.order));
    const moved = dataOf(
      await admin.call(saveFaqQuestion, { params: { id: question.id }, body: { sectionId: second.id, question: 'Nouvelle formulation ?', answerHtml: '<p>Réponse</p>', isVisible: false } }),
      saveFaqQuestion,
    );
    expect(moved).toMatchObject({ id: question.id, sectionId: second.id, order: lastOfSecond + 1, isVisible: false, question: 'Nouvelle formulation ?' });
    const log = dataOf(await admin.call(listAuditLog, { query: { action: 'faq.question.save' } }), listAuditLog);
    expect(log.items[0].changes).toContainEqual({ field: 'question', before: question.question, after: 'Nouvelle formulation ?' });

    expect(dataOf(await admin.call(deleteFaqQuestion, { params: { id: question.id } }), deleteFaqQuestion)).toBeNull();
    expect((await admin.call(getAdminFaqQuestion, { params: { id: question.id } })).statusCode).toBe(404);
    expect((await admin.call(deleteFaqQuestion, { params: { id: question.id } })).statusCode).toBe(404);

    const questionsOfFirst = await questionsOf(first.id);
    expect(questionsOfFirst.length).toBeGreaterThan(0);
    expect((await admin.call(deleteFaqSection, { params: { id: first.id } })).statusCode).toBe(200);
    expect(await questionsOf(first.id)).toEqual([]);
    const [deleted] = dataOf(await admin.call(listAuditLog, { query: { action: 'faq.section.delete' } }), listAuditLog).items;
    expect(deleted).toMatchObject({ subject: first.title });
    expect(deleted.changes).toContainEqual({ field: 'questions', before: questionsOfFirst.map((q) => ({ sectionId: q.sectionId, question: q.question, answerHtml: q.answerHtml, order: q.order, isVisible: q.isVisible })), after: null });
  });

  it('reorders questions and hides one: the public FAQ follows at once, and the log has the change', async () => {
    const visitor = createVisitor(t.app);
    const before = dataOf(await visitor.call(getFaq, { query: {} }), getFaq);
    const target = before.sections.find((s) => s.questions.length >= 2)!;
    const rows = await questionsOf(target.id);
    const visible = rows.filter((q) => q.isVisible);
    const reversed = orderRows([...rows].reverse());
    const hidden = visible[0];
    const body = reversed.map((r) => (r.id === hidden.id ? { ...r, isVisible: false } : r));
    expect(dataOf(await admin.call(updateQuestionOrderAndVisibility, { body: { questions: body } }), updateQuestionOrderAndVisibility)).toEqual({ updated: rows.length });
    const after = dataOf(await visitor.call(getFaq, { query: {} }), getFaq).sections.find((s) => s.id === target.id)!;
    expect(after.questions.map((q) => q.id)).toEqual([...visible].reverse().filter((q) => q.id !== hidden.id).map((q) => q.id));
    const [entry] = dataOf(await admin.call(listAuditLog, { query: { action: 'faq.order' } }), listAuditLog).items;
    expect(entry.changes).toContainEqual({ field: `${hidden.id}.isVisible`, before: true, after: false });
  });

  it('reorders sections and hides one from the public FAQ', async () => {
    const visitor = createVisitor(t.app);
    const shown = dataOf(await visitor.call(getFaq, { query: {} }), getFaq).sections;
    expect(shown.length).toBeGreaterThanOrEqual(2);
    const rows = await sectionsOf(demoId);
    const [hide] = shown;
    const body = orderRows([...rows].reverse()).map((r) => (r.id === hide.id ? { ...r, isVisible: false } : r));
    expect((await admin.call(updateSectionOrderAndVisibility, { body: { sections: body } })).statusCode).toBe(200);
    const now = dataOf(await visitor.call(getFaq, { query: {} }), getFaq).sections.map((s) => s.id);
    expect(now).not.toContain(hide.id);
    expect(now).toEqual(shown.slice(1).map((s) => s.id).reverse());
  });
});

describe('a reorder naming a row that is not the platform’s', () => {
  it('changes nothing when one id is unknown or another platform’s (404), and refuses an id named twice (422)', async () => {
    const [section] = await sectionsOf(demoId);
    const questions = await questionsOf(section.id);
    const [foreignSection] = await sectionsOf(cofaresId);
    const [foreignQuestion] = await questionsOf(foreignSection.id);
    const reversed = orderRows([...questions].reverse());
    for (const stranger of [9_999_999, foreignQuestion.id]) {
      const refused = await admin.call(updateQuestionOrderAndVisibility, { body: { questions: [...reversed, { id: stranger, order: 99, isVisible: false }] } });
      expect(refused.statusCode).toBe(404);
      failureOf(refused, updateQuestionOrderAndVisibility);
    }
    expect(orderOf(await questionsOf(section.id))).toEqual(orderOf(questions));
    expect(orderOf(await questionsOf(foreignSection.id))).toContainEqual(orderOf([foreignQuestion])[0]);

    const sections = await sectionsOf(demoId);
    expect((await admin.call(updateSectionOrderAndVisibility, { body: { sections: [...orderRows(sections), { id: foreignSection.id, order: 1, isVisible: false }] } })).statusCode).toBe(404);
    expect(orderOf(await sectionsOf(demoId))).toEqual(orderOf(sections));
    expect(orderOf(await sectionsOf(cofaresId))[0]).toEqual(orderOf([foreignSection])[0]);

    const boards = await billboardsOf(demoId);
    const [foreignBoard] = await billboardsOf(cofaresId);
    expect((await admin.call(updateBillboardOrderAndVisibility, { body: { billboards: [...orderRows([...boards].reverse()), { id: foreignBoard.id, order: 1, isVisible: false }] } })).statusCode).toBe(404);
    expect(orderOf(await billboardsOf(demoId))).toEqual(orderOf(boards));

    const twice = await admin.call(updateQuestionOrderAndVisibility, { body: { questions: [reversed[0], reversed[0]] } });
    expect(twice.statusCode).toBe(422);
    expect(failureOf(twice, updateQuestionOrderAndVisibility).data).toEqual({ errors: { questions: ['Chaque élément ne peut figurer qu’une fois.'] } });
    expect(orderOf(await questionsOf(section.id))).toEqual(orderOf(questions));
  });
});

describe('bad input', () => {
  it('refuses blank titles, questions and answers, an answer with nothing allowed left, and an empty reorder, beside their fields', async () => {
    const [section] = await sectionsOf(demoId);
    const blank = await admin.call(saveFaqSection, { params: { id: 'new' }, body: { kind: 'general', title: '   ' } });
    expect(blank.statusCode).toBe(422);
    expect(failureOf(blank, saveFaqSection).data).toEqual({ errors: { title: ['Ce champ est obligatoire.'] } });
    const empty = await admin.call(saveFaqQuestion, { params: { id: 'new' }, body: { sectionId: section.id, question: '', answerHtml: '' } });
    expect(Object.keys((failureOf(empty, saveFaqQuestion).data as { errors: object }).errors).sort()).toEqual(['answerHtml', 'question']);
    const scriptOnly = await admin.call(saveFaqQuestion, { params: { id: 'new' }, body: { sectionId: section.id, question: 'Q ?', answerHtml: '<script>alert(1)</script>' } });
    expect(scriptOnly.statusCode).toBe(422);
    expect(failureOf(scriptOnly, saveFaqQuestion).data).toEqual({ errors: { answerHtml: ['Ce champ est obligatoire.'] } });
    const badId = await admin.request({ method: 'GET', url: '/back/api/admin/faq/question/abc' });
    expect(badId.statusCode).toBe(422);
    expect((await admin.call(updateSectionOrderAndVisibility, { body: { sections: [] } })).statusCode).toBe(422);
    expect((await admin.request({ method: 'GET', url: '/back/api/admin/faq/other' })).statusCode).toBe(422);
  });

  it('answers in Spanish on a Spanish host', async () => {
    const refused = await otherAdmin.call(saveFaqSection, { params: { id: 'new' }, body: { kind: 'general', title: '' } });
    expect(failureOf(refused, saveFaqSection).data).toEqual({ errors: { title: ['Este campo es obligatorio.'] } });
  });
});

describe('the billboards of the back-office', () => {
  it('lists hidden ones too, creates one last, updates it, and the home shows it at once', async () => {
    const visitor = createVisitor(t.app);
    const publicBefore = dataOf(await visitor.call(getBillboards), getBillboards);
    const list = dataOf(await admin.call(listAdminBillboards), listAdminBillboards);
    expect(list.some((b) => !b.isVisible)).toBe(true);
    expect(list.filter((b) => b.isVisible).map((b) => b.id)).toEqual(publicBefore.map((b) => b.id));

    const created = dataOf(await admin.call(saveBillboard, { body: { title: 'Nouveauté', text: 'Les ateliers reprennent.', link: '/catalogue', illustration: '' } }), saveBillboard);
    expect(created).toMatchObject({ order: Math.max(...list.map((b) => b.order)) + 1, isVisible: true, link: '/catalogue', illustration: null });
    expect(dataOf(await visitor.call(getBillboards), getBillboards).at(-1)).toMatchObject({ id: created.id, title: 'Nouveauté' });

    const updated = dataOf(await admin.call(saveBillboard, { body: { id: created.id, title: 'Nouveauté', text: 'Autre texte', link: 'https://example.org/ateliers', isVisible: false } }), saveBillboard);
    expect(updated).toMatchObject({ id: created.id, text: 'Autre texte', isVisible: false, order: created.order });
    expect(dataOf(await visitor.call(getBillboards), getBillboards).map((b) => b.id)).not.toContain(created.id);
    const [entry] = dataOf(await admin.call(listAuditLog, { query: { action: 'billboard.save' } }), listAuditLog).items;
    expect(entry.changes).toContainEqual({ field: 'text', before: 'Les ateliers reprennent.', after: 'Autre texte' });
  });

  it('reorders billboards on the home page and logs it', async () => {
    const visitor = createVisitor(t.app);
    dataOf(await visitor.call(getBillboards), getBillboards);
    const rows = await billboardsOf(demoId);
    const body = orderRows([...rows].reverse().map((b) => ({ ...b, isVisible: true })));
    expect(dataOf(await admin.call(updateBillboardOrderAndVisibility, { body: { billboards: body } }), updateBillboardOrderAndVisibility)).toEqual({ updated: rows.length });
    expect(dataOf(await visitor.call(getBillboards), getBillboards).map((b) => b.id)).toEqual(body.map((b) => b.id));
    const [entry] = dataOf(await admin.call(listAuditLog, { query: { action: 'billboard.order' } }), listAuditLog).items;
    expect(entry.changes.length).toBeGreaterThan(0);
  });

  it('refuses a link that is neither a site path nor https, and another platform’s billboard', async () => {
    const bad = await admin.call(saveBillboard, { body: { title: 'T', text: 'X', link: 'javascript:alert(1)', illustration: '//evil.example/x.png' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((failureOf(bad, saveBillboard).data as { errors: object }).errors).sort()).toEqual(['illustration', 'link']);
    const [foreign] = await billboardsOf(cofaresId);
    expect((await admin.call(saveBillboard, { body: { id: foreign.id, title: 'T', text: 'X' } })).statusCode).toBe(404);
    expect((await billboardsOf(cofaresId))[0]).toEqual(foreign);
  });
});
