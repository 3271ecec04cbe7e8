import type { CSSProperties } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { getTrainingPlan, type PlanActivity, type TrainingPlanData } from '@app/contracts/profile/training-plan';
import { typeColour, typeTextColour } from '@app/domain/platform/colours';
import type { Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { EVENT_NAMES, accountChannel } from '@app/domain/realtime/realtime-channels';
import { useTranslation } from '../../i18n/use-translation.ts';
import { trainingPath } from '../../components/catalogue/training-card.tsx';
import { MonthHeader, monthGrid, monthLabel } from '../../components/profile/plan-months.tsx';
import { useLiveEvent } from '../../components/realtime/live-updates.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { formatDate } from '../../lib/format.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * The personal training plan (spec §2 profile tab, §3 "Training plan", §4, §6; issue 13 part 5): the plan's activities
 * on a month timeline of at least 12 columns, one line per row of the domain's layout, each bar a link to its training
 * in its type's colour (spec §9); the bars are the items of one list, so a screen reader reads them in order. The
 * account's earlier plans below. Refetched when the training-plan event arrives.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data: plan } = await serverApi(request, context).call(getTrainingPlan, {});
    return { plan, lang: here.lang, locale: here.locale, elearningColour: here.platform.theme.elearning_color };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('profile');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'profile.plan.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('profile', matches),
];

export default function ProfileTrainingPlan() {
  const { plan, lang, locale, elearningColour } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const user = useSessionUser();
  const revalidator = useRevalidator();
  // Spec §6: others than a referent refresh the current plan (the referent's list of plans is read again on the
  // pharmacy's plan-collectif screen, on the same event).
  const accountId = user?.userData.currentAccountId ?? null;
  useLiveEvent(accountId === null ? null : accountChannel(accountId), EVENT_NAMES.trainingPlans, () => void revalidator.revalidate());

  const period = t('profile.plan.period', { start: formatDate(plan.startDate, locale), end: formatDate(plan.plannedEndDate, locale) });
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="plan-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="plan-heading" className="text-xl font-semibold text-neutral-900">
            {plan.Id === null ? t('profile.plan.year', { year: plan.startDate.slice(0, 4) }) : (plan.name ?? t('profile.plan.heading'))}
          </h2>
          <p className="text-sm text-neutral-700">{period}</p>
          {plan.Id === null && <p className="mt-1 text-sm text-neutral-700">{t('profile.plan.noPlan')}</p>}
        </div>
        {plan.activities.length === 0 ? (
          <EmptyPlan lang={lang} />
        ) : (
          <Timeline plan={plan} lang={lang} locale={locale} elearningColour={elearningColour} />
        )}
      </section>
      {plan.historyPlans.length > 0 && <HistoryPlans plans={plan.historyPlans} locale={locale} />}
    </div>
  );
}

function EmptyPlan({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-neutral-300 p-6" data-testid="plan-empty">
      <p className="text-neutral-800">{t('profile.plan.empty')}</p>
      <Link to={buildPath('catalogue', lang)} className={buttonClass('primary')}>
        {t('profile.plan.toCatalogue')}
      </Link>
    </div>
  );
}

function Timeline({ plan, lang, locale, elearningColour }: { plan: TrainingPlanData; lang: Lang; locale: string; elearningColour: string | null }) {
  const { t } = useTranslation();
  const grid = monthGrid(plan.months);
  return (
    <div
      role="region"
      aria-label={t('profile.plan.timeline', { start: monthLabel(plan.months[0], locale), end: monthLabel(plan.months.at(-1) ?? plan.months[0], locale) })}
      className="overflow-x-auto rounded-lg border border-neutral-200 bg-white"
      data-testid="plan-timeline"
    >
      <MonthHeader months={plan.months} locale={locale} />
      <ol className="grid gap-y-2 py-3" style={grid} aria-label={t('profile.plan.activities')}>
        {plan.activities.map((activity) => (
          <ActivityBar key={activity.id} activity={activity} lang={lang} locale={locale} elearningColour={elearningColour} />
        ))}
      </ol>
    </div>
  );
}

function ActivityBar({ activity, lang, locale, elearningColour }: { activity: PlanActivity; lang: Lang; locale: string; elearningColour: string | null }) {
  const { t } = useTranslation();
  const { training } = activity;
  const place: CSSProperties = {
    gridColumn: `${activity.fromDate + 1} / ${activity.toDate + 2}`,
    gridRow: activity.row + 1,
    background: typeColour(training.type, lang),
    color: typeTextColour(training.type, lang, elearningColour),
  };
  const name = activity.sessionName ?? training.name;
  return (
    <li style={place} className="mx-1 flex min-w-0 flex-col gap-0.5 overflow-hidden rounded-md px-2 py-1.5 text-xs break-words shadow-sm" data-testid="plan-activity" data-row={activity.row}>
      {training.slug === null ? (
        <span className="font-semibold">{name}</span>
      ) : (
        <Link
          to={trainingPath({ type: training.type, slug: training.slug }, lang)}
          className="font-semibold underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-neutral-950"
        >
          {name}
        </Link>
      )}
      <span>
        {t(`trainingType.${training.type}`, { defaultValue: training.type })} · {t(`profile.plan.source.${activity.source}`)}
      </span>
      <span>{t('profile.plan.dates', { start: formatDate(activity.startDate, locale), end: formatDate(activity.finishDate, locale) })}</span>
    </li>
  );
}

function HistoryPlans({ plans, locale }: { plans: TrainingPlanData['historyPlans']; locale: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plan-history-heading" className="flex flex-col gap-3">
      <h2 id="plan-history-heading" className="text-lg font-semibold text-neutral-900">
        {t('profile.plan.history')}
      </h2>
      <ul className="flex flex-col divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white" data-testid="plan-history">
        {plans.map((p) => (
          <li key={p.Id} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
            <span className="font-semibold text-neutral-900">{p.name ?? t('profile.plan.heading')}</span>
            <span className="text-neutral-700">
              {t('profile.plan.dates', { start: formatDate(p.startDate, locale), end: formatDate(p.endDate, locale) })} ·{' '}
              {t('profile.plan.assigned', { count: p.activities })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
