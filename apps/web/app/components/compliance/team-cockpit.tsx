/**
 * The owner's compliance cockpit (issue 19 part 4): the team's summary, who is at risk before the period ends, the
 * heat-map of learners × obligations with the table that says the same in words (the map is a picture of the table,
 * hidden from assistive technologies), paged and filtered through the URL, and the funders' budgets of the year.
 */
import { useState } from 'react';
import { Form, useLocation, useRevalidator } from 'react-router';
import { saveOpcoBudget, type CockpitData, type CockpitLearner } from '@app/contracts/compliance/cockpit';
import { pageCount } from '@app/domain/platform/pagination';
import type { Lang, Locale } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDay, formatPrice } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { buttonClass } from '../ui/button.tsx';
import { FormAlert, SelectField, SubmitButton, TextField } from '../ui/fields.tsx';
import { EmptyState } from '../ui/layout.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { STATUS_CLASS, STATUS_MARK } from './compliance-card.tsx';
import { TeamPlan } from './team-plan.tsx';
import { TeamReportLink } from './team-report-link.tsx';

const STATUSES = ['atRisk', 'missing', 'met'] as const;
const fullName = (l: Pick<CockpitLearner, 'firstName' | 'lastName'>) => `${l.firstName} ${l.lastName}`;

export function TeamCockpit({ data, lang, locale }: { data: CockpitData; lang: Lang; locale: Locale }) {
  const { t } = useTranslation();
  const day = (d: string) => formatDay(d, locale) ?? d;
  const nameOf = (code: string) => {
    const o = data.obligations.find((x) => x.code === code);
    return o ? t(`compliance.obligation.${o.obligation}`) : code;
  };
  return (
    <div className="flex flex-col gap-8" data-testid="compliance-cockpit">
      <section aria-labelledby="cockpit-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="cockpit-heading" className="text-xl font-bold text-neutral-900">
            {t('compliance.cockpit.heading')}
          </h2>
          <p className="text-neutral-800">{t('compliance.cockpit.intro')}</p>
          <p className="text-sm text-neutral-700">
            {t('compliance.cockpit.today', { date: day(data.today) })} {t('compliance.cockpit.live')}
          </p>
        </div>
        {data.obligations.length === 0 ? (
          <EmptyState testId="cockpit-no-obligation" centred={false}>
            <p className="text-neutral-800">{t('compliance.cockpit.empty.noObligation')}</p>
          </EmptyState>
        ) : data.summary.learners === 0 ? (
          <EmptyState testId="cockpit-no-learner" centred={false}>
            <p className="text-neutral-800">{t('compliance.cockpit.empty.noLearner')}</p>
          </EmptyState>
        ) : (
          <>
            <ul className="flex flex-col gap-1 text-sm text-neutral-800">
              {data.obligations.map((o) => (
                <li key={o.code}>{t('compliance.cockpit.period', { name: nameOf(o.code), start: day(o.period.start), end: day(o.period.end) })}</li>
              ))}
            </ul>
            {data.registrationAssumed && <FormAlert tone="info">{t('compliance.cockpit.registrationAssumed')}</FormAlert>}
            <Summary data={data} nameOf={nameOf} />
            <AtRisk data={data} nameOf={nameOf} />
            <TeamTable data={data} nameOf={nameOf} />
          </>
        )}
      </section>
      {/* The proposed plan is its own call (a second for thousands of learners), asked for with its button. */}
      {data.obligations.length > 0 && <TeamPlan lang={lang} locale={locale} />}
      {data.obligations.length > 0 && <TeamReportLink />}
      <Funding funding={data.funding} locale={locale} />
    </div>
  );
}

type NameOf = (code: string) => string;

function Summary({ data, nameOf }: { data: CockpitData; nameOf: NameOf }) {
  const { t } = useTranslation();
  const { summary } = data;
  const figures = [
    ['learners', summary.learners, 'border-neutral-200'],
    ['compliant', summary.compliant, STATUS_CLASS.met],
    ['missing', summary.missing, STATUS_CLASS.missing],
    ['atRisk', summary.atRisk, STATUS_CLASS.atRisk],
  ] as const;
  return (
    <section aria-labelledby="cockpit-summary" className="flex flex-col gap-3">
      <h3 id="cockpit-summary" className="text-lg font-semibold text-neutral-900">
        {t('compliance.cockpit.summary.heading')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="cockpit-summary">
        {figures.map(([key, value, tone]) => (
          <div key={key} className={`rounded-lg border bg-white p-3 ${tone}`}>
            <dt className="text-sm">{t(`compliance.cockpit.summary.${key}`)}</dt>
            <dd className="text-2xl font-semibold" data-testid={`cockpit-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-col gap-1 text-sm text-neutral-800">
        {summary.obligations.map((o) => (
          <li key={o.code} data-testid="cockpit-obligation-summary" data-code={o.code}>
            {t('compliance.cockpit.summary.perObligation', { name: nameOf(o.code), met: o.met, missing: o.missing, atRisk: o.atRisk })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AtRisk({ data, nameOf }: { data: CockpitData; nameOf: NameOf }) {
  const { t } = useTranslation();
  const more = data.summary.atRisk - data.atRisk.length;
  return (
    <section aria-labelledby="cockpit-risk" className="flex flex-col gap-2">
      <h3 id="cockpit-risk" className="text-lg font-semibold text-neutral-900">
        {t('compliance.cockpit.risk.heading')}
      </h3>
      {data.atRisk.length === 0 ? (
        <p className="text-neutral-800">{t('compliance.cockpit.risk.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="cockpit-at-risk">
          {data.atRisk.map((l) => (
            <li key={l.id} className="text-neutral-900">
              <span aria-hidden="true" className="font-bold text-red-800">
                {STATUS_MARK.atRisk}{' '}
              </span>
              {t('compliance.cockpit.risk.item', {
                name: fullName(l),
                obligations: l.obligations
                  .filter((o) => o.status === 'atRisk')
                  .map((o) => t('compliance.cockpit.risk.obligation', { name: nameOf(o.code), count: o.daysLeft }))
                  .join(' ; '),
              })}
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="text-sm text-neutral-800">{t('compliance.cockpit.risk.more', { count: more })}</p>}
    </section>
  );
}

/** The heat-map and its table: one page of the team, worst first, filtered by the URL's `?status=`. */
function TeamTable({ data, nameOf }: { data: CockpitData; nameOf: NameOf }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { learners } = data;
  const pages = pageCount(learners.total, learners.perPage);
  const status = new URLSearchParams(location.search).get('status') ?? '';
  const cell = (o: CockpitLearner['obligations'][number]) => t('compliance.cockpit.table.cell', { status: t(`compliance.status.${o.status}`), days: o.daysLeft });
  return (
    <section aria-labelledby="cockpit-map" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="cockpit-map" className="text-lg font-semibold text-neutral-900">
            {t('compliance.cockpit.map.heading')}
          </h3>
          <p className="text-sm text-neutral-700" data-testid="cockpit-count">
            {t('compliance.cockpit.table.count', { count: learners.total })}
          </p>
        </div>
        <Form method="get" role="search" aria-label={t('compliance.cockpit.filters.label')} className="flex flex-wrap items-end gap-3">
          <SelectField label={t('compliance.cockpit.filters.status')} name="status" defaultValue={status} key={status}>
            <option value="">{t('compliance.cockpit.filters.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`compliance.cockpit.overall.${s}`)}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClass('secondary')}>
            {t('compliance.cockpit.filters.submit')}
          </button>
        </Form>
      </div>
      {learners.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 p-6 text-neutral-800">{t('compliance.cockpit.filters.noMatch')}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
          {/* The heat-map: the table beside says the same in words, so assistive technologies skip it. */}
          <div aria-hidden="true" className="flex flex-col gap-2" data-testid="cockpit-heatmap">
            <div className="grid gap-1" style={{ gridTemplateColumns: `repeat(${data.obligations.length}, minmax(0, 1fr))` }}>
              {data.obligations.map((o) => (
                <span key={o.code} className="truncate text-xs font-semibold text-neutral-800">
                  {nameOf(o.code)}
                </span>
              ))}
              {learners.items.flatMap((l) =>
                l.obligations.map((o) => (
                  <span key={`${l.id}-${o.code}`} title={`${fullName(l)} — ${cell(o)}`} className={`flex h-6 items-center justify-center rounded border text-xs font-bold ${STATUS_CLASS[o.status]}`} data-status={o.status}>
                    {STATUS_MARK[o.status]}
                  </span>
                )),
              )}
            </div>
            <p className="flex flex-wrap gap-2 text-xs text-neutral-800">
              {STATUSES.map((s) => (
                <span key={s} className={`rounded border px-1.5 ${STATUS_CLASS[s]}`}>
                  {STATUS_MARK[s]} {t(`compliance.status.${s}`)}
                </span>
              ))}
            </p>
          </div>
          {/* Scrolls sideways on a phone: focusable, so the keyboard scrolls it too. */}
          <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white focus-visible:outline-3 focus-visible:outline-primary-dark" role="region" aria-labelledby="cockpit-map" tabIndex={0}>
            <table className="w-full text-left text-sm" data-testid="cockpit-table">
              <caption className="sr-only">{t('compliance.cockpit.table.caption', { page: learners.page, pages: Math.max(pages, 1) })}</caption>
              <thead className="bg-neutral-50 text-neutral-800">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('compliance.cockpit.table.learner')}
                  </th>
                  {data.obligations.map((o) => (
                    <th key={o.code} scope="col" className="px-3 py-2 font-semibold">
                      {nameOf(o.code)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('compliance.cockpit.table.overall')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {learners.items.map((l) => (
                  <tr key={l.id} className="border-t border-neutral-200" data-testid="cockpit-row" data-learner={l.id}>
                    <th scope="row" className="px-3 py-2 font-medium text-neutral-900">
                      {fullName(l)}
                    </th>
                    {l.obligations.map((o) => (
                      <td key={o.code} className="px-3 py-2" data-code={o.code} data-status={o.status}>
                        <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[o.status]}`}>
                          <span aria-hidden="true">{STATUS_MARK[o.status]} </span>
                          {cell(o)}
                        </span>
                        {o.shortfall > 0 && <span className="block text-xs text-neutral-800">{t('compliance.cockpit.table.shortfall', { count: o.shortfall })}</span>}
                      </td>
                    ))}
                    <td className="px-3 py-2 font-semibold text-neutral-900" data-testid="cockpit-overall" data-status={l.status}>
                      {t(`compliance.cockpit.overall.${l.status}`)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <Pagination page={learners.page} pageCount={pages} search={location.search} />
    </section>
  );
}

/** What each funder paid or is asked to pay this year, and what the pharmacy's budgets leave; the OPCO budget's form. */
function Funding({ funding, locale }: { funding: CockpitData['funding']; locale: Locale }) {
  const { t } = useTranslation();
  const euros = (cents: number) => formatPrice(cents / 100, locale);
  const opco = funding.funders.find((f) => f.funder === 'OPCO');
  return (
    <section aria-labelledby="cockpit-funding" className="flex flex-col gap-4">
      <div>
        <h2 id="cockpit-funding" className="text-xl font-bold text-neutral-900">
          {t('compliance.cockpit.funding.heading', { year: funding.year })}
        </h2>
        <p className="text-neutral-800">{t('compliance.cockpit.funding.intro', { year: funding.year })}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3" data-testid="cockpit-funders">
        {funding.funders.map((f) => (
          <li key={f.funder} className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-4" data-testid="cockpit-funder" data-funder={f.funder}>
            <h3 className="font-semibold text-neutral-900">{t(`compliance.cockpit.funding.funder.${f.funder}`)}</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-neutral-800">{t('compliance.cockpit.funding.used')}</dt>
              <dd className="font-semibold text-neutral-950" data-testid="funder-used">
                {euros(f.usedCents)}
              </dd>
              {f.budgetCents !== null && f.leftCents !== null && (
                <>
                  <dt className="text-neutral-800">{t('compliance.cockpit.funding.budget')}</dt>
                  <dd className="font-semibold text-neutral-950">{euros(f.budgetCents)}</dd>
                  <dt className="text-neutral-800">{t('compliance.cockpit.funding.left')}</dt>
                  <dd className={`font-semibold ${f.leftCents < 0 ? 'text-red-800' : 'text-neutral-950'}`} data-testid="funder-left">
                    {euros(f.leftCents)}
                  </dd>
                </>
              )}
            </dl>
            {f.cap === 'perProfessional' ? (
              <p className="text-xs text-neutral-800">{t('compliance.cockpit.funding.perProfessional')}</p>
            ) : (
              f.budgetCents === null && <p className="text-xs text-neutral-800">{t(f.funder === 'FUNDAE' ? 'compliance.cockpit.funding.noCredit' : 'compliance.cockpit.funding.noBudget')}</p>
            )}
          </li>
        ))}
      </ul>
      {opco && <OpcoBudgetForm year={funding.year} budgetCents={opco.budgetCents} />}
    </section>
  );
}

function OpcoBudgetForm({ year, budgetCents }: { year: number; budgetCents: number | null }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(values: FormData) {
    setLoading(true);
    setError(null);
    setFormError(null);
    setSaved(null);
    const text = String(values.get('budget') ?? '').trim();
    try {
      const answer = await api.call(saveOpcoBudget, { body: { year, budget: text === '' ? Number.NaN : Number(text.replace(',', '.')) } });
      setSaved(answer.message);
      await revalidator.revalidate();
    } catch (failure) {
      const mapped = mapApiErrors(failure, ['budget', 'year'], t('errors.anErrorOccurred'));
      setError(mapped.fields.budget ?? mapped.fields.year ?? null);
      setFormError(mapped.form);
    } finally {
      setLoading(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="opco-heading"
      className="flex max-w-xl flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(new FormData(event.currentTarget));
      }}
    >
      <h3 id="opco-heading" className="font-semibold text-neutral-900">
        {t('compliance.cockpit.opco.heading', { year })}
      </h3>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div aria-live="polite">{saved && <FormAlert tone="success">{saved}</FormAlert>}</div>
      <TextField
        key={budgetCents ?? 'none'}
        name="budget"
        inputMode="decimal"
        label={t('compliance.cockpit.opco.budget')}
        hint={t('compliance.cockpit.opco.hint')}
        defaultValue={budgetCents === null ? '' : String(budgetCents / 100)}
        error={error ?? undefined}
        required
      />
      <div>
        <SubmitButton loading={loading} loadingText={t('compliance.cockpit.opco.saving')}>
          {t('compliance.cockpit.opco.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
