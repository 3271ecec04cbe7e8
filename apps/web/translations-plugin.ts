import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { TEXT_LANGS, areaFileOf, mergeTranslations, type Texts } from './app/i18n/merge-translations.ts';

const MODULE_ID = 'virtual:translations-urls';
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_PREFIX = '/@translations/';

/**
 * One file per language for the browser, though the texts are written by area (`app/i18n/<area>/<lang>.json`): the
 * build emits `assets/<lang>-<hash>.json`, the area files merged and minified, and `virtual:translations-urls` gives
 * their URLs (the server's head preloads the page's language, the client entry fetches it). The dev server serves
 * the same merge, read again at every request.
 */
export function mergedTranslations(): Plugin {
  let i18nDir = '';
  let base = '/';
  let assetsDir = 'assets';
  let serve = false;
  let ssr = false;

  const merged = (lang: (typeof TEXT_LANGS)[number]): string => {
    const files: Record<string, Texts> = {};
    for (const area of readdirSync(i18nDir, { withFileTypes: true })) {
      if (!area.isDirectory()) continue;
      const file = path.join(i18nDir, area.name, `${lang}.json`);
      if (areaFileOf(file)) files[`${area.name}/${lang}.json`] = JSON.parse(readFileSync(file, 'utf8')) as Texts;
    }
    return JSON.stringify(mergeTranslations(files));
  };
  const fileName = (lang: string, source: string) =>
    `${assetsDir}/${lang}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json`;

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
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const urls = Object.fromEntries(
        TEXT_LANGS.map((lang) => [lang, serve ? `${DEV_PREFIX}${lang}.json` : base + fileName(lang, merged(lang))]),
      );
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
        const source = merged(lang);
        this.emitFile({ type: 'asset', fileName: fileName(lang, source), source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const lang = TEXT_LANGS.find((l) => request.url === `${DEV_PREFIX}${l}.json`);
        if (!lang) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(merged(lang));
      });
    },
  };
}
