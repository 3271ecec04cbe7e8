/** What became of the last change of an ordered list, said to everyone (a polite live region). */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { SaveStatus } from './use-ordered-rows.ts';

export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  const tone = status === 'failed' ? 'text-red-800' : 'text-neutral-700';
  return (
    <p role="status" className={`min-h-6 text-sm ${tone}`} data-testid="save-status" data-status={status}>
      {status === 'idle' ? '' : t(`admin.ordering.status.${status}`)}
    </p>
  );
}
