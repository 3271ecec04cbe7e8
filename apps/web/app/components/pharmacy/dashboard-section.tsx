import { Suspense, useId, useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import type { DashboardData } from '@app/contracts/pharmacy/dashboard';
import { formatDuration } from '@app/domain/catalogue/duration';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDay, formatPrice } from '../../lib/format.ts';
import { lazyExport } from '../lazy-export.ts';
import { buttonClass } from '../ui/button.tsx';
import { SelectField } from '../ui/fields.tsx';
import { EmptyState } from '../ui/layout.tsx';
import type { ChartRow } from './dashboard-chart.tsx';

// recharts is downloaded by this page only.
const DashboardChart = lazyExport(() => import('./dashboard-chart.tsx'), 'DashboardChart');

/** The learners the points chart shows: past a score of bars a chart stops being readable (the table shows the same). */
const POINTS_LEARNERS = 15;

/** The learners behind shown at once, the most late first; the others one click away (a group may have hundreds). */
const BEHIND_SHOWN = 8;

const hours = (seconds: number) => Math.round(seconds / 360) / 10;

/**
 * The pharmacy's dashboard (issue 15 part 5): the year's key figures, the learners behind their plan, then four
 * charts — completion, time and spend by month, points by learner — each switchable to a table of the same numbers.
 * The year is the URL's `?year=` (a GET form: it survives a reload and can be shared).
 */
export function DashboardSection({ data, locale }: { data: DashboardData; locale: string }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { totals, year } = data;
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const months = data.months.map((m) => ({ ...m, label: monthName.format(new Date(Date.UTC(year, m.month - 1, 15))) }));
  const idle = totals.completed + totals.inProgress + totals.seconds + totals.spend + totals.points === 0;
  const top = [...data.learners].filter((l) => l.points > 0).sort((a, b) => b.points - a.points).slice(0, POINTS_LEARNERS);
  const number = new Intl.NumberFormat(locale);
  const hoursText = (value: number) => t('pharmacy.dashboard.hours', { value: number.format(value) });
  const euros = (value: number) => formatPrice(value, locale);

  const figures: [string, string][] = [
    ['learners', number.format(totals.learners)],
    ['completed', number.format(totals.completed)],
    ['inProgress', number.format(totals.inProgress)],
    ['notStarted', number.format(totals.notStarted)],
    ['time', formatDuration(totals.seconds / 60)],
    ['points', number.format(totals.points)],
    ['spend', euros(totals.spend)],
  ];

  return (
    <section aria-labelledby="dashboard-heading" className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="dashboard-heading" className="text-xl font-bold text-neutral-900">
          {t('pharmacy.dashboard.heading')}
        </h2>
        <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3" aria-label={t('pharmacy.dashboard.filters')}>
          {/* The page's other queries (the team list's search and page) are kept. */}
          {[...searchParams].filter(([name]) => name !== 'year').map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <SelectField name="year" label={t('pharmacy.dashboard.year')} defaultValue={year} key={year} className="min-w-32">
            {data.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClass('secondary')}>
            {t('pharmacy.dashboard.apply')}
          </button>
        </Form>
      </div>

      <section aria-labelledby="dashboard-figures">
        <h3 id="dashboard-figures" className="mb-3 text-lg font-semibold text-neutral-900">
          {t('pharmacy.dashboard.figures', { year })}
        </h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" data-testid="dashboard-figures">
          {figures.map(([key, value]) => (
            <div key={key} className="rounded-lg border border-neutral-200 bg-white p-4">
              <dt className="text-sm text-neutral-700">{t(`pharmacy.dashboard.${key}`)}</dt>
              <dd className="mt-1 text-2xl font-bold text-neutral-900" data-testid={`figure-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="dashboard-behind" data-testid="dashboard-behind">
        <h3 id="dashboard-behind" className="mb-3 text-lg font-semibold text-neutral-900">
          {t('pharmacy.dashboard.behind.heading')}
        </h3>
        {data.behind.length === 0 ? (
          <p className="text-neutral-800">{t('pharmacy.dashboard.behind.none')}</p>
        ) : (
          <>
            <BehindList learners={data.behind.slice(0, BEHIND_SHOWN)} locale={locale} />
            {data.behindTotal > data.behind.length && (
              <p className="mt-3 text-sm text-neutral-800">{t('pharmacy.dashboard.behind.total', { count: data.behindTotal, listed: data.behind.length })}</p>
            )}
            {data.behind.length > BEHIND_SHOWN && (
              <details className="mt-3">
                <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-neutral-900">
                  {t('pharmacy.dashboard.behind.more', { count: data.behind.length - BEHIND_SHOWN })}
                </summary>
                <div className="mt-3">
                  <BehindList learners={data.behind.slice(BEHIND_SHOWN)} locale={locale} />
                </div>
              </details>
            )}
          </>
        )}
      </section>

      {idle ? (
        <EmptyState testId="dashboard-empty">
          <p className="text-neutral-800">{t('pharmacy.dashboard.empty', { year })}</p>
        </EmptyState>
      ) : (
        <section aria-labelledby="dashboard-charts" className="flex flex-col gap-4">
          <h3 id="dashboard-charts" className="text-lg font-semibold text-neutral-900">
            {t('pharmacy.dashboard.charts.heading')}
          </h3>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <ChartCard
              title={t('pharmacy.dashboard.charts.completion')}
              description={t('pharmacy.dashboard.charts.completionDescription', { year, total: number.format(totals.completed) })}
              header={t('pharmacy.dashboard.charts.month')}
              rows={months.map((m) => ({ label: m.label, value: m.completed }))}
              format={(v) => number.format(v)}
            />
            <ChartCard
              title={t('pharmacy.dashboard.charts.time')}
              description={t('pharmacy.dashboard.charts.timeDescription', { year, total: hoursText(hours(totals.seconds)) })}
              header={t('pharmacy.dashboard.charts.month')}
              rows={months.map((m) => ({ label: m.label, value: hours(m.seconds) }))}
              format={hoursText}
            />
            <ChartCard
              title={t('pharmacy.dashboard.charts.spend')}
              description={t('pharmacy.dashboard.charts.spendDescription', { year, total: euros(totals.spend) })}
              header={t('pharmacy.dashboard.charts.month')}
              rows={months.map((m) => ({ label: m.label, value: m.spend }))}
              format={euros}
            />
            {top.length > 0 && (
              <ChartCard
                title={t('pharmacy.dashboard.charts.points', { count: top.length })}
                description={t('pharmacy.dashboard.charts.pointsDescription', { year, count: top.length })}
                header={t('pharmacy.dashboard.charts.learner')}
                rows={top.map((l) => ({ label: `${l.firstName} ${l.lastName}`, value: l.points }))}
                format={(v) => number.format(v)}
                horizontal
              />
            )}
          </div>
        </section>
      )}
    </section>
  );
}

/** Learners behind their plan: who, what is late and since when. */
function BehindList({ learners, locale }: { learners: DashboardData['behind']; locale: string }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3">
      {learners.map((learner) => (
        <li key={learner.id} className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-neutral-900">
            {learner.firstName} {learner.lastName}{' '}
            <span className="font-normal text-neutral-800">— {t('pharmacy.dashboard.behind.count', { count: learner.activities.length })}</span>
          </p>
          <ul className="mt-1 list-disc pl-5 text-sm text-neutral-800">
            {learner.activities.map((a) => (
              <li key={a.activityId}>
                {t(`pharmacy.dashboard.behind.${a.reason}`, { training: a.training, finish: formatDay(a.finishDate, locale), since: formatDay(a.since, locale) })}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** One chart with its title, an aria description and the switch to a table of the same numbers. */
function ChartCard(props: { title: string; description: string; header: string; rows: ChartRow[]; format: (value: number) => string; horizontal?: boolean }) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <figure className="flex min-w-0 flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={`${id}-title`} className="font-semibold text-neutral-900">
          {props.title}
        </figcaption>
        <button type="button" className={buttonClass('ghost', 'text-sm')} aria-pressed={asTable} aria-controls={`${id}-view`} onClick={() => setAsTable(!asTable)}>
          {asTable ? t('pharmacy.dashboard.charts.showChart') : t('pharmacy.dashboard.charts.showTable')}
        </button>
      </div>
      <div id={`${id}-view`}>
        {asTable ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{props.title}</caption>
              <thead className="bg-neutral-50 text-neutral-800">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {props.header}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {props.title}
                  </th>
                </tr>
              </thead>
              <tbody>
                {props.rows.map((row) => (
                  <tr key={row.label} className="border-t border-neutral-200">
                    <th scope="row" className="px-3 py-2 font-normal">
                      {row.label}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{props.format(row.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          // Clipped: after a resize or a phone's rotation the chart keeps its old width until it has measured again.
          <div role="img" aria-label={props.description} className="overflow-hidden">
            <Suspense fallback={<p className="text-sm text-neutral-700">{t('pharmacy.dashboard.charts.loading')}</p>}>
              <DashboardChart rows={props.rows} horizontal={props.horizontal} format={props.format} />
            </Suspense>
          </div>
        )}
      </div>
    </figure>
  );
}
