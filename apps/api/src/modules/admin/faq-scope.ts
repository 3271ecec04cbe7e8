import { and, eq } from 'drizzle-orm';
import type { AdminFaqQuestion, AdminFaqSection, FaqKindName } from '@app/contracts/admin/faq';
import type { Db, Tx } from '@app/db/client';
import { type FaqQuestion, faqQuestions } from '@app/db/schema/faq-questions';
import { type FaqSection, faqSections } from '@app/db/schema/faq-sections';
import type { AdminCaller } from './admin-caller.ts';

/**
 * The FAQ rows an administrator may read and change: their platform's only (another platform's id is not found). The
 * funding FAQ (`bonificacion`) exists in Spanish only, as on the public side.
 */
export const kindAllowed = (caller: Pick<AdminCaller, 'lang'>, kind: FaqKindName) => kind === 'general' || caller.lang === 'es';

export async function ownSection(db: Db | Tx, caller: AdminCaller, id: number): Promise<FaqSection | undefined> {
  const [row] = await db.select().from(faqSections).where(and(eq(faqSections.id, id), eq(faqSections.platformId, caller.platformId)));
  return row;
}

export async function ownQuestion(db: Db | Tx, caller: AdminCaller, id: number): Promise<(FaqQuestion & { kind: FaqKindName }) | undefined> {
  const [row] = await db
    .select({ question: faqQuestions, kind: faqSections.kind })
    .from(faqQuestions)
    .innerJoin(faqSections, eq(faqSections.id, faqQuestions.sectionId))
    .where(and(eq(faqQuestions.id, id), eq(faqSections.platformId, caller.platformId)));
  return row && { ...row.question, kind: row.kind };
}

export const sectionView = (s: FaqSection): AdminFaqSection => ({ id: s.id, kind: s.kind, title: s.title, order: s.order, isVisible: s.isVisible });

export const questionView = (q: FaqQuestion): AdminFaqQuestion => ({
  id: q.id,
  sectionId: q.sectionId,
  question: q.question,
  answerHtml: q.answerHtml,
  order: q.order,
  isVisible: q.isVisible,
});

/** What the audit log keeps of a section or a question (not its timestamps). */
export const sectionState = (s: FaqSection | undefined) => (s ? { kind: s.kind, title: s.title, order: s.order, isVisible: s.isVisible } : null);
export const questionState = (q: FaqQuestion | undefined) =>
  q ? { sectionId: q.sectionId, question: q.question, answerHtml: q.answerHtml, order: q.order, isVisible: q.isVisible } : null;
