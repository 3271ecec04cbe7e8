/**
 * Evaluation quiz (spec §2 `/evaluation-quiz/:id` | `/valoracion-quiz/:id`, login required; issue "Learning I" part
 * 6): the questions of a quiz put to the learner when they finished a training, as radio groups; once answered (the
 * quiz is then hidden, spec §4) an optional rating and comment, on the quiz or on a question; then the attestation and the way back to the trainings.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { listAttestations } from '@app/contracts/learning/attestation';
import { answerEvaluationQuiz, getEvaluationQuizzes, type EvaluationQuiz } from '@app/contracts/learning/quiz';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AttestationLink } from '../../components/learning/attestation-link.tsx';
import { QuestionChoices, useAnswersForm } from '../../components/learning/answers-form.tsx';
import { QuestionFeedback, QuizFeedbackFields, useQuizFeedbackForm } from '../../components/learning/quiz-feedback.tsx';
import { Confirmation } from '../../components/content/confirmation.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FormAlert, SubmitButton } from '../../components/ui/fields.tsx';
import { PageBody, Panel } from '../../components/ui/layout.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { pageTitle } from '../../lib/meta.ts';
import { notFound } from '../../lib/not-found.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { isBuilt } from '../../route-registrations.ts';

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const api = serverApi(request, context);
  const id = Number(here.params.id);
  try {
    const [{ data: quizzes }, { data: attestations }] = await Promise.all([api.call(getEvaluationQuizzes, {}), api.call(listAttestations, {})]);
    const quiz = quizzes.quizzes.find((q) => q.id === id);
    if (!quiz) throw notFound(new URL(request.url).pathname, here.lang);
    const attestation = attestations.attestations.find((a) => a.courseTrackingId === quiz.courseTrackingId) ?? null;
    const back = isBuilt('profile-historique') ? 'profile-historique' : 'catalogue';
    return { quiz, attestation, back: { label: back, path: buildPath(back, here.lang) } };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('learning');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'quiz.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('learning', matches),
];

type Step = 'questions' | 'feedback' | 'done';

function stepOf(quiz: EvaluationQuiz): Step {
  if (!quiz.tracking) return 'questions';
  return quiz.feedbacks.some((f) => f.questionId === null) ? 'done' : 'feedback';
}

export default function EvaluationQuizScreen() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [quiz, setQuiz] = useState(loaded.quiz);
  const [skipped, setSkipped] = useState(false);
  const step = skipped ? 'done' : stepOf(quiz);
  return (
    <PageBody>
      <PageHeader title={t('quiz.heading')} intro={quiz.source ? t('quiz.about', { training: quiz.source }) : undefined} />
      <Panel>
        {step === 'questions' && <Questions quiz={quiz} onAnswered={setQuiz} />}
        {step === 'feedback' && <Feedback quiz={quiz} onGiven={setQuiz} onSkip={() => setSkipped(true)} />}
        {step === 'done' && (
          <Confirmation title={t('quiz.doneTitle')}>
            {quiz.tracking && quiz.tracking.total > 0 && <p>{t('quiz.score', { correct: quiz.tracking.correct, total: quiz.tracking.total })}</p>}
            <p className="mt-4 flex flex-wrap gap-3">
              {loaded.attestation && (
                <AttestationLink courseTrackingId={loaded.attestation.courseTrackingId} fileName={loaded.attestation.fileName} />
              )}
              <Link to={loaded.back.path} className={buttonClass('secondary')}>
                {t(loaded.back.label === 'catalogue' ? 'quiz.toCatalogue' : 'quiz.toHistory')}
              </Link>
            </p>
          </Confirmation>
        )}
        {step !== 'questions' && (
          <div className="mt-6">
            <QuestionFeedback quiz={quiz} onGiven={setQuiz} />
          </div>
        )}
      </Panel>
    </PageBody>
  );
}

/** The quiz's questions, grouped: how the training went, then what the learner knows. */
function Questions({ quiz, onAnswered }: { quiz: EvaluationQuiz; onAnswered: (quiz: EvaluationQuiz) => void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const answering = useAnswersForm(
    quiz.questions,
    async (answers) => onAnswered((await api.call(answerEvaluationQuiz, { body: { quizId: quiz.id, answers } })).data.quiz),
    { summary: t('form.errorSummary'), failed: t('errors.anErrorOccurred') },
  );
  const { form, formError, sending, submit } = answering;
  const groups = [
    { title: t('quiz.satisfaction'), questions: quiz.questions.filter((q) => q.kind === 'satisfaction') },
    { title: t('quiz.knowledge'), questions: quiz.questions.filter((q) => q.kind !== 'satisfaction') },
  ].filter((g) => g.questions.length > 0);

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-8">
      <p className="text-neutral-800">{t('quiz.intro')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      {groups.map((group) => (
        <section key={group.title} className="flex flex-col gap-6">
          <h2 className="text-xl font-bold text-neutral-900">{group.title}</h2>
          {group.questions.map((q) => (
            <QuestionChoices key={q.id} question={q} number={quiz.questions.indexOf(q) + 1} form={answering} />
          ))}
        </section>
      ))}
      <div>
        <SubmitButton loading={sending} loadingText={t('forms.sending')}>
          {t('quiz.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** After the answers: a rating of the quiz and an optional comment, which the learner may skip. */
function Feedback({ quiz, onGiven, onSkip }: { quiz: EvaluationQuiz; onGiven: (quiz: EvaluationQuiz) => void; onSkip: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { form, formError, send } = useQuizFeedbackForm(quiz.id, onGiven);
  // The answers were taken: the new step's heading says so to a screen reader and keeps the keyboard in place.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="flex flex-col gap-5">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-neutral-900 focus:outline-none">
        {t('quiz.thanks')}
      </h2>
      {quiz.tracking && quiz.tracking.total > 0 && <p>{t('quiz.score', { correct: quiz.tracking.correct, total: quiz.tracking.total })}</p>}
      <p className="text-neutral-800">{t('quiz.feedbackIntro')}</p>
      <form onSubmit={send()} noValidate className="flex flex-col gap-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <QuizFeedbackFields form={form} texts="quiz" />
        <div className="flex flex-wrap gap-3">
          <SubmitButton loading={form.formState.isSubmitting} loadingText={t('forms.sending')}>
            {t('quiz.sendFeedback')}
          </SubmitButton>
          <Button variant="ghost" onClick={onSkip}>
            {t('quiz.skipFeedback')}
          </Button>
        </div>
      </form>
    </div>
  );
}
