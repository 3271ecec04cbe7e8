/** The messages every media player shows: a step done, a step that could not load. */
import { useTranslation } from '../../i18n/use-translation.ts';

export function StepDone() {
  const { t } = useTranslation();
  return (
    <p role="status" className="font-semibold text-green-800" data-testid="media-step-done">
      {t('media.completed')}
    </p>
  );
}

export function MediaFailure({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      {message}
    </p>
  );
}
