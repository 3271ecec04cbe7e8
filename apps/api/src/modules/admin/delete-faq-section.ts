import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { faqQuestions } from '@app/db/schema/faq-questions';
import { faqSections } from '@app/db/schema/faq-sections';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { questionState, sectionState, ownSection } from './faq-scope.ts';

/** Deletes one of the platform's sections with its questions (kept in the audit entry); false when it is not theirs. */
export async function deleteFaqSection(db: Db, caller: AdminCaller, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const section = await ownSection(tx, caller, id);
    if (!section) return false;
    const questions = await tx.select().from(faqQuestions).where(eq(faqQuestions.sectionId, id)).orderBy(faqQuestions.order, faqQuestions.id);
    await tx.delete(faqSections).where(eq(faqSections.id, id));
    await recordAudit(tx, caller, {
      action: 'faq.section.delete',
      subject: section.title,
      before: { ...sectionState(section), questions: questions.map((q) => questionState(q)) },
      after: null,
    });
    return true;
  });
}
