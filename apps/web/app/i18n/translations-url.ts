/**
 * Where the browser fetches a language's texts: one hashed build asset per language, the area files merged
 * (translations-plugin.ts), preloaded by the page head.
 */
import urls from 'virtual:translations-urls';
import { langOf, type Lang, type Locale } from '@app/domain/platform/locales';

export function translationsUrl(locale: Locale | Lang): string {
  return urls[langOf(locale as Locale)];
}
