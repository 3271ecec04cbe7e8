/**
 * The owner's proposed plan (issue 19 part 4), for the compliance cockpit: on demand (the call takes about a second
 * for a large group), the trainings proposed to each member with a gap, what the pharmacy pays after funding and what
 * each funder pays, the obligations no training of the catalogue meets; then, confirmed, the plan turned into a
 * collective plan's activities, with a link to it. The API checks the form; its errors go beside the fields.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { createPlanActivities, getTeamCompliancePlan, type CreatePlanActivitiesInput, type TeamPlan as Plan } from '@app/contracts/compliance/plan';
import { todayInParis } from '@app/domain/identity/session-user';
import type { Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { isApiError } from '../../lib/api-client.ts';
import { formatDay, formatPrice } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import { EmptyState } from '../ui/layout.tsx';

const FIELDS = ['name', 'startDate', 'endDate', 'learners'] as const;

export function TeamPlan({ lang, locale }: { lang: Lang; locale: string }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function propose() {
    setLoading(true);
    setFailure(null);
    try {
      setPlan((await api.call(getTeamCompliancePlan, {})).data);
    } catch (error) {
      setFailure(isApiError(error) && error.httpStatus > 0 && error.message ? error.message : t('compliance.plan.failed'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="team-plan-heading" className="flex flex-col gap-4" data-testid="team-plan">
      <div className="flex flex-col gap-1">
        <h2 id="team-plan-heading" className="text-xl font-semibold text-neutral-900">
          {t('compliance.plan.heading')}
        </h2>
        <p className="text-sm text-neutral-800">{t('compliance.plan.intro')}</p>
      </div>
      <div>
        <Button variant={plan ? 'secondary' : 'primary'} loading={loading} loadingText={t('compliance.plan.proposing')} onClick={() => void propose()}>
          {t(plan ? 'compliance.plan.proposeAgain' : 'compliance.plan.propose')}
        </Button>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      {/* A short summary is announced, not the whole table. */}
      <p className="sr-only" aria-live="polite">
        {plan && !loading ? (plan.learners.length === 0 ? t('compliance.plan.nothing') : t('compliance.plan.caption', { count: plan.learners.length, team: plan.teamSize })) : ''}
      </p>
      {plan && !loading && <PlanView plan={plan} lang={lang} locale={locale} />}
    </section>
  );
}

function PlanView({ plan, lang, locale }: { plan: Plan; lang: Lang; locale: string }) {
  const { t } = useTranslation();
  const price = (euros: number) => formatPrice(euros, locale);
  if (plan.learners.length === 0) return <EmptyState testId="team-plan-none">{t('compliance.plan.nothing')}</EmptyState>;
  const planned = plan.learners.filter((l) => l.trainings.length > 0);
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3" data-testid="team-plan-totals">
        <div className="rounded-lg border border-neutral-200 bg-white p-3">
          <dt className="text-sm text-neutral-800">{t('compliance.plan.cost')}</dt>
          <dd className="text-lg font-bold text-neutral-900" data-testid="team-plan-cost">
            {price(plan.cost)}
          </dd>
        </div>
        <div className="rounded-lg border border-neutral-200 bg-white p-3 sm:col-span-2">
          <dt className="text-sm text-neutral-800">{t('compliance.plan.funded')}</dt>
          <dd className="text-neutral-900">
            {plan.funded.length === 0
              ? t('compliance.plan.noFunding')
              : plan.funded.map((f) => t('compliance.plan.fundedBy', { funder: t(`compliance.plan.funder.${f.funder}`), amount: price(f.amount) })).join(' · ')}
          </dd>
        </div>
      </dl>
      <div className="overflow-x-auto rounded-lg border border-neutral-200" tabIndex={0} role="region" aria-labelledby="team-plan-caption">
        <table className="w-full min-w-[36rem] border-collapse bg-white text-left text-sm" data-testid="team-plan-table">
          <caption id="team-plan-caption" className="px-3 py-2 text-left font-semibold text-neutral-900">
            {t('compliance.plan.caption', { count: plan.learners.length, team: plan.teamSize })}
          </caption>
          <thead className="bg-neutral-100 text-neutral-900">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('compliance.plan.learner')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('compliance.plan.trainings')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('compliance.plan.unresolved')}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.learners.map((l) => (
              <tr key={l.id} className="border-t border-neutral-200 align-top" data-testid="team-plan-row">
                <th scope="row" className="px-3 py-2 font-semibold text-neutral-900">
                  {l.firstName} {l.lastName}
                </th>
                <td className="px-3 py-2">
                  {l.trainings.length === 0 ? (
                    <span className="text-neutral-800">{t('compliance.plan.noTraining')}</span>
                  ) : (
                    <ul className="flex flex-col gap-1">
                      {l.trainings.map((x) => (
                        <li key={x.offerId}>
                          <span className="font-semibold text-neutral-900">{x.name}</span>
                          <span className="block text-neutral-800">
                            {x.funder
                              ? t('compliance.plan.priceFunded', { price: price(x.priceHT - x.funded), before: price(x.priceHT), funder: t(`compliance.plan.funder.${x.funder}`) })
                              : t('compliance.plan.priceUnfunded', { price: price(x.priceHT) })}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="px-3 py-2 text-neutral-900">{l.unresolved.length === 0 ? '—' : l.unresolved.map((o) => t(`compliance.obligation.${o}`)).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {plan.learners.some((l) => l.unresolved.length > 0) && <p className="text-sm text-neutral-800">{t('compliance.plan.unresolvedHelp')}</p>}
      {planned.length > 0 && <CreateActivitiesForm plan={plan} learners={planned.map((l) => ({ learnerId: l.id, offerIds: l.trainings.map((x) => x.offerId) }))} lang={lang} locale={locale} />}
    </>
  );
}

type Values = Pick<CreatePlanActivitiesInput, 'name' | 'startDate' | 'endDate'>;

function CreateActivitiesForm({ plan, learners, lang, locale }: { plan: Plan; learners: CreatePlanActivitiesInput['learners']; lang: Lang; locale: string }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<Values | null>(null);
  const [loading, setLoading] = useState(false);
  const [made, setMade] = useState<{ id: number; message: string } | null>(null);
  const today = todayInParis(new Date());
  const activities = new Set(learners.flatMap((l) => l.offerIds)).size;

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const text = (name: string) => String(values.get(name) ?? '');
    setFailure(null);
    setAsking({ name: text('name'), startDate: text('startDate'), endDate: text('endDate') });
  }

  async function send(values: Values) {
    setAsking(null);
    setLoading(true);
    setErrors({});
    try {
      const answer = await api.call(createPlanActivities, { body: { ...values, learners } });
      setMade({ id: answer.data.Id, message: answer.message });
    } catch (error) {
      const mapped = mapApiErrors(error, FIELDS, t('compliance.plan.create.failed'));
      setErrors(mapped.fields);
      setFailure(mapped.form ?? mapped.fields.learners ?? null);
    } finally {
      setLoading(false);
    }
  }

  if (made) {
    return (
      <FormAlert tone="success">
        {made.message}{' '}
        <Link className="font-semibold underline underline-offset-2" to={`${buildPath('gestion-ma-pharmacie-plan-collectif', lang)}?plan=${made.id}`}>
          {t('compliance.plan.create.open')}
        </Link>
      </FormAlert>
    );
  }
  return (
    <section aria-labelledby="team-plan-create-heading" className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="team-plan-create">
      <h3 id="team-plan-create-heading" className="text-lg font-semibold text-neutral-900">
        {t('compliance.plan.create.heading')}
      </h3>
      <p className="text-sm text-neutral-800">{t('compliance.plan.create.intro', { count: activities })}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <form noValidate onSubmit={check} className="grid gap-3 sm:grid-cols-3" aria-labelledby="team-plan-create-heading">
        <TextField
          className="sm:col-span-3"
          name="name"
          label={t('compliance.plan.create.name')}
          defaultValue={t('compliance.plan.create.defaultName', { date: formatDay(today, locale) ?? today })}
          error={errors.name}
          required
        />
        <TextField name="startDate" type="date" label={t('compliance.plan.create.start')} defaultValue={today} error={errors.startDate} required />
        <TextField name="endDate" type="date" label={t('compliance.plan.create.end')} defaultValue={plan.dueBy ?? ''} error={errors.endDate} required />
        <div className="flex items-end">
          <SubmitButton loading={loading} loadingText={t('compliance.plan.create.loading')}>
            {t('compliance.plan.create.submit')}
          </SubmitButton>
        </div>
      </form>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('compliance.plan.create.confirmTitle')}
        text={t('compliance.plan.create.confirmText', { count: activities, learners: learners.length, name: asking?.name ?? '' })}
        cancel={t('compliance.plan.create.cancel')}
        confirm={t('compliance.plan.create.confirm')}
        onConfirm={() => asking && void send(asking)}
      />
    </section>
  );
}
