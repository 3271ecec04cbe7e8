/** What the video and podcast players share: the step, resuming at the saved second, saving the position, the end. */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { completeVideoStep, getVideoFlow, saveVideoPosition, type MediaStep } from '@app/contracts/learning/media';
import { POSITION_SAVE_SECONDS } from '@app/domain/learning/media-steps';
import { isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';

/** A module of the learning view's outline, as the players take it (its position is the step). */
export interface MediaModule {
  id: number;
  name: string;
  typeCode: number;
  position: number;
}

/** The props of every media player: the enrolment, the module to play, and what to do once it is completed. */
export interface MediaPlayerProps {
  courseTrackingId: number;
  module: MediaModule;
  onCompleted(): void;
}

/**
 * Loads a media step and drives its `<video>` or `<audio>`: starts at the saved second with the learner's volume,
 * saves the position every POSITION_SAVE_SECONDS while playing and on pause, seek, volume change and leave (a request
 * that outlives the page), and completes a step without questions at its end.
 */
export function useMediaPlayback({ courseTrackingId, module, onCompleted }: MediaPlayerProps, media: RefObject<HTMLMediaElement | null>) {
  const api = useBrowserApi();
  const [step, setStep] = useState<MediaStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useRef({ at: 0, position: -1, volume: -1 });
  const resumed = useRef<number | null>(null);
  const where = { params: { id: courseTrackingId }, query: { step: module.position } };

  useEffect(() => {
    let live = true;
    api
      .call(getVideoFlow, where)
      .then(({ data }) => live && setStep(data))
      .catch((error: unknown) => live && setFailure(isApiError(error) ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [api, courseTrackingId, module.position]);

  const save = useCallback(
    (keepalive = false) => {
      const element = media.current;
      if (!element || !step || element.readyState === 0) return;
      const position = Math.floor(element.currentTime);
      const volume = Math.round(element.volume * 100) / 100;
      if (position === saved.current.position && volume === saved.current.volume) return;
      saved.current = { at: Date.now(), position, volume };
      api.call(saveVideoPosition, { ...where, body: { positionSeconds: position, volume } }, { keepalive }).catch(() => {
        saved.current.position = -1; // tried again at the next occasion
      });
    },
    [api, step, courseTrackingId, module.position, media],
  );

  useEffect(() => {
    const element = media.current;
    if (!element || !step) return;
    const resume = () => {
      if (resumed.current === step.module.id) return;
      resumed.current = step.module.id;
      if (step.positionSeconds > 0 && step.positionSeconds < (element.duration || Infinity) - 1) element.currentTime = step.positionSeconds;
      element.volume = step.volume;
      saved.current = { at: Date.now(), position: step.positionSeconds, volume: step.volume };
    };
    const tick = () => {
      if (!element.paused && Date.now() - saved.current.at >= POSITION_SAVE_SECONDS * 1000) save();
    };
    const now = () => save();
    const leave = () => save(true);
    const hidden = () => document.visibilityState === 'hidden' && save(true);
    const ended = async () => {
      save();
      if (step.module.questions.length > 0 || step.module.status === 'completed') return;
      try {
        // The end's position first, so that the server sees the learner at the end.
        await api.call(saveVideoPosition, { ...where, body: { positionSeconds: Math.ceil(element.duration || element.currentTime) } });
        await api.call(completeVideoStep, { params: { id: step.module.id } });
        setStep({ ...step, module: { ...step.module, status: 'completed' } });
        onCompleted();
      } catch (error) {
        setFailure(isApiError(error) ? error.message : String(error));
      }
    };
    if (element.readyState >= 1) resume();
    else element.addEventListener('loadedmetadata', resume, { once: true });
    const listeners: [string, EventListener][] = [['timeupdate', tick], ['pause', now], ['seeked', now], ['volumechange', now], ['ended', ended]];
    for (const [name, listener] of listeners) element.addEventListener(name, listener);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      save(true);
      element.removeEventListener('loadedmetadata', resume);
      for (const [name, listener] of listeners) element.removeEventListener(name, listener);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [step, save]);

  return { step, setStep, failure, setFailure };
}
