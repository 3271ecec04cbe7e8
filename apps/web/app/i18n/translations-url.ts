/** Where the browser fetches a language's texts: hashed build assets, preloaded by the page head. */
import { langOf, type Lang, type Locale } from '@app/domain/platform/locales';
import esUrl from './es.json?url';
import frUrl from './fr.json?url';

const URLS: Record<Lang, string> = { fr: frUrl, es: esUrl };

export function translationsUrl(locale: Locale | Lang): string {
  return URLS[langOf(locale as Locale)];
}
