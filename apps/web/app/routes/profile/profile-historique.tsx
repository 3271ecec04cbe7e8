import { Form, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { history } from '@app/contracts/learning/tracking';
import { getCurrentAverages, getQuestionsAnswers, HISTORY_EXPORT_FORMATS, type QuizAverage } from '@app/contracts/profile/history';
import { formatDuration } from '@app/domain/catalogue/duration';
import { hasPointsAccess } from '@app/domain/identity/session-user';
import { historyPoints } from '@app/domain/learning/points';
import { buildPath } from '@app/domain/platform/routes';
import { filterHistory, historyTypes, historyYears, pointsTotal, readHistoryFilter } from '@app/domain/profile/history';
import { useTranslation } from '../../i18n/use-translation.ts';
import { historyExportHref } from '../../components/profile/history-export.ts';
import { QuestionList } from '../../components/profile/question-list.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState } from '../../components/ui/layout.tsx';
import { formatDate } from '../../lib/format.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { areaPreload } from '../../lib/area-texts.ts';

/**
 * The profile's history (issue 13 part 4): the finished trainings (Learning I's `history`), filtered by year and type
 * through the URL's query (a GET form: it survives a reload and can be shared), the points total (spec §3, shown with
 * points access, spec §4), the export of what is shown; then the learner's quiz averages and questions with answers.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const url = new URL(request.url);
  const filter = readHistoryFilter({ year: url.searchParams.get('year'), type: url.searchParams.get('type') });
  const api = serverApi(request, context);
  try {
    const [{ data: entries }, { data: questions }, { data: averages }] = await Promise.all([api.call(history, {}), api.call(getQuestionsAnswers, {}), api.call(getCurrentAverages, {})]);
    return { entries, questions, averages, filter, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'profile.history.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('profile', matches),
];

export default function ProfileHistory() {
  const { entries, questions, averages, filter, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const showPoints = hasPointsAccess(useSessionUser());
  const shown = filterHistory(entries, filter);
  const filtered = filter.year != null || filter.type != null;
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="history-heading" className="flex flex-col gap-4">
        <h2 id="history-heading" className="text-xl font-bold text-neutral-900">
          {t('profile.history.heading')}
        </h2>
        {entries.length === 0 ? (
          <EmptyState testId="history-empty">
            <p className="mb-4 text-neutral-800">{t('profile.history.empty')}</p>
            <Link to={buildPath('catalogue', lang)} className={buttonClass('primary')}>
              {t('profile.history.emptyAction')}
            </Link>
          </EmptyState>
        ) : (
          <>
            <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3" aria-label={t('profile.history.filters')}>
              <SelectField name="year" label={t('profile.history.year')} defaultValue={filter.year ?? ''} key={`year-${filter.year}`} className="min-w-40">
                <option value="">{t('profile.history.allYears')}</option>
                {historyYears(entries).map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </SelectField>
              <SelectField name="type" label={t('profile.history.type')} defaultValue={filter.type ?? ''} key={`type-${filter.type}`} className="min-w-48">
                <option value="">{t('profile.history.allTypes')}</option>
                {historyTypes(entries).map((type) => (
                  <option key={type} value={type}>
                    {t(`trainingType.${type}`)}
                  </option>
                ))}
              </SelectField>
              <button type="submit" className={buttonClass('primary')}>
                {t('profile.history.apply')}
              </button>
              {filtered && (
                <Link to="." preventScrollReset className={buttonClass('ghost')}>
                  {t('profile.history.reset')}
                </Link>
              )}
            </Form>
            <div className="flex flex-wrap items-center justify-between gap-3">
              {showPoints && (
                <p className="text-lg font-semibold text-neutral-900" data-testid="history-points">
                  {t('profile.history.pointsTotal', { count: pointsTotal(shown) })}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                {HISTORY_EXPORT_FORMATS.map((format) => (
                  <a key={format} href={historyExportHref(format, filter)} download className={buttonClass('secondary')}>
                    <Icon name="document" size={18} />
                    {t(`profile.history.export.${format}`)}
                  </a>
                ))}
              </div>
            </div>
            {shown.length === 0 ? (
              <EmptyState testId="history-none-matching">
                <p className="text-neutral-800">{t('profile.history.noneMatching')}</p>
              </EmptyState>
            ) : (
              <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
                <table className="w-full min-w-[36rem] text-left text-sm">
                  <caption className="sr-only">{t('profile.history.caption', { count: shown.length })}</caption>
                  <thead className="bg-neutral-50 text-neutral-800">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('profile.history.training')}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('profile.history.type')}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('profile.history.finishedOn')}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('profile.history.timeSpent')}</th>
                      {showPoints && <th scope="col" className="px-4 py-3 text-right font-semibold">{t('profile.history.points')}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((entry) => (
                      <tr key={entry.courseTrackingId} className="border-t border-neutral-200" data-testid="history-entry">
                        <th scope="row" className="px-4 py-3 font-semibold text-neutral-900">
                          <Link to={buildPath('learn', lang, { courseTrackingId: entry.courseTrackingId })} className="underline-offset-2 hover:underline">
                            {entry.course.name}
                          </Link>
                        </th>
                        <td className="px-4 py-3 text-neutral-800">{t(`trainingType.${entry.course.type}`)}</td>
                        <td className="px-4 py-3 text-neutral-800">{formatDate(entry.endDate, locale)}</td>
                        <td className="px-4 py-3 text-neutral-800">{formatDuration(entry.secondsSpent / 60)}</td>
                        {showPoints && <td className="px-4 py-3 text-right text-neutral-900">{historyPoints({ formations: entry.formations, points: entry.course.points })}</td>}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="averages-heading" className="flex flex-col gap-4">
        <h2 id="averages-heading" className="text-xl font-bold text-neutral-900">
          {t('profile.averages.heading')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2" data-testid="averages">
          <Average label={t('profile.averages.evaluations')} average={averages.evaluations} />
          <Average label={t('profile.averages.knowledgeChecks')} average={averages.knowledgeChecks} />
        </dl>
      </section>

      <section aria-labelledby="questions-heading" className="flex flex-col gap-4">
        <h2 id="questions-heading" className="text-xl font-bold text-neutral-900">
          {t('profile.questions.heading')}
        </h2>
        <QuestionList questions={questions} lang={lang} locale={locale} />
      </section>
    </div>
  );
}

/** A mean score of the learner beside the platform's, or why there is none yet. */
function Average({ label, average }: { label: string; average: QuizAverage }) {
  const { t } = useTranslation();
  const percent = (value: number | null) => (value === null ? t('profile.averages.none') : t('profile.averages.percent', { value }));
  return (
    <div className="rounded-lg border border-neutral-200 bg-white p-4">
      <dt className="font-semibold text-neutral-900">{label}</dt>
      <dd className="mt-2 text-neutral-800">
        <p>{average.mine === null ? t('profile.averages.mineNone') : t('profile.averages.mine', { value: percent(average.mine), count: average.count })}</p>
        <p>{t('profile.averages.platform', { value: percent(average.platform) })}</p>
      </dd>
    </div>
  );
}
