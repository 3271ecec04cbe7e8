import { eq } from 'drizzle-orm';
import type { AdminFaqQuestion, faqQuestionFields } from '@app/contracts/admin/faq';
import type { Db } from '@app/db/client';
import { faqQuestions } from '@app/db/schema/faq-questions';
import { nextOrder } from '@app/domain/admin/ordering';
import { sanitizeRichText } from '@app/domain/content/rich-text';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { ownQuestion, ownSection, questionState, questionView } from './faq-scope.ts';

/**
 * Creates a question (`new`, last of its section) or updates one of the platform's, its answer sanitised to the
 * rich-text allow-list (an answer left empty by it is refused beside the field). A question moved to another section
 * goes last there. Null when the question or the section is not the platform's.
 */
export async function saveFaqQuestion(
  db: Db,
  caller: AdminCaller,
  id: number | 'new',
  fields: z.output<typeof faqQuestionFields>,
): Promise<AdminFaqQuestion | null> {
  const answerHtml = sanitizeRichText(fields.answerHtml);
  if (!answerHtml) {
    throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { answerHtml: [translate(caller.lang, 'validation.required')] } });
  }
  return db.transaction(async (tx) => {
    const before = id === 'new' ? undefined : await ownQuestion(tx, caller, id);
    if (id !== 'new' && !before) return null;
    if (!(await ownSection(tx, caller, fields.sectionId))) return null;
    const values = { ...fields, answerHtml };
    let order = before?.order;
    if (before?.sectionId !== fields.sectionId) {
      const siblings = await tx.select({ order: faqQuestions.order }).from(faqQuestions).where(eq(faqQuestions.sectionId, fields.sectionId));
      order = nextOrder(siblings.map((q) => q.order));
    }
    const [saved] = before
      ? await tx.update(faqQuestions).set({ ...values, order, updatedAt: new Date() }).where(eq(faqQuestions.id, before.id)).returning()
      : await tx.insert(faqQuestions).values({ ...values, order }).returning();
    await recordAudit(tx, caller, { action: 'faq.question.save', subject: saved.question, before: questionState(before), after: questionState(saved) });
    return questionView(saved);
  });
}
