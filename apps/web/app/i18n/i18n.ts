/**
 * i18next set-up: French and Spanish resources; regional French locales fall back to fr (spec §1). The texts are
 * added before the first render: both languages on the server (i18n.server.ts), the page's own language only in the
 * browser (entry.client.tsx), so a page never downloads the other language.
 */
import i18next, { type i18n, type Resource, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang, Locale } from '@app/domain/platform/locales';
import type { Texts } from './merge-translations.ts';

const resources: Resource = {};

const isTexts = (value: string | Texts | undefined): value is Texts => typeof value === 'object';

/** Copies `from` into `into`, key by key: nested texts are merged, a text replaced. */
function mergeInto(into: Texts, from: Texts): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (isTexts(value) && isTexts(existing)) mergeInto(existing, value);
    else into[key] = value;
  }
}

/**
 * Adds texts to a language, for every instance, made or to come (they all read `resources`). Merged, never replaced:
 * in the browser the page's texts and a screen's area texts download at once and arrive in either order, and a
 * screen whose area texts came first would otherwise show its keys and never take its page over.
 */
export function addTranslations(lang: Lang, translation: Texts): void {
  mergeInto((resources[lang] ??= { translation: {} }).translation as Texts, translation);
}

function options(locale: Locale | Lang) {
  return {
    lng: locale,
    fallbackLng: { es: ['es'], 'es-ES': ['es'], default: ['fr'] },
    supportedLngs: ['fr', 'es', 'fr-FR', 'fr-BE', 'fr-LU', 'fr-CH', 'fr-CA', 'fr-GF', 'es-ES'],
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  };
}

const instances = new Map<string, i18n>();

/**
 * The i18next instance of a locale. Instances are never switched to another language after init, so one per
 * locale is shared by every render (server requests and the browser page alike).
 */
export function i18nFor(locale: Locale | Lang): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    instance.use(initReactI18next);
    void instance.init(options(locale));
    instances.set(locale, instance);
  }
  return instance;
}

/** Translation outside React (meta functions). */
export function translator(locale: Locale | Lang): TFunction {
  return i18nFor(locale).t;
}
