/**
 * Cookie consent of spec §9: on platforms that ask for it (cofares, farline, mfo, any heat-map platform) a banner
 * offers accept / refuse with the text of the platform's consent provider (cofares/farline or the others); the choice
 * is kept in the `nseConsent` cookie (JSON, path '/', 365 days). The heat-map (Hotjar) script is injected only in
 * production, only with both ids, only after acceptance. A failure of the panel logs the §8 console error.
 */
import { Component, createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Platform } from '@app/contracts/identity/platform';
import { setCookie } from '../../lib/cookies.ts';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  COOKIE_PANEL_ERROR,
  HEATMAP_SCRIPT_BASE,
  consentVariant,
  heatmapIds,
  requiresCookieConsent,
  type CookieConsentValue,
} from './cookie-consent-choice.ts';

const CookiePanelContext = createContext<{ required: boolean; open(): void }>({ required: false, open: () => {} });

/** The footer's "manage cookies" entry reopens the banner. */
export function useCookiePanel() {
  return useContext(CookiePanelContext);
}

export function CookieConsentProvider({
  platform,
  initial,
  children,
}: {
  platform: Platform;
  /** The choice read from the request's cookie at SSR (so the banner is rendered, or not, without a flash). */
  initial: CookieConsentValue | null;
  children: ReactNode;
}) {
  const required = requiresCookieConsent(platform);
  const [consent, setConsent] = useState<CookieConsentValue | null>(initial);
  const [reopened, setReopened] = useState(false);
  const open = useCallback(() => setReopened(true), []);

  const choose = useCallback((analytics: boolean) => {
    const value: CookieConsentValue = { analytics, date: new Date().toISOString() };
    try {
      setCookie(CONSENT_COOKIE, value, { days: CONSENT_COOKIE_DAYS });
    } catch (error) {
      console.error(COOKIE_PANEL_ERROR, error);
    }
    setConsent(value);
    setReopened(false);
  }, []);

  return (
    <CookiePanelContext.Provider value={{ required, open }}>
      {required && (consent === null || reopened) && (
        <PanelBoundary>
          <CookieBanner variant={consentVariant(platform)} onChoose={choose} />
        </PanelBoundary>
      )}
      {children}
      <Heatmap platform={platform} consent={consent} />
    </CookiePanelContext.Provider>
  );
}

function CookieBanner({ variant, onChoose }: { variant: 'cofares' | 'default'; onChoose(analytics: boolean): void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('cookies.title')}
      data-testid="cookie-banner"
      data-variant={variant}
      className="border-b border-neutral-300 bg-neutral-100"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-neutral-900">{t(`cookies.${variant}`)}</p>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={() => onChoose(false)}
            className="min-h-11 rounded-md border border-neutral-700 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-200"
          >
            {t('cookies.refuse')}
          </button>
          <button
            type="button"
            onClick={() => onChoose(true)}
            className="min-h-11 rounded-md bg-neutral-900 px-4 text-sm font-semibold text-white hover:bg-neutral-700"
          >
            {t('cookies.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}

class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(COOKIE_PANEL_ERROR, error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

declare global {
  interface Window {
    hj?: ((...args: unknown[]) => void) & { q?: unknown[][] };
    _hjSettings?: { hjid: number | string; hjsv: number | string };
  }
}

/** Hotjar's loader, without an inline script (the CSP only lists script origins). */
function Heatmap({ platform, consent }: { platform: Platform; consent: CookieConsentValue | null }) {
  const ids = heatmapIds(platform, consent, import.meta.env.PROD);
  const id = ids?.id;
  const sv = ids?.sv;
  useEffect(() => {
    if (!id || !sv || document.querySelector('script[data-heatmap]')) return;
    const hj: NonNullable<Window['hj']> =
      window.hj ??
      Object.assign(
        (...args: unknown[]) => {
          (hj.q ??= []).push(args);
        },
        { q: [] as unknown[][] },
      );
    window.hj = hj;
    window._hjSettings = { hjid: id, hjsv: sv };
    const script = document.createElement('script');
    script.async = true;
    script.dataset.heatmap = 'hotjar';
    script.src = `${HEATMAP_SCRIPT_BASE}${encodeURIComponent(id)}.js?sv=${encodeURIComponent(sv)}`;
    document.head.appendChild(script);
  }, [id, sv]);
  return null;
}
