import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { faqQuestions } from '@app/db/schema/faq-questions';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { ownQuestion, questionState } from './faq-scope.ts';

/** Deletes one of the platform's questions; false when it is not theirs. */
export async function deleteFaqQuestion(db: Db, caller: AdminCaller, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const question = await ownQuestion(tx, caller, id);
    if (!question) return false;
    await tx.delete(faqQuestions).where(eq(faqQuestions.id, id));
    await recordAudit(tx, caller, { action: 'faq.question.delete', subject: question.question, before: questionState(question), after: null });
    return true;
  });
}
