// `npm run js-budget` (after `npm run build`): the gzip size of the JavaScript each public page loads before it is
// interactive — the client entry, the root route and the page's route with every chunk they import (React Router's
// manifest of the client build), plus the translations of the page's language — and a failure above the budget.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const clientDir = fileURLToPath(new URL('../apps/web/build/client/', import.meta.url));
const assetsDir = `${clientDir}assets/`;

/**
 * The pages a visitor lands on first (French registrations; the Spanish ones load the same modules), with the deferred
 * text areas their head preloads.
 */
const PAGES: Record<string, { routeId: string; lang: 'fr' | 'es'; areas?: string[] }> = {
  home: { routeId: 'index-fr', lang: 'fr' },
  catalogue: { routeId: 'catalogue-fr', lang: 'fr' },
  'training detail': { routeId: 'training-detail-fr', lang: 'fr' },
  login: { routeId: 'auth-login-fr', lang: 'fr', areas: ['auth'] },
};

interface ManifestRoute {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestRoute;
  routes: Record<string, ManifestRoute>;
}

function readManifest(): Manifest {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('No React Router manifest in the client build: run `npm run build` first.');
  const source = readFileSync(assetsDir + file, 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as Manifest;
}

const gzipSizes = new Map<string, number>();
function gzipSize(publicPath: string): number {
  let size = gzipSizes.get(publicPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(clientDir + publicPath.replace(/^\//, '')), { level: 9 }).length;
    gzipSizes.set(publicPath, size);
  }
  return size;
}

/**
 * The merged translations file the browser fetches before hydrating (entry.client.tsx; emitted by translations-plugin.ts)
 * and the files of the deferred areas the page preloads (`<lang>-<area>-<hash>.json`).
 */
function translationsOf(lang: string, areas: string[] = []): string[] {
  return readdirSync(assetsDir)
    .filter((name) => [`${lang}-[0-9a-f]+`, ...areas.map((area) => `${lang}-${area}-[0-9a-f]+`)].some((p) => new RegExp(`^${p}\\.json$`).test(name)))
    .map((name) => `/assets/${name}`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const manifest = readManifest();
let failed = false;
for (const [page, { routeId, lang, areas }] of Object.entries(PAGES)) {
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`Route ${routeId} is not in the client manifest`);
  const files = new Set<string>();
  for (const part of [manifest.entry, manifest.routes.root, route]) {
    files.add(part.module);
    for (const file of part.imports ?? []) files.add(file);
  }
  for (const file of translationsOf(lang, areas)) files.add(file);
  const sizes = [...files].map((file) => ({ file, size: gzipSize(file) })).sort((a, b) => b.size - a.size);
  const total = sizes.reduce((sum, { size }) => sum + size, 0);
  const over = total > BUDGET_BYTES;
  failed ||= over;
  const largest = sizes.slice(0, 5).map(({ file, size }) => `${file.replace('/assets/', '')} ${kb(size)}`);
  console.log(`${over ? 'OVER' : 'ok  '} ${page.padEnd(16)} ${kb(total).padStart(9)} gzip  (largest: ${largest.join(', ')})`);
}
if (failed) {
  console.error(`JavaScript budget exceeded: at most ${kb(BUDGET_BYTES)} gzip per page.`);
  process.exit(1);
}
