import { and, asc, eq } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { getFaq } from '@app/contracts/content/faq';
import type { Db } from '@app/db/client';
import { faqQuestions } from '@app/db/schema/faq-questions';
import { type FaqKind, faqSections } from '@app/db/schema/faq-sections';
import type { Scope } from './scope.ts';

type Faq = DataOf<typeof getFaq>;

/** Visible sections of one kind with their visible questions, both by order then id; empty sections are left out. */
export async function loadFaq(db: Db, { platformId, lang, kind }: Scope & { kind: FaqKind }): Promise<Faq> {
  const rows = await db
    .select({ section: faqSections, question: faqQuestions })
    .from(faqSections)
    .innerJoin(faqQuestions, and(eq(faqQuestions.sectionId, faqSections.id), eq(faqQuestions.isVisible, true)))
    .where(and(eq(faqSections.platformId, platformId), eq(faqSections.lang, lang), eq(faqSections.kind, kind), eq(faqSections.isVisible, true)))
    .orderBy(asc(faqSections.order), asc(faqSections.id), asc(faqQuestions.order), asc(faqQuestions.id));
  const sections: Faq['sections'] = [];
  for (const { section, question } of rows) {
    let current = sections.at(-1);
    if (current?.id !== section.id) {
      current = { id: section.id, title: section.title, order: section.order, questions: [] };
      sections.push(current);
    }
    current.questions.push({ id: question.id, question: question.question, answerHtml: question.answerHtml, order: question.order });
  }
  return { sections };
}
