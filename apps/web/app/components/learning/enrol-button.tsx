import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { subscribeDpc } from '@app/contracts/learning/dpc';
import { subscribeMixt } from '@app/contracts/learning/mixt';
import { subscribeFormation, subscribePdf, subscribeType, subscribeVideo } from '@app/contracts/learning/enrolment';
import type { TrainingType } from '@app/domain/catalogue/training-types';
import { buildPath } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { FormAlert } from '../ui/fields.tsx';

/** Enrols through the call of the training's type (spec §7), then opens the learning view. */
export function EnrolButton({ courseId, type, lang, className }: { courseId: number; type: TrainingType; lang: Lang; className: string }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The server renders the button disabled: its code hydrates after the page, and a click before then would be lost.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const enrol = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { data } =
        type === 'formation'
          ? await api.call(subscribeFormation, { body: { id: courseId } })
          : type === 'video'
            ? await api.call(subscribeVideo, { params: { id: courseId } })
            : type === 'pdf'
              ? await api.call(subscribePdf, { params: { id: courseId } })
              : type === 'dpc'
                ? await api.call(subscribeDpc, { body: { id: courseId } })
                : type === 'mixt'
                  ? { data: (await api.call(subscribeMixt, { body: { id: courseId } })).data.training }
                  : await api.call(subscribeType, { params: { type: type as 'podcast' | 'quiz' }, body: { id: courseId } });
      await navigate(buildPath('learn', lang, { courseTrackingId: data.id }));
    } catch (error) {
      setFailure(mapApiErrors(error, [], t('enrolment.failed')).form);
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      {failure && <FormAlert>{failure}</FormAlert>}
      <button type="button" onClick={enrol} disabled={busy || !ready} aria-busy={busy || undefined} className={`${className} disabled:opacity-70`} data-testid="enrol">
        {busy ? t('enrolment.enrolling') : t('enrolment.enrol')}
      </button>
    </div>
  );
}
