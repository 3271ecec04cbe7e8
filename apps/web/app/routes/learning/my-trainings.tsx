import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { getCompliance } from '@app/contracts/compliance/compliance';
import { listDeclarations } from '@app/contracts/compliance/declarations';
import { trainingsList, type ListedTraining } from '@app/contracts/learning/enrolment';
import { listAttestations } from '@app/contracts/learning/attestation';
import { getEvaluationQuizzes } from '@app/contracts/learning/quiz';
import { history, type HistoryEntry } from '@app/contracts/learning/tracking';
import { hasPointsAccess } from '@app/domain/identity/session-user';
import { formatDuration } from '@app/domain/catalogue/duration';
import { currentTraining } from '@app/domain/learning/current';
import { buildPath } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ComplianceCard } from '../../components/compliance/compliance-card.tsx';
import { ModuleIcon } from '../../components/catalogue/module-icon.tsx';
import { MODULE_OF_TYPE } from '../../components/learning/module-of-type.ts';
import { AttestationLink } from '../../components/learning/attestation-link.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/fields.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * My trainings (issue "Learning I" part 8; not in spec §2's table, docs/decisions.md): the upcoming and current
 * groups of `trainingsList` (spec §3), the current training marked (spec §4), each with its evaluation quiz still to
 * answer; then the history (finished trainings with their points, shown with points access, spec §4) and attestations;
 * then the learner's continuing-education obligations (issue 19 part 3), hidden when they cannot be read.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const api = serverApi(request, context);
  // The history is its own call: when it fails, the page still shows the trainings (spec §8 "Error fetch history").
  const finished = api.call(history, {}).then(
    (r) => ({ entries: r.data, failedStatus: null }),
    (error: unknown) => {
      const status = isApiError(error) ? error.httpStatus : 0;
      console.error('Error fetch history', status);
      return { entries: [] as HistoryEntry[], failedStatus: status };
    },
  );
  try {
    const [{ data: lists }, { data: attestations }, { data: quizzes }, compliance, declarations] = await Promise.all([
      api.call(trainingsList, {}),
      api.call(listAttestations, {}),
      api.call(getEvaluationQuizzes, {}),
      api.call(getCompliance, {}).then((r) => r.data, () => null),
      api.call(listDeclarations, {}).then((r) => r.data, () => null),
    ]);
    const fileNames = Object.fromEntries(attestations.attestations.map((a) => [a.courseTrackingId, a.fileName]));
    const quizOf = Object.fromEntries(quizzes.quizzes.filter((q) => !q.hidden && q.courseTrackingId !== null).map((q) => [q.courseTrackingId, q.id]));
    return { ...lists, history: await finished, fileNames, quizOf, compliance, declarations, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('learning', 'compliance');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'myTrainings.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('learning', matches),
  areaPreload('compliance', matches),
];

export default function MyTrainings() {
  const { upcoming, current, history: done, fileNames, quizOf, compliance, declarations, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const showPoints = hasPointsAccess(useSessionUser());
  const now = currentTraining(current, new Date().toISOString());
  const groups = [
    { key: 'current', title: t('myTrainings.current'), items: current },
    { key: 'upcoming', title: t('myTrainings.upcoming'), items: upcoming },
  ].filter((g) => g.items.length > 0);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{t('myTrainings.heading')}</h1>
      {groups.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-neutral-200 bg-white p-6" data-testid="my-trainings-empty">
          <p className="text-neutral-800">{t('myTrainings.empty')}</p>
          <Link to={buildPath('catalogue', lang)} className={buttonClass('primary')}>
            {t('myTrainings.emptyAction')}
          </Link>
        </div>
      )}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`my-${group.key}`}>
          <h2 id={`my-${group.key}`} className="mb-3 text-xl font-bold text-neutral-900">
            {group.title}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {group.items.map((training) => (
              <TrainingRow key={training.id} training={training} lang={lang} locale={locale} isCurrent={training.id === now?.id} quizId={quizOf[training.id] ?? null} />
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="my-finished">
        <h2 id="my-finished" className="mb-3 text-xl font-bold text-neutral-900">
          {t('myTrainings.finished')}
        </h2>
        {done.failedStatus !== null ? (
          <FormAlert>{t('myTrainings.historyFailed', { status: done.failedStatus })}</FormAlert>
        ) : done.entries.length === 0 ? (
          <p className="text-neutral-800">{t('myTrainings.noneFinished')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {done.entries.map((entry) => (
              <HistoryRow key={entry.courseTrackingId} entry={entry} lang={lang} locale={locale} showPoints={showPoints} fileName={fileNames[entry.courseTrackingId] ?? null} quizId={quizOf[entry.courseTrackingId] ?? null} />
            ))}
          </ul>
        )}
      </section>
      <ComplianceCard compliance={compliance} declarations={declarations} lang={lang} locale={locale} />
    </div>
  );
}

const LINK = buttonClass('secondary');

function TrainingRow({ training, lang, locale, isCurrent, quizId }: { training: ListedTraining; lang: Lang; locale: string; isCurrent: boolean; quizId: number | null }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="my-training">
      <div className="flex items-start gap-3">
        <ModuleIcon code={MODULE_OF_TYPE[training.course.type] ?? 0} />
        <div className="min-w-0 flex-1">
          {isCurrent && <p className="mb-1 inline-block rounded-full bg-primary-light px-2 py-0.5 text-xs font-bold text-neutral-900">{t('myTrainings.currentBadge')}</p>}
          <h3 className="font-semibold text-neutral-900">{training.course.name}</h3>
          <p className="text-sm text-neutral-800">
            {t('myTrainings.enrolledOn', { date: formatDate(training.enrolledAt, locale) })}
            {' · '}
            {t('myTrainings.timeSpent', { duration: formatDuration(training.secondsSpent / 60) })}
          </p>
          {training.sessions.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm text-neutral-900" data-testid="my-training-sessions">
              {training.sessions.map((s) => (
                <li key={s.bookingId} data-status={s.status} className={s.status === 'offered' ? 'font-semibold' : undefined}>
                  {t('booking.session', { name: s.name, status: t(`booking.status.${s.status}`), date: formatDate(s.startDate, locale) })}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-neutral-200" role="progressbar" aria-valuenow={training.progress} aria-valuemin={0} aria-valuemax={100} aria-label={t('learning.progressValue', { progress: training.progress })}>
            <div className="h-full bg-primary-dark" style={{ width: `${training.progress}%` }} />
          </div>
        </div>
      </div>
      <Link to={buildPath('learn', lang, { courseTrackingId: training.id })} className={LINK}>
        {t('myTrainings.continue')}
        <span className="sr-only">: {training.course.name}</span>
      </Link>
      {quizId !== null && <QuizLink quizId={quizId} lang={lang} name={training.course.name} />}
    </li>
  );
}

/** A finished training of the history (spec §3 History entry): its points only with points access (spec §4). */
function HistoryRow({ entry, lang, locale, showPoints, fileName, quizId }: { entry: HistoryEntry; lang: Lang; locale: string; showPoints: boolean; fileName: string | null; quizId: number | null }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="my-finished-training">
      <div className="flex items-start gap-3">
        <ModuleIcon code={MODULE_OF_TYPE[entry.course.type] ?? 0} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-neutral-900">{entry.course.name}</h3>
          <p className="text-sm text-neutral-800">
            {t('myTrainings.finishedOn', { date: formatDate(entry.endDate, locale) })}
            {' · '}
            {t('myTrainings.timeSpent', { duration: formatDuration(entry.secondsSpent / 60) })}
            {showPoints && ` · ${t('myTrainings.points', { count: entry.points })}`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={buildPath('learn', lang, { courseTrackingId: entry.courseTrackingId })} className={LINK}>
          {t('myTrainings.open')}
          <span className="sr-only">: {entry.course.name}</span>
        </Link>
        {fileName && <AttestationLink courseTrackingId={entry.courseTrackingId} fileName={fileName} trainingName={entry.course.name} variant="secondary" />}
        {quizId !== null && <QuizLink quizId={quizId} lang={lang} name={entry.course.name} />}
      </div>
    </li>
  );
}

function QuizLink({ quizId, lang, name }: { quizId: number; lang: Lang; name: string }) {
  const { t } = useTranslation();
  return (
    <Link to={buildPath('evaluation-quiz', lang, { id: quizId })} className={buttonClass('primary')}>
      {t('learning.evaluationQuiz')}
      <span className="sr-only">: {name}</span>
    </Link>
  );
}
