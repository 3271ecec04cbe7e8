import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminFaq, FaqKindName } from '@app/contracts/admin/faq';
import type { Db } from '@app/db/client';
import { faqQuestions } from '@app/db/schema/faq-questions';
import { faqSections } from '@app/db/schema/faq-sections';
import type { AdminCaller } from './admin-caller.ts';
import { questionView, sectionView } from './faq-scope.ts';

/** A FAQ of the platform in the host language, every section with its questions (hidden ones too), by order then id. */
export async function readAdminFaq(db: Db, caller: AdminCaller, kind: FaqKindName): Promise<AdminFaq> {
  const sections = await db
    .select()
    .from(faqSections)
    .where(and(eq(faqSections.platformId, caller.platformId), eq(faqSections.lang, caller.lang), eq(faqSections.kind, kind)))
    .orderBy(asc(faqSections.order), asc(faqSections.id));
  const questions =
    sections.length === 0
      ? []
      : await db
          .select()
          .from(faqQuestions)
          .where(inArray(faqQuestions.sectionId, sections.map((s) => s.id)))
          .orderBy(asc(faqQuestions.order), asc(faqQuestions.id));
  return {
    kind,
    sections: sections.map((s) => ({ ...sectionView(s), questions: questions.filter((q) => q.sectionId === s.id).map(questionView) })),
  };
}
