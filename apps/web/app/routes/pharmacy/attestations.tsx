import { useState, type FormEvent } from 'react';
import { Form, Link, useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { downloadTeamAttestations, getTeamAttestation, listTeamAttestations, teamAttestationsQuery, type TeamAttestation } from '@app/contracts/pharmacy/attestations';
import type { BundleItem } from '@app/contracts/profile/attestations';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { pageCount } from '@app/domain/platform/pagination';
import { useTranslation } from '../../i18n/use-translation.ts';
import { attestationRows, saveFile } from '../../components/profile/attestation-bundle.ts';
import { HistoryExportPanel, LearnerOptions } from '../../components/pharmacy/history-export-panel.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState } from '../../components/ui/layout.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { downloadFile } from '../../lib/api-download.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDate } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { areaPreload } from '../../lib/area-texts.ts';

/**
 * The team's attestations (issue 15 part 6): filtered through the URL's query (a GET form: reload and share keep it),
 * each PDF downloadable, a selection as one zip; below, the team's history export. A filter the URL gets wrong is
 * dropped rather than failing the page.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const asked = teamAttestationsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = asked.success ? asked.data : teamAttestationsQuery.parse({});
  try {
    const { data } = await serverApi(request, context).call(listTeamAttestations, { query });
    return { list: data, query, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.attestations.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

/** The PDF of a team attestation: a plain link to the API, answered as an attachment (same origin, session cookie). */
const pdfHref = (id: number, kind: BundleItem['kind']) => `${API_PREFIX}${pathOf(getTeamAttestation, { id })}?${new URLSearchParams({ kind })}`;

export default function PharmacyAttestations() {
  const { list, query, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { search } = useLocation();
  const api = useBrowserApi();
  const rows = attestationRows<TeamAttestation>(list.items);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const filtered = Boolean(query.learnerId || query.year || query.type || query.search);
  // A selection is of the rows shown: what was ticked on another page or before a filter is not sent.
  const chosen = rows.filter((r) => selected.has(r.key));
  const allSelected = rows.length > 0 && chosen.length === rows.length;
  const toggle = (key: string) => setSelected((now) => (now.has(key) ? new Set([...now].filter((k) => k !== key)) : new Set([...now, key])));

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const ids = chosen.map(({ id, kind }) => ({ id, kind }));
    if (ids.length === 0) return setFailure(t('pharmacy.attestations.noneSelected'));
    setLoading(true);
    try {
      const { blob, fileName } = await downloadFile(api, downloadTeamAttestations, { body: { ids } });
      saveFile(blob, fileName ?? 'attestations.zip');
    } catch (error) {
      setFailure(mapApiErrors(error, [], t('pharmacy.attestations.failed')).form);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="team-attestations-heading" className="flex flex-col gap-4">
        <h2 id="team-attestations-heading" className="text-xl font-bold text-neutral-900">
          {t('pharmacy.attestations.heading')}
        </h2>
        {list.total === 0 && !filtered ? (
          <EmptyState testId="team-attestations-empty">
            <p className="text-neutral-800">{t('pharmacy.attestations.empty')}</p>
          </EmptyState>
        ) : (
          <>
            <Form method="get" preventScrollReset className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label={t('pharmacy.attestations.filters.label')}>
              <TextField
                type="search"
                name="search"
                label={t('pharmacy.attestations.filters.search')}
                defaultValue={query.search ?? ''}
                key={`search-${query.search}`}
                className="lg:col-span-2"
              />
              <SelectField name="learnerId" label={t('pharmacy.attestations.filters.learner')} defaultValue={query.learnerId ?? ''} key={`learner-${query.learnerId}`}>
                <option value="">{t('pharmacy.attestations.filters.allLearners')}</option>
                <LearnerOptions learners={list.learners} />
              </SelectField>
              <SelectField name="year" label={t('pharmacy.attestations.filters.year')} defaultValue={query.year ?? ''} key={`year-${query.year}`}>
                <option value="">{t('pharmacy.attestations.filters.allYears')}</option>
                {list.years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </SelectField>
              <SelectField name="type" label={t('pharmacy.attestations.filters.type')} defaultValue={query.type ?? ''} key={`type-${query.type}`}>
                <option value="">{t('pharmacy.attestations.filters.allTypes')}</option>
                {TRAINING_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`trainingType.${type}`)}
                  </option>
                ))}
              </SelectField>
              <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-5">
                <button type="submit" className={buttonClass('secondary')}>
                  <Icon name="filter" size={20} />
                  {t('pharmacy.attestations.filters.apply')}
                </button>
                {filtered && (
                  <Link to="." preventScrollReset className={buttonClass('ghost')}>
                    {t('pharmacy.attestations.filters.reset')}
                  </Link>
                )}
              </div>
            </Form>
            <p role="status" className="text-neutral-800">
              {t('pharmacy.attestations.count', { count: list.total })}
            </p>
            {rows.length === 0 ? (
              <EmptyState testId="team-attestations-none">
                <p className="text-neutral-800">{t('pharmacy.attestations.noMatch')}</p>
              </EmptyState>
            ) : (
              <form onSubmit={download} className="flex flex-col gap-4" noValidate>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <label className="flex min-h-11 items-center gap-3 text-neutral-900">
                    <input
                      type="checkbox"
                      className="size-5 accent-neutral-900"
                      checked={allSelected}
                      onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.key)))}
                    />
                    {t('pharmacy.attestations.selectAll')}
                  </label>
                  <SubmitButton loading={loading} loadingText={t('pharmacy.attestations.preparing')}>
                    {t('pharmacy.attestations.downloadSelected', {
                      count: chosen.length,
                    })}
                  </SubmitButton>
                </div>
                {failure && <FormAlert>{failure}</FormAlert>}
                <ul className="flex flex-col gap-3">
                  {rows.map(({ key, id, kind, attestation: a }) => {
                    const name =
                      kind === 'dpc'
                        ? t('pharmacy.attestations.dpcName', {
                            name: a.training.name,
                          })
                        : a.training.name;
                    return (
                      <li key={key} className="flex flex-wrap items-center gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="team-attestation-row">
                        <input
                          id={`pick-${key}`}
                          type="checkbox"
                          className="size-5 shrink-0 accent-neutral-900"
                          checked={selected.has(key)}
                          onChange={() => toggle(key)}
                          aria-describedby={`about-${key}`}
                        />
                        <div className="min-w-0 flex-1">
                          <label htmlFor={`pick-${key}`} className="font-semibold break-words text-neutral-900">
                            {a.learner.name} — {name}
                          </label>
                          <p id={`about-${key}`} className="text-sm text-neutral-800">
                            {t(`trainingType.${a.training.type}`)}
                            {' · '}
                            {t('pharmacy.attestations.completedOn', {
                              date: formatDate(a.completedAt, locale),
                            })}
                            {!a.learner.active && ` · ${t('pharmacy.attestations.inactive')}`}
                          </p>
                        </div>
                        <a href={pdfHref(id, kind)} download className={buttonClass('secondary')}>
                          <Icon name="award" size={20} />
                          {t('pharmacy.attestations.download')}
                          <span className="sr-only">
                            : {a.learner.name}, {name}
                          </span>
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </form>
            )}
            <Pagination page={query.page} pageCount={pageCount(list.total, list.perPage)} search={search} />
          </>
        )}
      </section>
      <HistoryExportPanel learners={list.learners} years={list.years} />
    </div>
  );
}
