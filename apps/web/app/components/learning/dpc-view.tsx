import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { completeDpcStep, dpcCurrentFlow, getDpcAttestation, leaveDpc, type DpcCurrentFlow, type DpcStepState } from '@app/contracts/learning/dpc';
import { hasPointsAccess } from '@app/domain/identity/session-user';
import { defaultLocaleOf, type Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDate } from '../../lib/format.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { buttonClass } from '../ui/button.tsx';
import { FormAlert, SubmitButton } from '../ui/fields.tsx';
import { Icon } from '../ui/icon.tsx';
import { QuestionChoices, useAnswersForm } from './answers-form.tsx';
import { DpcPractice } from './dpc-practice.tsx';
import { Completed, EvaluationQuizLink, LearningHead, LeaveTraining } from './learning-view.tsx';
import { ModulePlayer } from './module-player.tsx';
import { useHeartbeat } from './use-heartbeat.ts';

/**
 * The learning view of a DPC programme (issue "Learning II" part 6): the head every learning screen has, the
 * programme's four steps as a stepper (done, current, locked) and the current step's panel — the assessment's
 * questions, the cognitive training's modules with their players, the practice certificate — then the DPC
 * attestation. Every step is completed by the server, which refuses a skipped one; the view shows what it answers.
 */
export function DpcView({ flow: initial, lang }: { flow: DpcCurrentFlow; lang: Lang }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const [flow, setFlow] = useState(initial);
  const [seconds, setSeconds] = useState(initial.secondsSpent);
  const [openId, setOpenId] = useState<number | null>(null);
  const points = hasPointsAccess(useSessionUser()) ? flow.points : null;
  const blocked = flow.readOnly || flow.maintenance.isActive || flow.status !== 'active';
  const open = flow.modules.find((m) => m.id === openId) ?? null;
  useHeartbeat(flow.courseTrackingId, open && !blocked ? open.id : null, useCallback((s: number) => setSeconds(s), []));
  const current = flow.dpc.steps.find((s) => s.status === 'current') ?? null;

  const show = (next: DpcCurrentFlow) => {
    setFlow(next);
    setSeconds(next.secondsSpent);
    if (next.dpc.currentStep !== 'cognitive') setOpenId(null);
  };
  const refresh = async () => show((await api.call(dpcCurrentFlow, { params: { id: flow.courseTrackingId } })).data);
  const leave = async () => {
    await api.call(leaveDpc, { params: { id: flow.courseTrackingId } });
    await navigate(buildPath('my-trainings', lang));
  };

  // A new step takes the focus, so a keyboard or screen-reader user goes on from there.
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [flow.dpc.currentStep]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <LearningHead flow={flow} lang={lang} seconds={seconds} points={points}>
        {flow.status === 'completed' && (
          <Completed text={points === null ? t('dpc.completed') : t('dpc.completedPoints', { count: points })} testId="dpc-completed">
            <div className="flex flex-wrap gap-2">
              <a href={`${API_PREFIX}${pathOf(getDpcAttestation)}?${new URLSearchParams({ id: String(flow.courseTrackingId) })}`} download className={buttonClass('primary')} data-testid="dpc-attestation">
                <Icon name="award" size={20} />
                {t('dpc.attestation')}
              </a>
              <EvaluationQuizLink flow={flow} lang={lang} />
            </div>
          </Completed>
        )}
      </LearningHead>
      <p className="text-sm text-neutral-800">{t('dpc.programme', { reference: flow.dpc.reference })}</p>

      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <nav aria-labelledby="dpc-steps">
          <h2 id="dpc-steps" className="mb-3 text-lg font-bold text-neutral-900">
            {t('dpc.steps')}
          </h2>
          <ol className="flex flex-col gap-2">
            {flow.dpc.steps.map((step, index) => (
              <StepItem key={step.step} step={step} number={index + 1} total={flow.dpc.steps.length} lang={lang} />
            ))}
          </ol>
          {flow.status === 'active' && !flow.readOnly && <LeaveTraining name={flow.course.name} leave={leave} />}
        </nav>
        {current && (
          <section aria-labelledby="dpc-current" className="min-w-0" data-testid="dpc-current" data-step={current.step}>
            <h2 id="dpc-current" ref={heading} tabIndex={-1} className="mb-3 text-xl font-bold text-neutral-900 focus:outline-none">
              {t(`dpc.step.${current.step}`)}
            </h2>
            {current.step === 'preAssessment' || current.step === 'postAssessment' ? (
              <Assessment key={current.step} flow={flow} step={current.step} blocked={blocked} onDone={show} />
            ) : current.step === 'practice' ? (
              <DpcPractice flow={flow} blocked={blocked} onChange={show} />
            ) : (
              <div className="flex flex-col gap-4">
                <p className="text-neutral-800">{t('dpc.cognitiveIntro')}</p>
                <ul className="flex flex-col gap-2">
                  {flow.modules
                    .filter((m) => current.moduleIds.includes(m.id))
                    .map((m) => (
                      <li key={m.id} className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="dpc-module" data-status={m.status}>
                        <p className="font-semibold text-neutral-900">
                          {m.name}
                          <span className="block text-sm font-normal text-neutral-800">{m.locked ? t('learning.locked') : t(`learning.moduleStatus.${m.status}`)}</span>
                        </p>
                        <button type="button" disabled={m.locked || (blocked && m.status === 'notStarted')} onClick={() => setOpenId(m.id === openId ? null : m.id)} className={buttonClass('secondary')} aria-expanded={m.id === openId}>
                          {m.id === openId ? t('dpc.closeModule') : t('dpc.openModule')}
                          <span className="sr-only">: {m.name}</span>
                        </button>
                      </li>
                    ))}
                </ul>
                {open && (
                  <Suspense fallback={<p className="text-neutral-700">{t('learning.starting')}</p>}>
                    <ModulePlayer key={open.id} courseTrackingId={flow.courseTrackingId} module={open} onCompleted={() => void refresh()} />
                    <p className="text-sm text-neutral-700">{t('learning.tracking')}</p>
                  </Suspense>
                )}
              </div>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

function StepItem({ step, number, total, lang }: { step: DpcStepState; number: number; total: number; lang: Lang }) {
  const { t } = useTranslation();
  const tone = step.status === 'current' ? 'border-neutral-900 bg-primary-light' : 'border-neutral-200 bg-white';
  return (
    <li className={`flex items-start gap-3 rounded-lg border p-3 ${tone}`} aria-current={step.status === 'current' ? 'step' : undefined} data-testid="dpc-step" data-status={step.status}>
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full border-2 border-neutral-900 text-sm font-bold text-neutral-900" aria-hidden="true">
        {step.status === 'completed' ? '✓' : number}
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-neutral-900">
          <span className="sr-only">{t('dpc.stepNumber', { number, total })} : </span>
          {t(`dpc.step.${step.step}`)}
        </p>
        <p className="text-sm text-neutral-800">
          {step.status === 'completed' ? t('dpc.status.completed', { date: formatDate(step.completedAt, defaultLocaleOf(lang)) ?? '' }) : t(`dpc.status.${step.status}`)}
          {step.score !== null && ` · ${t('dpc.score', { score: step.score })}`}
        </p>
      </div>
    </li>
  );
}

function Assessment({ flow, step, blocked, onDone }: { flow: DpcCurrentFlow; step: 'preAssessment' | 'postAssessment'; blocked: boolean; onDone(flow: DpcCurrentFlow): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const answering = useAnswersForm(
    flow.dpc.questions,
    async (answers) => onDone((await api.call(completeDpcStep, { params: { id: flow.courseTrackingId }, body: { data: { step, answers } } })).data),
    { summary: t('dpc.errorSummary'), failed: t('dpc.sendFailed') },
  );
  return (
    <form ref={answering.form} onSubmit={answering.submit} noValidate className="flex flex-col gap-6" data-testid="dpc-assessment">
      <p className="text-neutral-800">{t(`dpc.assessmentIntro.${step}`)}</p>
      {answering.formError && <FormAlert>{answering.formError}</FormAlert>}
      {flow.dpc.questions.map((q, index) => (
        <QuestionChoices key={q.id} question={q} number={index + 1} form={answering} />
      ))}
      <div>
        <SubmitButton loading={answering.sending} loadingText={t('dpc.sending')} disabled={blocked}>
          {t('dpc.submitAnswers')}
        </SubmitButton>
      </div>
    </form>
  );
}
