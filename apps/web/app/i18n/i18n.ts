/** i18next set-up: French and Spanish resources; regional French locales fall back to fr (spec §1). */
import i18next, { type i18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang, Locale } from '@app/domain/locales';
import es from './es.json';
import fr from './fr.json';

export const resources = { fr: { translation: fr }, es: { translation: es } } as const;

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

/** A fresh instance, one per request on the server and one per page in the browser (no shared language state). */
export function createI18n(locale: Locale | Lang): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init(options(locale));
  return instance;
}

const fixed = new Map<string, TFunction>();

/** Translation outside React (meta functions): instances are read-only after init, so one per locale is shared. */
export function translator(locale: Locale | Lang): TFunction {
  let t = fixed.get(locale);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init(options(locale));
    t = instance.t;
    fixed.set(locale, t);
  }
  return t;
}
