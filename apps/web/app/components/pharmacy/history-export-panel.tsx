import { useEffect, useId, useState, type FormEvent } from 'react';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { downloadHistoryExport, getHistoryExport, startHistoryExport, type HistoryExportView } from '@app/contracts/pharmacy/history-export';
import type { TeamLearner } from '@app/contracts/pharmacy/attestations';
import { HISTORY_EXPORT_FORMATS, type HistoryExportFormat } from '@app/contracts/profile/history';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClass } from '../ui/button.tsx';
import { Choice, ChoiceGroup, FormAlert, SelectField, SubmitButton } from '../ui/fields.tsx';
import { Icon } from '../ui/icon.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';

/** How often the screen asks where a running export is. */
const POLL_MS = 1000;

/**
 * The team's history export (issue 15 part 6): a format, a year and the learners (all or one), then the job's progress
 * polled until the file is ready to download; a failure is said, and the export can be asked again.
 */
export function HistoryExportPanel({ learners, years }: { learners: readonly TeamLearner[]; years: readonly number[] }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const headingId = useId();
  const [format, setFormat] = useState<HistoryExportFormat>('xlsx');
  const [running, setRunning] = useState<HistoryExportView | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = starting || running?.status === 'queued' || running?.status === 'running';

  useEffect(() => {
    if (!running || running.status === 'done' || running.status === 'failed') return;
    const timer = setTimeout(() => {
      api
        .call(getHistoryExport, { params: { id: running.id } })
        .then(({ data }) => setRunning(data))
        .catch((error: unknown) => {
          setFailure(mapApiErrors(error, [], t('pharmacy.attestations.export.failed')).form);
          setRunning(null);
        });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [api, running, t]);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const year = Number(form.get('year')) || undefined;
    const learnerId = Number(form.get('learnerId')) || undefined;
    setFailure(null);
    setRunning(null);
    setStarting(true);
    try {
      const { data } = await api.call(startHistoryExport, {
        body: { format, year, learnerIds: learnerId ? [learnerId] : undefined },
      });
      setRunning(data);
    } catch (error) {
      setFailure(mapApiErrors(error, [], t('pharmacy.attestations.export.failed')).form);
    } finally {
      setStarting(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-neutral-900">
          {t('pharmacy.attestations.export.heading')}
        </h2>
        <p className="mt-1 text-neutral-800">{t('pharmacy.attestations.export.intro')}</p>
      </div>
      <form onSubmit={start} className="flex flex-col gap-4" noValidate>
        <ChoiceGroup legend={t('pharmacy.attestations.export.format')}>
          {HISTORY_EXPORT_FORMATS.map((value) => (
            <Choice
              key={value}
              type="radio"
              name="format"
              value={value}
              checked={format === value}
              onChange={() => setFormat(value)}
              label={t(`pharmacy.attestations.export.formats.${value}`)}
            />
          ))}
        </ChoiceGroup>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField name="year" label={t('pharmacy.attestations.filters.year')} defaultValue="">
            <option value="">{t('pharmacy.attestations.filters.allYears')}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
          <SelectField name="learnerId" label={t('pharmacy.attestations.filters.learner')} defaultValue="">
            <option value="">{t('pharmacy.attestations.export.wholeTeam')}</option>
            <LearnerOptions learners={learners} />
          </SelectField>
        </div>
        <div>
          <SubmitButton loading={busy} loadingText={t('pharmacy.attestations.export.running')}>
            {t('pharmacy.attestations.export.start')}
          </SubmitButton>
        </div>
      </form>
      {failure && <FormAlert>{failure}</FormAlert>}
      {running && <ExportProgress view={running} />}
    </section>
  );
}

function ExportProgress({ view }: { view: HistoryExportView }) {
  const { t } = useTranslation();
  if (view.status === 'failed') return <FormAlert>{t('pharmacy.attestations.export.jobFailed')}</FormAlert>;
  const label = t('pharmacy.attestations.export.progress', {
    percent: view.percent,
    done: view.done,
    total: view.total,
  });
  return (
    <div className="flex flex-col gap-3" data-testid="history-export-progress">
      <div
        className="h-3 overflow-hidden rounded-full bg-neutral-200"
        role="progressbar"
        aria-valuenow={view.percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t('pharmacy.attestations.export.progressLabel')}
      >
        <div className="h-full bg-primary-dark transition-[width]" style={{ width: `${view.percent}%` }} />
      </div>
      <p role="status" className="text-neutral-900">
        {view.status === 'done' ? t('pharmacy.attestations.export.ready') : label}
      </p>
      {view.status === 'done' && (
        <a href={`${API_PREFIX}${pathOf(downloadHistoryExport, { id: view.id })}`} download={view.fileName ?? undefined} className={`${buttonClass('primary')} self-start`}>
          <Icon name="document" size={20} />
          {t('pharmacy.attestations.export.download', {
            name: view.fileName ?? '',
          })}
        </a>
      )}
    </div>
  );
}

/** The team's learners as a select's options; one who left is named so. */
export function LearnerOptions({ learners }: { learners: readonly { id: number; name: string; active: boolean }[] }) {
  const { t } = useTranslation();
  return learners.map((learner) => (
    <option key={learner.id} value={learner.id}>
      {learner.active ? learner.name : t('pharmacy.attestations.inactiveLearner', { name: learner.name })}
    </option>
  ));
}
