/** Which of a platform's host names to send a visitor to (hand-over, alternate-language links). */
import { defaultLocaleOf, langOf, type Lang, type Locale } from './locales.ts';

/** One of a platform's host names with its locale (a row of its domains). */
export interface PlatformDomain {
  host: string;
  locale: Locale;
}

/** An IP literal (127.0.0.1, [::1]) or a bare machine name (localhost): a host that does not name a platform. */
function isNamelessHost(host: string): boolean {
  return !host.includes('.') || /^[\d.]+$/.test(host) || host.startsWith('[');
}

/**
 * The platform's main host in a language: among its hosts of that language, one that names the platform rather
 * than an IP address or `localhost`, then one of the language's default locale (fr-FR before fr-BE), then the
 * shortest, then alphabetical; null when the platform has no host in that language.
 */
export function mainHostIn(hosts: readonly PlatformDomain[], lang: Lang): string | null {
  const defaultLocale = defaultLocaleOf(lang);
  const rank = (h: PlatformDomain) => [Number(isNamelessHost(h.host)), Number(h.locale !== defaultLocale), h.host.length];
  const best = hosts
    .filter((h) => langOf(h.locale) === lang)
    .sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.host.localeCompare(b.host);
    })[0];
  return best?.host ?? null;
}
