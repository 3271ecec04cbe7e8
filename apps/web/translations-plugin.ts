import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEFERRED_AREAS, TEXT_LANGS, areaFileOf, isDeferredArea, mergeTranslations, type DeferredArea, type Texts } from './app/i18n/merge-translations.ts';

const MODULE_ID = 'virtual:translations-urls';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** The deferred areas' URLs: a module of their own, so that only the code loading them carries the list. */
const AREAS_ID = 'virtual:translations-area-urls';
const RESOLVED_AREAS_ID = `\0${AREAS_ID}`;
const DEV_PREFIX = '/@translations/';

/**
 * One file per language for the browser, though the texts are written by area (`app/i18n/<area>/<lang>.json`): the
 * build emits `assets/<lang>-<hash>.json`, the area files merged and minified, plus `assets/<lang>-<area>-<hash>.json`
 * for each deferred area; `virtual:translations-urls` gives their URLs (the server's head preloads the page's
 * language and the deferred areas of its screens, the client entry fetches them). The dev server serves the same
 * merges, read again at every request.
 */
export function mergedTranslations(): Plugin {
  let i18nDir = '';
  let base = '/';
  let assetsDir = 'assets';
  let serve = false;
  let ssr = false;

  /** The main asset (every area not deferred), or one deferred area's. */
  const merged = (lang: (typeof TEXT_LANGS)[number], only?: DeferredArea): string => {
    const files: Record<string, Texts> = {};
    for (const area of readdirSync(i18nDir, { withFileTypes: true })) {
      if (!area.isDirectory() || (only ? area.name !== only : isDeferredArea(area.name))) continue;
      const file = path.join(i18nDir, area.name, `${lang}.json`);
      if (areaFileOf(file)) files[`${area.name}/${lang}.json`] = JSON.parse(readFileSync(file, 'utf8')) as Texts;
    }
    return JSON.stringify(mergeTranslations(files));
  };
  const fileName = (name: string, source: string) =>
    `${assetsDir}/${name}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json`;
  const urlOf = (lang: (typeof TEXT_LANGS)[number], area?: DeferredArea) => {
    const name = area ? `${lang}-${area}` : lang;
    return serve ? `${DEV_PREFIX}${name}.json` : base + fileName(name, merged(lang, area));
  };

  return {
    name: 'merged-translations',
    configResolved(config) {
      i18nDir = path.join(config.root, 'app', 'i18n');
      base = config.base;
      assetsDir = config.build.assetsDir;
      serve = config.command === 'serve';
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : id === AREAS_ID ? RESOLVED_AREAS_ID : null;
    },
    load(id) {
      if (id === RESOLVED_AREAS_ID) {
        const areas = Object.fromEntries(DEFERRED_AREAS.map((area) => [area, Object.fromEntries(TEXT_LANGS.map((lang) => [lang, urlOf(lang, area)]))]));
        return `export default ${JSON.stringify(areas)};`;
      }
      if (id !== RESOLVED_ID) return null;
      const urls = Object.fromEntries(TEXT_LANGS.map((lang) => [lang, urlOf(lang)]));
      for (const lang of TEXT_LANGS) {
        for (const area of readdirSync(i18nDir, { withFileTypes: true })) {
          if (area.isDirectory()) this.addWatchFile(path.join(i18nDir, area.name, `${lang}.json`));
        }
      }
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      if (serve || ssr) return;
      for (const lang of TEXT_LANGS) {
        for (const area of [undefined, ...DEFERRED_AREAS]) {
          const source = merged(lang, area);
          this.emitFile({ type: 'asset', fileName: fileName(area ? `${lang}-${area}` : lang, source), source });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = new RegExp(`^${DEV_PREFIX}(fr|es)(?:-([a-z]+))?\\.json$`).exec(request.url ?? '');
        const lang = match?.[1] as (typeof TEXT_LANGS)[number] | undefined;
        const area = match?.[2];
        if (!lang || (area !== undefined && !isDeferredArea(area))) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(merged(lang, area));
      });
    },
  };
}
