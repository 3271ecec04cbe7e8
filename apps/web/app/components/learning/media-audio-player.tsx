/** The player of a podcast step (issue 11 part 5): the browser's player on the streamed file, seeking with HTTP Range. */
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Spinner } from '../ui/spinner.tsx';
import { MediaFailure, StepDone } from './media-step-status.tsx';
import { useMediaPlayback, type MediaPlayerProps } from './media-playback.ts';

export function MediaAudioPlayer(props: MediaPlayerProps) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const { step, failure } = useMediaPlayback(props, audio);
  if (failure) return <MediaFailure message={failure} />;
  if (!step) return <Spinner label={t('media.loading')} />;
  return (
    <div className="flex flex-col gap-3" data-testid="media-audio-player">
      <audio ref={audio} src={step.mediaUrl} controls preload="metadata" className="w-full" aria-label={t('media.audio.label', { name: props.module.name })} data-testid="media-audio" />
      {step.module.status === 'completed' && <StepDone />}
    </div>
  );
}
