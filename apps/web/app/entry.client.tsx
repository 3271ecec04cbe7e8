/**
 * Browser entry: React Router's default hydration, after two things every page needs first.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { langOf, type Locale } from '@app/domain/platform/locales';
import { addTranslations } from './i18n/i18n.ts';
import { AREA_ATTRIBUTE } from './i18n/merge-translations.ts';
import { translationsUrl } from './i18n/translations-url.ts';
import { fetchTexts } from './i18n/fetch-texts.ts';

// zod's compiled parsers probe `new Function`, which the page's Content-Security-Policy refuses and reports. zod 4 reads
// its global configuration from this property when it first loads (zod/v4/core/core.js), so the setting is made
// without downloading zod itself, which only the forms load, later.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

async function hydrate() {
  // Only the page's own language is downloaded (preloaded by the head); the server rendered with the same texts.
  const lang = langOf((document.documentElement.lang || 'fr') as Locale);
  addTranslations(lang, await fetchTexts(translationsUrl(lang)));
  // A screen of a deferred text area (merge-translations.ts) preloads its texts in the head: they come in first too.
  if (document.querySelector(`link[${AREA_ATTRIBUTE}]`)) await (await import('./lib/area-texts.ts')).loadPreloadedAreas();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
