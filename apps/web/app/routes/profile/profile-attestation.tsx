import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { listAttestations } from '@app/contracts/learning/attestation';
import { downloadAttestations } from '@app/contracts/profile/attestations';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { attestationHref } from '../../components/learning/attestation-link.tsx';
import { attestationRows, saveFile } from '../../components/profile/attestation-bundle.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { FormAlert, SubmitButton } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState } from '../../components/ui/layout.tsx';
import { downloadFile } from '../../lib/api-download.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDate } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { areaPreload } from '../../lib/area-texts.ts';

/**
 * The profile's attestations (issue 13 part 6): every attestation of the learner's finished trainings, and the DPC
 * attestation of a programme, each downloadable; the selected ones downloaded together as one zip (`download`).
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(listAttestations, {});
    return { rows: attestationRows(data.attestations), lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'profile.attestations.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('profile', matches),
];

export default function ProfileAttestations() {
  const { rows, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const allSelected = rows.length > 0 && selected.size === rows.length;
  const toggle = (key: string) => setSelected((now) => (now.has(key) ? new Set([...now].filter((k) => k !== key)) : new Set([...now, key])));

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const data = rows.filter((r) => selected.has(r.key)).map(({ id, kind }) => ({ id, kind }));
    if (data.length === 0) return setFailure(t('profile.attestations.noneSelected'));
    setLoading(true);
    try {
      const { blob, fileName } = await downloadFile(api, downloadAttestations, { body: { data } });
      saveFile(blob, fileName ?? 'attestations.zip');
    } catch (error) {
      setFailure(mapApiErrors(error, [], t('profile.attestations.failed')).form);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="attestations-heading" className="flex flex-col gap-4">
      <h2 id="attestations-heading" className="text-xl font-bold text-neutral-900">
        {t('profile.attestations.heading')}
      </h2>
      {rows.length === 0 ? (
        <EmptyState testId="attestations-empty">
          <p className="mb-4 text-neutral-800">{t('profile.attestations.empty')}</p>
          <Link to={buildPath('catalogue', lang)} className={buttonClass('primary')}>
            {t('profile.history.emptyAction')}
          </Link>
        </EmptyState>
      ) : (
        <form onSubmit={download} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex min-h-11 items-center gap-3 text-neutral-900">
              <input type="checkbox" className="size-5 accent-neutral-900" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.key)))} />
              {t('profile.attestations.selectAll')}
            </label>
            <SubmitButton loading={loading} loadingText={t('profile.attestations.preparing')}>
              {t('profile.attestations.downloadSelected', { count: selected.size })}
            </SubmitButton>
          </div>
          {failure && <FormAlert>{failure}</FormAlert>}
          <ul className="flex flex-col gap-3">
            {rows.map(({ key, id, kind, attestation: a }) => {
              const name = kind === 'dpc' ? t('profile.attestations.dpcName', { name: a.training.name }) : a.training.name;
              return (
                <li key={key} className="flex flex-wrap items-center gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="attestation-row">
                  <input id={`pick-${key}`} type="checkbox" className="size-5 shrink-0 accent-neutral-900" checked={selected.has(key)} onChange={() => toggle(key)} aria-describedby={`about-${key}`} />
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`pick-${key}`} className="font-semibold text-neutral-900">
                      {name}
                    </label>
                    <p id={`about-${key}`} className="text-sm text-neutral-800">
                      {t(`trainingType.${a.training.type}`)}
                      {' · '}
                      {t('profile.attestations.completedOn', { date: formatDate(a.completedAt, locale) })}
                    </p>
                  </div>
                  <a href={attestationHref(id, kind)} download className={buttonClass('secondary')}>
                    <Icon name="award" size={20} />
                    {t('profile.attestations.download')}
                    <span className="sr-only">: {name}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </form>
      )}
    </section>
  );
}
