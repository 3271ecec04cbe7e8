/**
 * The learner's feedback after an evaluation quiz (issue "Learning I" part 6): a rating and an optional comment on the
 * whole quiz, and — behind one disclosure, so that it costs a glance to a learner who has nothing to add — on any
 * question they choose, once each.
 */
import { useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FeedbackForm } from '@app/contracts/content/feedback';
import { giveQuizFeedback, quizFeedbackForm, type EvaluationQuiz } from '@app/contracts/learning/quiz';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FeedbackFields } from '../content/feedback-fields.tsx';
import { FormAlert, SelectField, SubmitButton } from '../ui/fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';

/** A feedback form sending to the quiz's feedback call: on the whole quiz (no question) or on one question. */
export function useQuizFeedbackForm(quizId: number, onGiven: (quiz: EvaluationQuiz) => void) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FeedbackForm>({
    resolver: zodResolver(quizFeedbackForm),
    defaultValues: { rating: undefined as unknown as number, comment: '' },
  });
  const send = (questionId?: string) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        const body = { quizId, questionId, rating: values.rating, comment: values.comment || undefined };
        onGiven((await api.call(giveQuizFeedback, { body })).data.quiz);
      } catch (error) {
        const mapped = mapApiErrors(error, ['rating', 'comment'], t('errors.anErrorOccurred'));
        for (const [field, message] of Object.entries(mapped.fields)) form.setError(field as keyof FeedbackForm, { message });
        setFormError(mapped.form);
      }
    });
  return { form, formError, send };
}

/** The feedback fields of a quiz's form (react-hook-form's). */
export function QuizFeedbackFields({ form, texts }: { form: UseFormReturn<FeedbackForm>; texts: 'quiz' | 'quizQuestion' }) {
  const { errors } = form.formState;
  return (
    <Controller
      control={form.control}
      name="rating"
      render={({ field }) => (
        <FeedbackFields
          texts={texts}
          rating={field.value ?? null}
          onRate={field.onChange}
          errors={{ rating: errors.rating?.message, comment: errors.comment?.message }}
          comment={form.register('comment')}
        />
      )}
    />
  );
}

/** "Comment on a question": the questions not commented yet to choose from, a rating and an optional comment. */
export function QuestionFeedback({ quiz, onGiven }: { quiz: EvaluationQuiz; onGiven: (quiz: EvaluationQuiz) => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const [given, setGiven] = useState<number | null>(null);
  const numbered = quiz.questions.map((q, index) => ({ ...q, number: index + 1 }));
  const open = numbered.filter((q) => !quiz.feedbacks.some((f) => f.questionId === q.id));
  const question = open.find((q) => q.id === chosen) ?? open[0];
  const { form, formError, send } = useQuizFeedbackForm(quiz.id, (next) => {
    setGiven(question.number);
    form.reset();
    onGiven(next);
  });
  if (!question && given === null) return null;

  return (
    <details className="rounded-md border border-neutral-300 px-4 py-3" data-testid="question-feedback">
      <summary className="cursor-pointer py-2 font-semibold text-neutral-900">{t('quizQuestion.disclosure')}</summary>
      <div className="mt-4 flex flex-col gap-5">
        {given !== null && <FormAlert tone="success">{t('quizQuestion.given', { number: given })}</FormAlert>}
        {question && (
          <form onSubmit={send(question.id)} noValidate className="flex flex-col gap-5">
            {formError && <FormAlert>{formError}</FormAlert>}
            <SelectField name="questionId" label={t('quizQuestion.question')} value={question.id} onChange={(event) => setChosen(event.target.value)}>
              {open.map((q) => (
                <option key={q.id} value={q.id}>
                  {`${q.number}. ${q.text}`}
                </option>
              ))}
            </SelectField>
            <QuizFeedbackFields form={form} texts="quizQuestion" />
            <div>
              <SubmitButton variant="secondary" loading={form.formState.isSubmitting} loadingText={t('forms.sending')}>
                {t('quizQuestion.send')}
              </SubmitButton>
            </div>
          </form>
        )}
      </div>
    </details>
  );
}
