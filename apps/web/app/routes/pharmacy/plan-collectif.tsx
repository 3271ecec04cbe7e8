import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { getPlanCollectif, listTrainingPlans, type PlanSummary } from '@app/contracts/pharmacy/plans';
import { listAssignableTrainings } from '@app/contracts/pharmacy/team';
import { EVENT_NAMES, accountChannel } from '@app/domain/realtime/realtime-channels';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AddActivityForm, CreatePlanForm } from '../../components/pharmacy/plans-forms.tsx';
import { PlanTimeline } from '../../components/pharmacy/plans-timeline.tsx';
import { useLiveEvent } from '../../components/realtime/live-updates.tsx';
import { EmptyState } from '../../components/ui/layout.tsx';
import { formatDate } from '../../lib/format.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { areaPreload } from '../../lib/area-texts.ts';

/**
 * The collective plans (issue 16 part 1, spec §2 plan-collectif, §3, §4, §6): the pharmacy's plans (current and
 * later ones, then the history), the one shown (`?plan=`, else the current) as a timeline per learner where
 * activities are added and moved, and a form for a new plan. Everything is read again on the training-plan event.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const api = serverApi(request, context);
  try {
    const { data: list } = await api.call(listTrainingPlans, {});
    const asked = Number(new URL(request.url).searchParams.get('plan'));
    const planId = Number.isInteger(asked) && asked > 0 ? asked : (list.plans[0] ?? list.historyPlans[0])?.Id;
    const [plan, trainings] = await Promise.all([
      planId === undefined ? null : api.call(getPlanCollectif, { params: { id: planId } }).then((r) => r.data),
      api.call(listAssignableTrainings, {}).then((r) => r.data),
    ]);
    return { list, plan, trainings, lang: here.lang, locale: here.locale, elearningColour: here.platform.theme.elearning_color };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.plans.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

export default function PharmacyCollectivePlan() {
  const { list, plan, trainings, lang, locale, elearningColour } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const user = useSessionUser();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const reload = () => revalidator.revalidate();
  // Spec §6: a referent reads the whole list of plans again (and the plan shown).
  const accountId = user?.userData.currentAccountId ?? null;
  useLiveEvent(accountId === null ? null : accountChannel(accountId), EVENT_NAMES.trainingPlans, () => void reload());

  return (
    <div className="flex flex-col gap-8" data-testid="pharmacy-plans">
      <section aria-labelledby="plans-list-heading" className="flex flex-col gap-3">
        <h2 id="plans-list-heading" className="text-xl font-semibold text-neutral-900">
          {t('pharmacy.plans.listHeading')}
        </h2>
        {list.plans.length === 0 && list.historyPlans.length === 0 ? (
          <EmptyState testId="plans-none">{t('pharmacy.plans.none')}</EmptyState>
        ) : (
          <PlanList plans={list.plans} shownId={plan?.Id ?? null} locale={locale} label={t('pharmacy.plans.listHeading')} currentFirst />
        )}
      </section>

      {plan && (
        <section aria-labelledby="plans-shown-heading" className="flex flex-col gap-4">
          <div>
            <h2 id="plans-shown-heading" className="text-xl font-semibold text-neutral-900">
              {plan.name ?? t('pharmacy.plans.title')}
            </h2>
            <p className="text-sm text-neutral-700">{t('pharmacy.plans.dates', { start: formatDate(plan.startDate, locale), end: formatDate(plan.plannedEndDate, locale) })}</p>
          </div>
          <PlanTimeline key={plan.Id} plan={plan} lang={lang} locale={locale} elearningColour={elearningColour} onSaved={reload} />
          <AddActivityForm key={`add-${plan.Id}`} plan={plan} trainings={trainings} onAdded={() => void reload()} />
        </section>
      )}

      <CreatePlanForm onCreated={(id) => void navigate(`?plan=${id}`)} />

      {list.historyPlans.length > 0 && (
        <section aria-labelledby="plans-history-heading" className="flex flex-col gap-3">
          <h2 id="plans-history-heading" className="text-lg font-semibold text-neutral-900">
            {t('pharmacy.plans.historyHeading')}
          </h2>
          <PlanList plans={list.historyPlans} shownId={plan?.Id ?? null} locale={locale} label={t('pharmacy.plans.historyHeading')} />
        </section>
      )}
    </div>
  );
}

function PlanList({ plans, shownId, locale, label, currentFirst = false }: { plans: PlanSummary[]; shownId: number | null; locale: string; label: string; currentFirst?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white" data-testid="plans-list">
      {plans.map((p, index) => (
        <li key={p.Id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <span className="flex flex-col">
            <span className="font-semibold text-neutral-900">
              {p.name ?? t('pharmacy.plans.title')}
              {currentFirst && <span className="ml-2 rounded bg-neutral-100 px-1.5 py-0.5 text-xs font-normal text-neutral-800">{t(index === 0 ? 'pharmacy.plans.current' : 'pharmacy.plans.upcoming')}</span>}
            </span>
            <span className="text-neutral-700">
              {t('pharmacy.plans.dates', { start: formatDate(p.startDate, locale), end: formatDate(p.endDate, locale) })} · {t('pharmacy.plans.activitiesCount', { count: p.activities })}
            </span>
          </span>
          {p.Id === shownId ? (
            <span className="text-neutral-700" aria-current="true">
              {t('pharmacy.plans.shown')}
            </span>
          ) : (
            <Link to={`?plan=${p.Id}`} className="font-semibold text-neutral-900 underline underline-offset-2" aria-label={`${t('pharmacy.plans.show')} ${p.name ?? ''}`.trim()}>
              {t('pharmacy.plans.show')}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
