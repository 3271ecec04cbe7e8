import { describe, it, expect } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  TIME_ZONE,
  defaultLocaleOf,
  isLang,
  isLocale,
  langOf,
  localeFromAcceptLanguage,
  ogLocale,
} from './locales.ts';

describe('locales (spec §1)', () => {
  it('lists the seven locales', () => {
    expect([...LOCALES]).toEqual(['es-ES', 'fr-FR', 'fr-BE', 'fr-LU', 'fr-CH', 'fr-CA', 'fr-GF']);
    expect(DEFAULT_LOCALE).toBe('fr-FR');
    expect(TIME_ZONE).toBe('Europe/Paris');
  });

  it('recognises locales and languages', () => {
    expect(isLocale('fr-CA')).toBe(true);
    expect(isLocale('en-US')).toBe(false);
    expect(isLocale('fr-fr')).toBe(false);
    expect(isLocale(42)).toBe(false);
    expect(isLang('es')).toBe(true);
    expect(isLang('en')).toBe(false);
  });

  it('French locales share French paths, Spanish has its own', () => {
    for (const l of LOCALES) expect(langOf(l)).toBe(l === 'es-ES' ? 'es' : 'fr');
    expect(defaultLocaleOf('fr')).toBe('fr-FR');
    expect(defaultLocaleOf('es')).toBe('es-ES');
  });

  it('open-graph locale is fr_FR or es_ES only (spec §2 page head)', () => {
    expect(ogLocale('fr')).toBe('fr_FR');
    expect(ogLocale('es')).toBe('es_ES');
  });

  it('locale cookie lasts 365 days (spec §9)', () => {
    expect(LOCALE_COOKIE).toBe('locale');
    expect(LOCALE_COOKIE_DAYS).toBe(365);
  });
});

describe('localeFromAcceptLanguage', () => {
  it('returns undefined without a usable header', () => {
    expect(localeFromAcceptLanguage()).toBeUndefined();
    expect(localeFromAcceptLanguage('')).toBeUndefined();
    expect(localeFromAcceptLanguage('en-US,de;q=0.5,*;q=0.1')).toBeUndefined();
  });

  it('matches exactly, case-insensitively', () => {
    expect(localeFromAcceptLanguage('fr-BE')).toBe('fr-BE');
    expect(localeFromAcceptLanguage('fr-ch,fr;q=0.9')).toBe('fr-CH');
    expect(localeFromAcceptLanguage('es-ES')).toBe('es-ES');
  });

  it('falls back to the language prefix', () => {
    expect(localeFromAcceptLanguage('fr')).toBe('fr-FR');
    expect(localeFromAcceptLanguage('es-MX')).toBe('es-ES');
    expect(localeFromAcceptLanguage('fr-MA')).toBe('fr-FR');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('es-ES');
  });

  it('honours q-values, ignoring q=0', () => {
    expect(localeFromAcceptLanguage('fr;q=0.5, es-ES;q=0.9')).toBe('es-ES');
    expect(localeFromAcceptLanguage('es;q=0, fr-LU;q=0.2')).toBe('fr-LU');
    expect(localeFromAcceptLanguage('fr-GF;q=0.8, fr-CA;q=0.8')).toBe('fr-GF');
  });
});
