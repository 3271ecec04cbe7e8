import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CurrentFlow, FlowModule } from '@app/contracts/learning/flow';
import { createSuivi } from '@app/contracts/learning/flow';
import { unsubscribeType } from '@app/contracts/learning/enrolment';
import { unsubscribeCourse } from '@app/contracts/learning/booking';
import { formatDuration } from '@app/domain/catalogue/duration';
import { isLiveModule } from '@app/domain/catalogue/training-types';
import type { SubscribableType } from '@app/domain/learning/flow-types';
import { buildPath } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { hasPointsAccess } from '@app/domain/identity/session-user';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { isBuilt } from '../../route-registrations.ts';
import { ModuleIcon } from '../catalogue/module-icon.tsx';
import { FormAlert } from '../ui/fields.tsx';
import { ModulePlayer } from './module-player.tsx';
import { useHeartbeat } from './use-heartbeat.ts';
import { LiveBookings } from './live-bookings.tsx';

const BUTTON = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-dark disabled:opacity-60';

/**
 * The learning view (spec §2 `/learn/:courseTrackingId` and the detail's `learn` child; issue "Learning I" part 3):
 * progress, time and points, the outline with each module's state, time and lock, the module being followed with its
 * player, and the read-only, maintenance, unsubscribed and finished states.
 */
export function LearningView({ flow: initial, lang }: { flow: CurrentFlow; lang: Lang }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [flow, setFlow] = useState(initial);
  const [openId, setOpenId] = useState<number | null>(() => initial.modules.find((m) => m.id === initial.resumeModuleId && m.status === 'inProgress' && !(initial.live && isLiveModule(m.typeCode)))?.id ?? null);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(initial.secondsSpent);
  // Points show with points access only (spec §4: signed in, an app id, outside shop context).
  const points = hasPointsAccess(useSessionUser()) ? flow.points : null;
  const blocked = flow.readOnly || flow.maintenance.isActive || flow.status === 'unsubscribed';
  const open = flow.modules.find((m) => m.id === openId) ?? null;
  useHeartbeat(flow.courseTrackingId, open && !blocked ? open.id : null, useCallback((s: number) => setSeconds(s), []));

  const openModule = async (module: FlowModule) => {
    setFailure(null);
    if (module.status !== 'notStarted') return setOpenId(module.id);
    setBusy(module.id);
    try {
      const { data } = await api.call(createSuivi, { params: { id: flow.courseTrackingId }, body: { moduleId: module.id } });
      setFlow(data);
      setOpenId(module.id);
    } catch (error) {
      setFailure(mapApiErrors(error, [], t('learning.startFailed')).form);
    } finally {
      setBusy(null);
    }
  };
  // A player finished its module: the server decided what changed (next module opened, training completed).
  const refresh = async () => {
    const { data } = await api.call(createSuivi, { params: { id: flow.courseTrackingId }, body: {} }).catch(() => ({ data: null }));
    if (data) {
      setFlow(data);
      setSeconds(data.secondsSpent);
    }
  };

  const item = (module: FlowModule) => (
    <OutlineItem
      key={module.id}
      module={module}
      current={module.id === openId}
      disabled={module.locked || busy !== null || (blocked && module.status === 'notStarted')}
      busy={busy === module.id}
      onOpen={() => void openModule(module)}
      // A mixt training's live module is followed in a session: it leads to the bookings, not to a player.
      followedLive={flow.live !== null && isLiveModule(module.typeCode)}
    />
  );
  const liveBookings = initial.live && (
    <LiveBookings bookings={initial.live.bookings} flow={initial} lang={lang} datesToCome={initial.mixt !== null && !initial.mixt.planF2f} />
  );
  const liveFirst = !initial.mixt || initial.mixt.parts[0]?.kind === 'live';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <LearningHead flow={flow} lang={lang} seconds={seconds} points={points}>
        {flow.status === 'completed' && (
          <Completed text={points === null ? t('learning.completed') : t('learning.completedPoints', { count: points })} testId="learning-completed">
            <EvaluationQuizLink flow={flow} lang={lang} />
          </Completed>
        )}
        {failure && <FormAlert>{failure}</FormAlert>}
      </LearningHead>

      {/* The bookings come from the page's data (not the local flow): a live event refetches them. A mixt training
          shows them where its live part comes. */}
      {liveBookings && liveFirst && liveBookings}

      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <nav aria-labelledby="learning-outline">
          <h2 id="learning-outline" className="mb-3 text-lg font-bold text-neutral-900">
            {t('learning.outline')}
          </h2>
          {flow.mixt ? <MixtOutline flow={flow} item={item} /> : <ol className="flex flex-col gap-2">{flow.modules.map(item)}</ol>}
          {flow.status === 'active' && !flow.readOnly && <Unsubscribe flow={flow} lang={lang} />}
        </nav>
        <section aria-label={open ? open.name : t('learning.current')} className="min-w-0">
          {open && (
            <>
              <h2 className="mb-3 text-xl font-bold text-neutral-900">{open.name}</h2>
              <Suspense fallback={<p className="text-neutral-700">{t('learning.starting')}</p>}>
                <ModulePlayer key={open.id} courseTrackingId={flow.courseTrackingId} module={open} onCompleted={refresh} />
              </Suspense>
              <p className="mt-3 text-sm text-neutral-700">{t('learning.tracking')}</p>
            </>
          )}
        </section>
      </div>
      {liveBookings && !liveFirst && liveBookings}
    </div>
  );
}

/** The outline of a mixt training: its parts in order, each with its state and modules; the live module leads to the bookings. */
function MixtOutline({ flow, item }: { flow: CurrentFlow; item: (module: FlowModule) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <ol className="flex flex-col gap-4">
      {flow.mixt?.parts.map((part, i) => (
        <li key={part.kind} className="flex flex-col gap-2" data-testid="mixt-part" data-kind={part.kind} data-status={part.status}>
          <h3 className="font-semibold text-neutral-900">
            {t('learning.mixt.part', { number: i + 1, name: t(`learning.mixt.${part.kind}`) })}
            <span className="block text-sm font-normal text-neutral-800">{t(`learning.moduleStatus.${part.status}`)}</span>
          </h3>
          <ol className="flex flex-col gap-2">{flow.modules.filter((m) => part.moduleIds.includes(m.id)).map(item)}</ol>
        </li>
      ))}
    </ol>
  );
}

/**
 * The head of a learning screen, whatever its flow: the way back to the training, its name, progress, time and points,
 * and the notices of the read-only, maintenance and unsubscribed states; a flow adds its own notices (`children`).
 */
export function LearningHead({ flow, lang, seconds, points, children }: { flow: CurrentFlow; lang: Lang; seconds: number; points: number | null; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="flex flex-col gap-3">
        <Link to={buildPath('training-detail', lang, { trainingType: flow.course.type, slug: flow.course.slug })} className="text-sm font-semibold text-neutral-800 underline">
          {t('learning.back')}
        </Link>
        <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{flow.course.name}</h1>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Stat label={t('learning.progress')}>
            <div className="flex items-center gap-3">
              <div className="h-2 flex-1 overflow-hidden rounded-full bg-neutral-200" aria-hidden="true">
                <div className="h-full bg-primary-dark" style={{ width: `${flow.progress}%` }} />
              </div>
              <span data-testid="learning-progress">{t('learning.progressValue', { progress: flow.progress })}</span>
            </div>
          </Stat>
          <Stat label={t('learning.timeSpent')}>
            <span data-testid="learning-time">{formatDuration(seconds / 60)}</span>
          </Stat>
          {points !== null && (
            <Stat label={t('learning.points')}>
              <span data-testid="learning-points">{points}</span>
            </Stat>
          )}
        </dl>
      </header>

      <div aria-live="polite" className="flex flex-col gap-3">
        {flow.readOnly && <FormAlert tone="info">{t('learning.readOnly')}</FormAlert>}
        {flow.maintenance.isActive && <FormAlert tone="info">{flow.maintenance.showMessage && flow.maintenance.message ? flow.maintenance.message : t('learning.maintenance')}</FormAlert>}
        {flow.status === 'unsubscribed' && <FormAlert tone="info">{t('learning.unsubscribed')}</FormAlert>}
        {children}
      </div>
    </>
  );
}

/** A finished training's notice: what was earned, and what to do next (`children`). */
export function Completed({ text, testId, children }: { text: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 sm:flex-row sm:items-center sm:justify-between" data-testid={testId}>
      <p className="font-semibold">{text}</p>
      {children}
    </div>
  );
}

/** The evaluation quiz put on completion, while it waits for its answers. */
export function EvaluationQuizLink({ flow, lang }: { flow: CurrentFlow; lang: Lang }) {
  const { t } = useTranslation();
  if (flow.evaluationQuizId === null || !isBuilt('evaluation-quiz')) return null;
  return (
    <Link to={buildPath('evaluation-quiz', lang, { id: flow.evaluationQuizId })} className={`${BUTTON} bg-neutral-900 text-white hover:bg-neutral-700`}>
      {t('learning.evaluationQuiz')}
    </Link>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-neutral-200 bg-white p-3">
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd className="mt-1 font-semibold text-neutral-900">{children}</dd>
    </div>
  );
}

function OutlineItem(props: { module: FlowModule; current: boolean; disabled: boolean; busy: boolean; onOpen: () => void; followedLive: boolean }) {
  const { module, current, disabled, busy, onOpen, followedLive } = props;
  const { t } = useTranslation();
  const action = module.status === 'completed' ? t('learning.review') : module.status === 'inProgress' ? t('learning.resume') : t('learning.start');
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border p-3 ${current ? 'border-neutral-900 bg-primary-light' : 'border-neutral-200 bg-white'}`}
      aria-current={current ? 'step' : undefined}
      data-testid="outline-module"
      data-status={module.status}
    >
      <div className="flex items-start gap-3">
        <ModuleIcon code={module.typeCode} />
        <div className="min-w-0">
          <p className="font-semibold text-neutral-900">{module.name}</p>
          <p className="text-sm text-neutral-800">
            {module.locked ? t('learning.locked') : t(`learning.moduleStatus.${module.status}`)}
            {' · '}
            {module.secondsSpent > 0 ? t('learning.moduleTime', { duration: formatDuration(module.secondsSpent / 60) }) : t('learning.moduleDuration', { duration: formatDuration(module.durationMinutes) })}
            {module.score !== null && ` · ${t('learning.moduleScore', { score: module.score })}`}
          </p>
        </div>
      </div>
      {followedLive && (
        <a href="#live-bookings" className={`${BUTTON} border-2 border-neutral-900 text-neutral-900 hover:bg-neutral-100`}>
          {t('learning.mixt.seeSessions')}
        </a>
      )}
      {!current && !followedLive && (
        <button type="button" onClick={onOpen} disabled={disabled} aria-busy={busy || undefined} className={`${BUTTON} border-2 border-neutral-900 text-neutral-900 hover:bg-neutral-100`}>
          {busy ? t('learning.starting') : action}
          <span className="sr-only">: {module.name}</span>
        </button>
      )}
    </li>
  );
}

/** The enrolment left through its type's call, then the learner's trainings. */
function Unsubscribe({ flow, lang }: { flow: CurrentFlow; lang: Lang }) {
  const api = useBrowserApi();
  const navigate = useNavigate();
  const leave = async () => {
    // A live training is left with its bookings (the seats go to the waiting lists).
    if (flow.live) await api.call(unsubscribeCourse, { params: { id: flow.course.id }, body: {} });
    else await api.call(unsubscribeType, { params: { type: flow.course.type as SubscribableType }, body: { id: flow.course.id } });
    await navigate(buildPath('my-trainings', lang));
  };
  return <LeaveTraining name={flow.course.name} leave={leave} />;
}

/** Leaving is confirmed first (it stops the training; what was done is kept if the learner enrols again). */
export function LeaveTraining({ name, leave }: { name: string; leave: () => Promise<void> }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmed = async () => {
    setBusy(true);
    try {
      await leave();
    } catch (error) {
      setFailure(mapApiErrors(error, [], t('errors.anErrorOccurred')).form);
      setBusy(false);
    }
  };
  if (!confirming) {
    return (
      <button type="button" onClick={() => setConfirming(true)} className="mt-4 min-h-11 text-sm font-semibold text-red-800 underline">
        {t('learning.unsubscribe')}
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby="unsubscribe-question" className="mt-4 flex flex-col gap-2 rounded-lg border border-red-700 bg-red-50 p-3">
      <p id="unsubscribe-question" className="text-sm text-neutral-900">
        {t('learning.unsubscribeConfirm', { name })}
      </p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void confirmed()} disabled={busy} className={`${BUTTON} bg-red-800 text-white hover:bg-red-900`}>
          {busy ? t('learning.unsubscribing') : t('learning.unsubscribe')}
        </button>
        {/* The confirmation takes the focus so that the keyboard answers it. */}
        <button type="button" autoFocus onClick={() => setConfirming(false)} className={`${BUTTON} border-2 border-neutral-900 text-neutral-900`}>
          {t('learning.unsubscribeCancel')}
        </button>
      </div>
    </div>
  );
}
