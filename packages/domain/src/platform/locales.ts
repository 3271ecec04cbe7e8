/** Locales, languages and locale negotiation (spec §1, §2 page head, §9 cookies). */

export const LOCALES = ['es-ES', 'fr-FR', 'fr-BE', 'fr-LU', 'fr-CH', 'fr-CA', 'fr-GF'] as const;
export type Locale = (typeof LOCALES)[number];
export type Lang = 'fr' | 'es';

export const LANGS: readonly Lang[] = ['fr', 'es'];
export const DEFAULT_LOCALE: Locale = 'fr-FR';
export const TIME_ZONE = 'Europe/Paris';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

const DEFAULT_LOCALE_OF_LANG: Record<Lang, Locale> = { fr: 'fr-FR', es: 'es-ES' };

/** True when x is one of the supported locales (spec §1). */
export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}

/** True when x is a path language: French locales share French paths, Spanish has its own (spec §1). */
export function isLang(x: unknown): x is Lang {
  return x === 'fr' || x === 'es';
}

/** Language of a locale: every fr-* locale uses French paths, es-ES Spanish ones (spec §1). */
export function langOf(locale: Locale): Lang {
  return locale.startsWith('es') ? 'es' : 'fr';
}

/** Default locale of a language, used for hreflang links (spec §2 page head). */
export function defaultLocaleOf(lang: Lang): Locale {
  return DEFAULT_LOCALE_OF_LANG[lang];
}

/** Open-graph locale meta value: fr_FR or es_ES only (spec §2 page head). */
export function ogLocale(lang: Lang): 'fr_FR' | 'es_ES' {
  return lang === 'es' ? 'es_ES' : 'fr_FR';
}

/**
 * Locale from an Accept-Language header (spec §1, §7 "locale sent on every call").
 * Tags are tried by decreasing q-value (q=0 is refused); each tag matches a locale exactly
 * (case-insensitive) or else by its language prefix (fr → fr-FR, es → es-ES).
 */
export function localeFromAcceptLanguage(header?: string | null): Locale | undefined {
  if (!header) return undefined;
  const entries = header
    .split(',')
    .map((part, index) => {
      const [rawTag, ...rawParams] = part.trim().split(';');
      let q = 1;
      for (const param of rawParams) {
        const [key, value] = param.trim().split('=');
        if (key?.trim().toLowerCase() === 'q') {
          const parsed = Number(value);
          q = Number.isFinite(parsed) ? parsed : 0;
        }
      }
      return { tag: (rawTag ?? '').trim().toLowerCase(), q, index };
    })
    .filter((e) => e.tag !== '' && e.tag !== '*' && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);

  for (const { tag } of entries) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const prefix = tag.split('-')[0];
    if (isLang(prefix)) return DEFAULT_LOCALE_OF_LANG[prefix];
  }
  return undefined;
}
