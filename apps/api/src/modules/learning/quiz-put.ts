import { eq } from 'drizzle-orm';
import { quizzes } from '@app/db/schema/quizzes';
import { evaluationQuestions } from '@app/domain/learning/quiz-evaluation';
import type { EnrolmentRecord } from './enrolment-record.ts';
import type { Tx } from './tracking-chain.ts';

/**
 * Puts the evaluation quiz of a training the learner has just finished, in the completion's transaction: the standard
 * questionnaire of the training's language and its own knowledge checks (its quiz modules' questions), copied so a
 * later edit of the training changes nothing already put. Once per enrolment: finishing again after re-enrolling
 * puts no second quiz. The learner's live session is told by the caller (EVENTS.userChanged, reason 'quiz').
 */
export async function putEvaluationQuiz(tx: Tx, record: EnrolmentRecord): Promise<void> {
  const { enrolment, training } = record;
  const [already] = await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.enrolmentId, enrolment.id)).limit(1);
  if (already) return;
  const checks = record.modules.flatMap((m) => (m.content?.kind === 'quiz' ? m.content.questions.map((q) => ({ ...q, id: `${m.module.id}-${q.id}` })) : []));
  await tx.insert(quizzes).values({
    userId: enrolment.userId,
    platformId: enrolment.platformId,
    enrolmentId: enrolment.id,
    source: training.name,
    questions: evaluationQuestions(training.lang, checks),
  });
}
