/** Both languages' texts for server rendering and meta functions (the browser loads only its page's language). */
import { addTranslations } from './i18n.ts';
import { TEXT_LANGS, areaFileOf, mergeTranslations, type Texts } from './merge-translations.ts';

const files = import.meta.glob<Texts>('./*/{fr,es}.json', { eager: true, import: 'default' });

/** The area files of a language, by path. */
export function areaFiles(lang: (typeof TEXT_LANGS)[number]): Record<string, Texts> {
  return Object.fromEntries(Object.entries(files).filter(([path]) => areaFileOf(path)?.lang === lang));
}

for (const lang of TEXT_LANGS) addTranslations(lang, mergeTranslations(areaFiles(lang)));
