import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_BAR } from './constants.ts';

type Phase = 'idle' | 'running' | 'finishing';

/**
 * Thin progress bar shown during navigation (spec §9): appears only after the 200 ms throttle, crawls over 2000 ms,
 * fills and stays 500 ms when done, then resets after 400 ms. 3 px high, in the primary colour.
 */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');
  const [visible, setVisible] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const clear = () => {
      timers.current.forEach((t) => window.clearTimeout(t));
      timers.current = [];
    };
    clear();
    if (busy) {
      timers.current.push(
        window.setTimeout(() => {
          setVisible(true);
          setPhase('running');
        }, LOADING_BAR.throttleMs),
      );
    } else {
      setPhase((p) => (p === 'running' ? 'finishing' : p));
      timers.current.push(
        window.setTimeout(() => {
          setVisible(false);
          timers.current.push(window.setTimeout(() => setPhase('idle'), LOADING_BAR.resetDelayMs));
        }, LOADING_BAR.hideDelayMs),
      );
    }
    return clear;
  }, [busy]);

  const width = phase === 'idle' ? '0%' : phase === 'running' ? '90%' : '100%';
  const duration = phase === 'running' ? LOADING_BAR.durationMs : phase === 'finishing' ? 200 : 0;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
      style={{ height: LOADING_BAR.heightPx, opacity: visible ? 1 : 0, transition: 'opacity 200ms' }}
    >
      <div
        className="h-full bg-primary"
        style={{ width, transition: `width ${duration}ms ease-out`, boxShadow: '0 0 6px var(--color-primary-shadow)' }}
      />
    </div>
  );
}
