/**
 * The player of a quiz module (a knowledge check, spec §3 module type code 7): its questions as radio groups, answered
 * all at once; the result with the score out of 10 and, per question, whether it was right and why; another try
 * when the score is under the pass mark. The view is told when the module is passed.
 */
import { useEffect, useRef, useState } from 'react';
import type { DataOf } from '@app/contracts/contract';
import type { FlowModule } from '@app/contracts/learning/flow';
import { answerQuizModule, getQuizModule, type QuizModule } from '@app/contracts/learning/quizmod';
import type { EvaluationAnswers } from '@app/domain/learning/quiz-evaluation';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert, SubmitButton } from '../ui/fields.tsx';
import { QuestionChoices, useAnswersForm } from './answers-form.tsx';
import { Spinner } from '../ui/spinner.tsx';

type QuizResult = DataOf<typeof answerQuizModule>;

export interface QuizModulePlayerProps {
  courseTrackingId: number;
  module: FlowModule;
  /** The module was passed: the view asks the server for the new state of the flow. */
  onCompleted(): void;
}

export function QuizModulePlayer({ courseTrackingId, module, onCompleted }: QuizModulePlayerProps) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [quiz, setQuiz] = useState<QuizModule | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<{ answers: EvaluationAnswers; answer: QuizResult } | null>(null);
  const [retried, setRetried] = useState(false);

  useEffect(() => {
    let current = true;
    api
      .call(getQuizModule, { params: { id: courseTrackingId }, query: { moduleId: module.id } })
      .then(({ data }) => current && setQuiz(data))
      .catch((error: unknown) => current && setFailure(isApiError(error) && error.httpStatus > 0 && error.message ? error.message : t('quizmod.loadFailed')));
    return () => {
      current = false;
    };
  }, [api, courseTrackingId, module.id, t]);

  if (failure) return <FormAlert>{failure}</FormAlert>;
  if (!quiz) return <Spinner label={t('quizmod.loading')} />;
  if (result) {
    return (
      <Result
        quiz={quiz}
        answers={result.answers}
        answer={result.answer}
        onRetry={() => {
          setQuiz({ ...quiz, status: result.answer.status, score: result.answer.status === 'completed' ? quiz.score : result.answer.score });
          setResult(null);
          setRetried(true);
        }}
      />
    );
  }
  return (
    <Questions
      courseTrackingId={courseTrackingId}
      quiz={quiz}
      focusFirst={retried}
      onAnswered={(answers, answer) => {
        setResult({ answers, answer });
        if (answer.passed) onCompleted();
      }}
    />
  );
}

function Questions({ courseTrackingId, quiz, focusFirst, onAnswered }: {
  courseTrackingId: number;
  quiz: QuizModule;
  /** Another try: the keyboard starts again at the first question. */
  focusFirst: boolean;
  onAnswered(answers: EvaluationAnswers, answer: QuizResult): void;
}) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const answering = useAnswersForm(
    quiz.questions,
    async (answers) => {
      const { data } = await api.call(answerQuizModule, { params: { id: courseTrackingId }, body: { moduleId: quiz.moduleId, answers } });
      onAnswered(answers, data);
    },
    { summary: t('quizmod.errorSummary'), failed: t('quizmod.sendFailed') },
  );
  const { form, formError, sending, submit } = answering;
  useEffect(() => {
    if (focusFirst) form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [focusFirst, form]);

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-6" data-testid="quizmod-form">
      <p className="text-neutral-800">{t('quizmod.intro', { count: quiz.questions.length, pass: quiz.passScore })}</p>
      {quiz.status === 'completed' && quiz.score !== null && <FormAlert tone="success">{t('quizmod.alreadyPassed', { score: quiz.score })}</FormAlert>}
      {quiz.status !== 'completed' && quiz.score !== null && <FormAlert tone="info">{t('quizmod.lastScore', { score: quiz.score, pass: quiz.passScore })}</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      {quiz.questions.map((q, index) => (
        <QuestionChoices key={q.id} question={q} number={index + 1} form={answering} />
      ))}
      <div>
        <SubmitButton loading={sending} loadingText={t('quizmod.sending')}>
          {t('quizmod.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

function Result({ quiz, answers, answer, onRetry }: { quiz: QuizModule; answers: EvaluationAnswers; answer: QuizResult; onRetry(): void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The answers were taken: the result's heading says so to a screen reader and keeps the keyboard in place.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-5" data-testid="quizmod-result">
      <div className={`rounded-lg border p-4 ${answer.passed ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'}`}>
        <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-neutral-900 focus:outline-none">
          {answer.passed ? t('quizmod.passed') : t('quizmod.failed')}
        </h3>
        <p className="mt-1 text-neutral-900" data-testid="quizmod-score">
          {t('quizmod.score', { score: answer.score, pass: answer.passScore })}
        </p>
      </div>
      <ol className="flex flex-col gap-4">
        {quiz.questions.map((q, index) => {
          const outcome = answer.results.find((r) => r.questionId === q.id);
          if (!outcome) return null;
          return (
            <li key={q.id} className="rounded-lg border border-neutral-200 bg-white p-4" data-testid="quizmod-feedback" data-correct={outcome.correct}>
              <p className="font-semibold text-neutral-900">{`${index + 1}. ${q.text}`}</p>
              <p className="mt-1 text-neutral-800">{t('quizmod.yourAnswer', { answer: q.choices[answers[q.id]] })}</p>
              <p className={`mt-1 font-semibold ${outcome.correct ? 'text-green-800' : 'text-red-800'}`}>
                <span aria-hidden="true">{outcome.correct ? '✓ ' : '✗ '}</span>
                {outcome.correct ? t('quizmod.correct') : t('quizmod.wrong', { answer: q.choices[outcome.answer] })}
              </p>
              {outcome.explanation && <p className="mt-1 text-neutral-800">{outcome.explanation}</p>}
            </li>
          );
        })}
      </ol>
      {!answer.passed && (
        <div>
          <Button onClick={onRetry}>{t('quizmod.retry')}</Button>
        </div>
      )}
    </div>
  );
}
