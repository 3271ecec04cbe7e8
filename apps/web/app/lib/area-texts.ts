/** A deferred area's texts in the browser (merge-translations.ts DEFERRED_AREAS): fetched once, before its screens show. */
import type { ClientLoaderFunctionArgs, MetaDescriptor } from 'react-router';
import { langOf, type Locale } from '@app/domain/platform/locales';
import { addTranslations } from '../i18n/i18n.ts';
import { rootHeadData } from './meta.ts';
import { AREA_ATTRIBUTE, isDeferredArea, type DeferredArea } from '../i18n/merge-translations.ts';
import areaUrls from 'virtual:translations-area-urls';
import { fetchTexts } from '../i18n/fetch-texts.ts';

const loaded = new Map<string, Promise<void>>();

/** The page language's texts of an area, tried until they arrive (fetch-texts.ts); a file refused is asked again at the next navigation. */
export function loadAreaTexts(area: DeferredArea): Promise<void> {
  const locale = (document.documentElement.lang || 'fr') as Locale;
  const lang = langOf(locale);
  const key = `${lang}:${area}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = fetchTexts(areaUrls[area][lang])
      // Beside the page's texts, whichever arrives first (i18n.ts addTranslations).
      .then((texts) => addTranslations(lang, texts));
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

/** The areas the head preloads (`areaPreload`), before the first hydration. */
export async function loadPreloadedAreas(): Promise<void> {
  const areas = [...document.querySelectorAll(`link[${AREA_ATTRIBUTE}]`)].map((link) => link.getAttribute(AREA_ATTRIBUTE) ?? '');
  await Promise.all(areas.filter(isDeferredArea).map(loadAreaTexts));
}

/** The head link of a deferred area's screen (its `meta`): the texts are fetched at once, beside the scripts. */
export function areaPreload(area: DeferredArea, matches: Parameters<typeof rootHeadData>[0]): MetaDescriptor {
  const lang = rootHeadData(matches)?.lang ?? 'fr';
  return { tagName: 'link', rel: 'preload', as: 'fetch', href: areaUrls[area][lang], crossOrigin: 'anonymous', [AREA_ATTRIBUTE]: area };
}

/**
 * The client loader of a deferred area's screen (or of a screen showing several areas): on a navigation in the browser the area's texts arrive with the
 * screen's data. (The first page load has them already: the entry fetches what the head preloads.)
 */
export function withAreaTexts(...areas: DeferredArea[]) {
  return async ({ serverLoader }: ClientLoaderFunctionArgs) => {
    const [data] = await Promise.all([serverLoader(), ...areas.map(loadAreaTexts)]);
    return data;
  };
}
