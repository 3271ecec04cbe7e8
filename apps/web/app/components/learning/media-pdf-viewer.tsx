/**
 * The viewer of a pdf step (issue 11 part 5): the document opens in the page through its short-lived signed link
 * (issuing it starts the step), with a link to open it in a new tab where the browser shows no pdf in a frame; the
 * learner completes the step once they have read it.
 */
import { useEffect, useState } from 'react';
import { completePdfStep, getPdfLink } from '@app/contracts/learning/media';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { MediaFailure, StepDone } from './media-step-status.tsx';
import type { MediaPlayerProps } from './media-playback.ts';

export function MediaPdfViewer({ module, onCompleted }: MediaPlayerProps) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const fail = (error: unknown) => setFailure(isApiError(error) ? error.message : String(error));

  useEffect(() => {
    let live = true;
    api
      .call(getPdfLink, { params: { id: module.id } })
      .then(({ data }) => live && setUrl(data.url))
      .catch((error: unknown) => live && fail(error));
    return () => {
      live = false;
    };
  }, [api, module.id]);

  async function complete() {
    setSending(true);
    try {
      await api.call(completePdfStep, { params: { id: module.id } });
      setDone(true);
      onCompleted();
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
    }
  }

  if (failure) return <MediaFailure message={failure} />;
  if (!url) return <Spinner label={t('media.loading')} />;
  const title = t('media.pdf.title', { name: module.name });
  return (
    <div className="flex flex-col gap-3" data-testid="media-pdf-viewer">
      <iframe src={url} title={title} className="h-[70dvh] w-full rounded-lg border border-neutral-300 bg-white" data-testid="media-pdf" />
      <div className="flex flex-wrap items-center gap-3">
        <a href={url} target="_blank" rel="noopener" className="font-semibold text-neutral-900 underline">
          {t('media.pdf.open')}
        </a>
        {done ? (
          <StepDone />
        ) : (
          <Button onClick={complete} loading={sending}>
            {t('media.pdf.done')}
          </Button>
        )}
      </div>
    </div>
  );
}
