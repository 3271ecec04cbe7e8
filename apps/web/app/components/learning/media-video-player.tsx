/**
 * The player of a video step (issue 11 part 5): resumes at the saved second, saves the position as it plays, and
 * pauses at each question's second to ask it in a dialog; the step completes at its end, or when its questions pass.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { answerStepQuiz, type MediaStep } from '@app/contracts/learning/media';
import { STEP_QUIZ_PASS_SCORE } from '@app/domain/learning/media-steps';
import type { DataOf } from '@app/contracts/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { MediaFailure, StepDone } from './media-step-status.tsx';
import { useMediaPlayback, type MediaPlayerProps } from './media-playback.ts';

type Question = MediaStep['module']['questions'][number];
type QuizAnswer = DataOf<typeof answerStepQuiz>;

export function MediaVideoPlayer(props: MediaPlayerProps) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const video = useRef<HTMLVideoElement>(null);
  const { step, setStep, failure, setFailure } = useMediaPlayback(props, video);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [asking, setAsking] = useState<Question | null>(null);
  const [result, setResult] = useState<QuizAnswer | null>(null);

  const questions = step?.module.questions ?? [];
  const quizOpen = step !== null && step.module.status !== 'completed' && questions.length > 0;

  // A question whose second has come (or, without a second, the end) pauses the video until it is answered.
  useEffect(() => {
    const element = video.current;
    if (!element || !quizOpen) return;
    const due = (ended: boolean) => questions.find((q) => !(q.id in answers) && (q.atSecond === null ? ended : element.currentTime >= q.atSecond));
    const check = (ended: boolean) => () => {
      const next = due(ended);
      if (!next || asking) return;
      element.pause();
      setAsking(next);
    };
    const [onTime, onEnded] = [check(false), check(true)];
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('ended', onEnded);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('ended', onEnded);
    };
  }, [quizOpen, questions, answers, asking]);

  async function answer(question: Question, choice: number) {
    const given = { ...answers, [question.id]: choice };
    try {
      const { data } = await api.call(answerStepQuiz, {
        params: { id: step!.module.id },
        body: { answers: Object.entries(given).map(([questionId, c]) => ({ questionId, choice: c })) },
      });
      setAnswers(given);
      setResult(data);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : String(error));
    }
  }

  function resume() {
    const passed = result?.passed === true;
    const allAnswered = result !== null && result.results.length === questions.length;
    setAsking(null);
    setResult(null);
    if (passed) {
      setStep({ ...step!, score: result!.score, module: { ...step!.module, status: 'completed' } });
      props.onCompleted();
      return;
    }
    if (allAnswered) {
      // Not passed: the questions are asked again from the start.
      setAnswers({});
      if (video.current) video.current.currentTime = 0;
    }
    void video.current?.play();
  }

  if (failure) return <MediaFailure message={failure} />;
  if (!step) return <Spinner label={t('media.loading')} />;
  return (
    <div className="flex flex-col gap-3" data-testid="media-video-player">
      <video
        ref={video}
        src={step.mediaUrl}
        controls
        preload="metadata"
        playsInline
        className="aspect-video w-full rounded-lg bg-black"
        aria-label={t('media.video.label', { name: props.module.name })}
        data-testid="media-video"
      />
      {quizOpen && <p className="text-sm text-neutral-700">{t('media.quiz.ahead', { count: questions.length })}</p>}
      {step.module.status === 'completed' && <StepDone />}
      {asking && (
        <QuestionDialog
          question={asking}
          number={questions.indexOf(asking) + 1}
          total={questions.length}
          result={result}
          onAnswer={(choice) => answer(asking, choice)}
          onContinue={resume}
        />
      )}
    </div>
  );
}

function QuestionDialog({ question, number, total, result, onAnswer, onContinue }: {
  question: Question;
  number: number;
  total: number;
  result: QuizAnswer | null;
  onAnswer(choice: number): Promise<void>;
  onContinue(): void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const outcome = result?.results.find((r) => r.questionId === question.id);
  const allAnswered = result !== null && result.results.length === total;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === null) return setMissing(true);
    setSending(true);
    await onAnswer(choice);
    setSending(false);
  }

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/60" />
        <Dialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
          data-testid="media-question"
        >
          <Dialog.Title className="text-sm font-semibold text-neutral-700">{t('media.quiz.title', { number, total })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-lg font-bold text-neutral-900">{question.text}</Dialog.Description>
          {outcome ? (
            <div className="mt-4 flex flex-col gap-3" role="status">
              <p className={outcome.correct ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
                {outcome.correct ? t('media.quiz.correct') : t('media.quiz.wrong', { answer: question.choices[outcome.answer] })}
              </p>
              {outcome.explanation && <p className="text-neutral-800">{outcome.explanation}</p>}
              {allAnswered && (
                <p className="font-semibold text-neutral-900">
                  {result.passed ? t('media.quiz.passed') : t('media.quiz.failed', { score: result.score, pass: STEP_QUIZ_PASS_SCORE })}
                </p>
              )}
              <Button onClick={onContinue} autoFocus>
                {allAnswered && !result.passed ? t('media.quiz.retry') : t('media.quiz.continue')}
              </Button>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
              <fieldset aria-describedby={missing ? 'media-question-missing' : undefined}>
                <legend className="sr-only">{question.text}</legend>
                <div className="flex flex-col gap-2">
                  {question.choices.map((text, index) => (
                    <label key={index} className="flex items-start gap-3 rounded-lg border border-neutral-300 p-3 text-neutral-900 has-[:checked]:border-neutral-900">
                      <input
                        type="radio"
                        name="choice"
                        value={index}
                        checked={choice === index}
                        onChange={() => {
                          setChoice(index);
                          setMissing(false);
                        }}
                        className="mt-1 size-4 shrink-0 accent-neutral-900"
                      />
                      <span>{text}</span>
                    </label>
                  ))}
                </div>
                {missing && (
                  <p id="media-question-missing" className="mt-2 text-sm font-medium text-red-800">
                    {t('media.quiz.choose')}
                  </p>
                )}
              </fieldset>
              <Button type="submit" loading={sending}>
                {t('media.quiz.answer')}
              </Button>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
