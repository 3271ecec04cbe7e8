/** Cookie consent and heat-map rules of spec §9 (pure). */

/** Cookie holding the visitor's choice (spec §9), JSON value, path '/'. */
export const CONSENT_COOKIE = 'nseConsent';
export const CONSENT_COOKIE_DAYS = 365;

/** Spec §8 "Cookie panel failure logs a console error asking to contact support". */
export const COOKIE_PANEL_ERROR =
  'The cookie consent panel failed. Please contact support so we can fix it (your cookie choice may not be saved).';

/** The stored choice: whether audience measurement (the heat-map) is allowed, and when it was chosen. */
export interface CookieConsentValue {
  analytics: boolean;
  date: string;
}

interface ConsentPlatform {
  code_name: string;
  hotjar_id: string | null;
  hotjar_sv: string | number | null;
}

/** cofares and farline share one consent provider; every other platform uses the other (spec §9). */
export type ConsentVariant = 'cofares' | 'default';

export function consentVariant(platform: Pick<ConsentPlatform, 'code_name'>): ConsentVariant {
  return platform.code_name === 'cofares' || platform.code_name === 'farline' ? 'cofares' : 'default';
}

/** Consent is asked on cofares, farline, mfo, or any platform with a heat-map id (spec §9). */
export function requiresCookieConsent(platform: ConsentPlatform): boolean {
  return ['cofares', 'farline', 'mfo'].includes(platform.code_name) || Boolean(platform.hotjar_id);
}

/** Reads the cookie's value (already JSON-decoded); anything unreadable counts as "no choice yet". */
export function parseConsent(value: unknown): CookieConsentValue | null {
  if (typeof value === 'boolean') return { analytics: value, date: '' };
  if (value && typeof value === 'object' && 'analytics' in value && typeof value.analytics === 'boolean') {
    const date = 'date' in value && typeof value.date === 'string' ? value.date : '';
    return { analytics: value.analytics, date };
  }
  return null;
}

/**
 * The heat-map runs only in production, only with both ids, and only after the visitor accepted — on a platform
 * that asks for consent; on one that does not (no heat-map id by definition) there is nothing to load.
 */
export function heatmapIds(
  platform: ConsentPlatform,
  consent: CookieConsentValue | null,
  production: boolean,
): { id: string; sv: string } | null {
  if (!production || !platform.hotjar_id || platform.hotjar_sv === null || platform.hotjar_sv === '') return null;
  if (!consent?.analytics) return null;
  return { id: String(platform.hotjar_id), sv: String(platform.hotjar_sv) };
}

/** Origins the heat-map script needs in the Content-Security-Policy (told to the API's owner). */
export const HEATMAP_SCRIPT_BASE = 'https://static.hotjar.com/c/hotjar-';
