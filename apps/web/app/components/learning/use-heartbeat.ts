import { useEffect } from 'react';
import { heartbeat } from '@app/contracts/learning/tracking';
import { HEARTBEAT_SECONDS, IDLE_SECONDS } from '@app/domain/learning/tracking';
import { useBrowserApi } from '../../lib/browser-api.ts';

/**
 * A player reports activity the page cannot see (input inside an iframe, a committed SCORM page) with
 * `window.dispatchEvent(new Event(LEARNING_ACTIVITY))`.
 */
export const LEARNING_ACTIVITY = 'learning:activity';
const INPUTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart', LEARNING_ACTIVITY] as const;

/** Media playing counts as activity: watching a video is learning without touching anything. */
function mediaPlaying(): boolean {
  return [...document.querySelectorAll<HTMLMediaElement>('video, audio')].some((m) => !m.paused && !m.ended);
}

/**
 * Sends a heartbeat every HEARTBEAT_SECONDS while the learner is active in the module and the tab is visible; after
 * IDLE_SECONDS without input (spec §9) or with the tab hidden it stops, and the server credits nothing for the gap.
 */
export function useHeartbeat(courseTrackingId: number, moduleId: number | null, onBeat?: (enrolmentSeconds: number) => void): void {
  const api = useBrowserApi();
  useEffect(() => {
    if (moduleId === null) return;
    let lastActivity = Date.now();
    const active = () => {
      lastActivity = Date.now();
    };
    const beat = async () => {
      const idle = Date.now() - lastActivity > IDLE_SECONDS * 1000 && !mediaPlaying();
      if (document.visibilityState !== 'visible' || idle) return;
      try {
        const { data } = await api.call(heartbeat, { body: { courseTrackingId, moduleId } });
        onBeat?.(data.enrolmentSeconds);
      } catch {
        // A missed heartbeat only loses its own interval; the next one tries again.
      }
    };
    for (const type of INPUTS) window.addEventListener(type, active, { passive: true });
    void beat();
    const timer = window.setInterval(() => void beat(), HEARTBEAT_SECONDS * 1000);
    return () => {
      window.clearInterval(timer);
      for (const type of INPUTS) window.removeEventListener(type, active);
    };
  }, [api, courseTrackingId, moduleId, onBeat]);
}
