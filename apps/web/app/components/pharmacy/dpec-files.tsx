/** The funding files' shared pieces (issue 16 part 2): a file's state badge and the table of files of a page. */
import { Link } from 'react-router';
import type { DpecFileView } from '@app/contracts/pharmacy/dpec';
import type { DpecState } from '@app/domain/pharmacy/dpec';
import { buildPath } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDate } from '../../lib/format.ts';

const TONES: Record<DpecState, string> = {
  created: 'bg-neutral-100 text-neutral-900',
  submitted: 'bg-blue-50 text-blue-900',
  in_progress: 'bg-blue-50 text-blue-900',
  financed: 'bg-green-50 text-green-900',
  report_sent: 'bg-green-50 text-green-900',
  reimbursed: 'bg-green-100 text-green-950',
  refused: 'bg-red-50 text-red-900',
  cancelled: 'bg-neutral-100 text-neutral-800',
};

export function DpecStateBadge({ state }: { state: DpecState }) {
  const { t } = useTranslation();
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${TONES[state]}`}>{t(`pharmacy.dpec.states.${state}`)}</span>;
}

export function DpecFilesTable({ files, lang, locale, caption }: { files: DpecFileView[]; lang: Lang; locale: string; caption: string }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid="dpec-files">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-neutral-50 text-neutral-900">
          <tr>
            <th scope="col" className="px-3 py-2">{t('pharmacy.dpec.list.learner')}</th>
            <th scope="col" className="px-3 py-2">{t('pharmacy.dpec.list.training')}</th>
            <th scope="col" className="px-3 py-2">{t('pharmacy.dpec.list.funder')}</th>
            <th scope="col" className="px-3 py-2">{t('pharmacy.dpec.list.state')}</th>
            <th scope="col" className="px-3 py-2">{t('pharmacy.dpec.list.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id} className="border-t border-neutral-200">
              <th scope="row" className="px-3 py-2 font-semibold">
                <Link to={buildPath('gestion-ma-pharmacie-dpec-id', lang, { id: file.id })} className="text-neutral-900 underline underline-offset-2">
                  {file.learner.firstName} {file.learner.lastName}
                </Link>
              </th>
              <td className="px-3 py-2 text-neutral-800">{file.training.name}</td>
              <td className="px-3 py-2 text-neutral-800">{t(`pharmacy.dpec.funders.${file.funder}`)}</td>
              <td className="px-3 py-2">
                <DpecStateBadge state={file.state} />
              </td>
              <td className="px-3 py-2 text-neutral-800">{formatDate(file.updatedAt, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
