/**
 * App updates (issue 6 part 5): polls `builds/latest.json` every UPDATE_POLL_MS (and when the tab becomes visible)
 * and offers a reload when a newer build is deployed. Loaded after the page (chunk-reload.ts stays in every page).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LATEST_BUILD_PATH, UPDATE_POLL_MS, isNewBuild, parseLatestBuild } from './app-updates.ts';

const CURRENT_BUILD = import.meta.env.VITE_BUILD_ID as string | undefined;

export function AppUpdateNotice() {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    if (import.meta.env.DEV || !CURRENT_BUILD) return;
    let stopped = false;
    const check = async () => {
      try {
        const response = await fetch(`${LATEST_BUILD_PATH}?t=${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) return;
        const latest = parseLatestBuild(await response.json());
        if (!stopped && isNewBuild(CURRENT_BUILD, latest)) setAvailable(true);
      } catch {
        // Offline or mid-deployment: the next poll tries again.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = window.setInterval(() => void check(), UPDATE_POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return (
    <div role="status" aria-live="polite" data-testid="app-update" className="fixed bottom-4 left-4 z-50">
      {available && (
        <div className="flex items-center gap-3 rounded-md bg-neutral-900 px-4 py-3 text-sm text-white shadow-lg">
          <span>{t('appUpdate.available')}</span>
          <button
            type="button"
            className="rounded bg-white px-3 py-1 font-semibold text-neutral-900 focus:outline-2 focus:outline-offset-2 focus:outline-white"
            onClick={() => window.location.reload()}
          >
            {t('appUpdate.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
