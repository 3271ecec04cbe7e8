import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { trainingsList, type ListedTraining } from '@app/contracts/learning/enrolment';
import { formatDuration } from '@app/domain/catalogue/duration';
import { currentTraining } from '@app/domain/learning/current';
import { buildPath } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ModuleIcon } from '../../components/catalogue/module-icon.tsx';
import { MODULE_OF_TYPE } from '../../components/learning/module-of-type.ts';
import { formatDate } from '../../lib/format.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * My trainings (issue "Learning I" part 8; not in spec §2's table, docs/decisions.md): the upcoming and current
 * groups of `trainingsList` (spec §3), the current training first (spec §4), and the finished ones with their points.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(trainingsList, {});
    return { ...data, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('learning');

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  { title: pageTitle(matches, 'myTrainings.title') },
  { name: 'robots', content: 'noindex' },
  ...(loaded ? [areaPreload('learning', loaded.locale)] : []),
];

export default function MyTrainings() {
  const { upcoming, current, finished, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
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
          <Link to={buildPath('catalogue', lang)} className="inline-flex min-h-11 items-center rounded-lg bg-neutral-900 px-4 font-semibold text-white hover:bg-neutral-700">
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
              <TrainingRow key={training.id} training={training} lang={lang} locale={locale} isCurrent={training.id === now?.id} />
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="my-finished">
        <h2 id="my-finished" className="mb-3 text-xl font-bold text-neutral-900">
          {t('myTrainings.finished')}
        </h2>
        {finished.length === 0 ? (
          <p className="text-neutral-800">{t('myTrainings.noneFinished')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {finished.map((training) => (
              <TrainingRow key={training.id} training={training} lang={lang} locale={locale} isCurrent={false} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function TrainingRow({ training, lang, locale, isCurrent }: { training: ListedTraining; lang: Lang; locale: string; isCurrent: boolean }) {
  const { t } = useTranslation();
  const done = training.status === 'completed';
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="my-training">
      <div className="flex items-start gap-3">
        <ModuleIcon code={MODULE_OF_TYPE[training.course.type] ?? 0} />
        <div className="min-w-0 flex-1">
          {isCurrent && <p className="mb-1 inline-block rounded-full bg-primary-light px-2 py-0.5 text-xs font-bold text-neutral-900">{t('myTrainings.currentBadge')}</p>}
          <h3 className="font-semibold text-neutral-900">{training.course.name}</h3>
          <p className="text-sm text-neutral-800">
            {done ? t('myTrainings.finishedOn', { date: formatDate(training.completedAt, locale) }) : t('myTrainings.enrolledOn', { date: formatDate(training.enrolledAt, locale) })}
            {' · '}
            {t('myTrainings.timeSpent', { duration: formatDuration(training.secondsSpent / 60) })}
            {done && training.points !== null && ` · ${t('myTrainings.points', { count: training.points })}`}
          </p>
          {!done && (
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-neutral-200" role="progressbar" aria-valuenow={training.progress} aria-valuemin={0} aria-valuemax={100} aria-label={t('learning.progressValue', { progress: training.progress })}>
              <div className="h-full bg-primary-dark" style={{ width: `${training.progress}%` }} />
            </div>
          )}
        </div>
      </div>
      <Link to={buildPath('learn', lang, { courseTrackingId: training.id })} className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-neutral-900 px-4 font-semibold text-neutral-900 hover:bg-neutral-100">
        {done ? t('myTrainings.open') : t('myTrainings.continue')}
        <span className="sr-only">: {training.course.name}</span>
      </Link>
    </li>
  );
}
