// `npm run js-budget` (after `npm run build`): the gzip size of the JavaScript each public page loads before it is
// interactive — the client entry, the root route and the page's route with its parents and every chunk they import
// (React Router's manifest of the client build), plus the translations of the page's language and the deferred text
// areas the screen preloads — and a failure above the budget. Every public screen of the route table (no `auth`,
// `admin-auth` or `is-titulaire-or-referent` guard) in both languages is measured, so a new one is covered by itself.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { flatRoutes, ROUTES } from '@app/domain/platform/routes';
import { buildRouteConfig, parseRouteId } from '../apps/web/app/route-registrations.ts';

const BUDGET_BYTES = 150 * 1024;

const clientDir = fileURLToPath(new URL('../apps/web/build/client/', import.meta.url));
const assetsDir = `${clientDir}assets/`;
const appDir = fileURLToPath(new URL('../apps/web/app/', import.meta.url));

/** Guards that keep a screen from visitors: such screens are not first pages and are not measured. */
const PRIVATE_GUARDS = new Set(['auth', 'admin-auth', 'is-titulaire-or-referent']);
const guardsOf = new Map(flatRoutes().map((route) => [route.name, route.guards]));

interface ManifestRoute {
  module: string;
  imports?: string[];
  parentId?: string;
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

/** The deferred text areas a screen's module preloads or loads with its data (`areaPreload`, `withAreaTexts`). */
function areasOf(routeFile: string): string[] {
  const source = readFileSync(appDir + routeFile, 'utf8');
  const calls = [...source.matchAll(/(?:areaPreload|withAreaTexts)\(([^)]*)\)/g)].map((match) => match[1]);
  return [...new Set(calls.flatMap((args) => [...args.matchAll(/'([a-z]+)'/g)].map((match) => match[1])))];
}

/** The ids of a page's route and its parents up to the root, as the browser loads them. */
function chain(manifest: Manifest, routeId: string): string[] {
  const ids: string[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) ids.push(id);
  return ids;
}

type RouteConfigEntry = ReturnType<typeof buildRouteConfig>[number];

/** Route id → its module under `app/`, from the registrations the build uses. */
function moduleFiles(entries: RouteConfigEntry[], into = new Map<string, string>()): Map<string, string> {
  for (const entry of entries) {
    if (entry.id) into.set(entry.id, entry.file);
    moduleFiles(entry.children ?? [], into);
  }
  return into;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const manifest = readManifest();
const files = moduleFiles(buildRouteConfig(ROUTES));
const pages = Object.keys(manifest.routes)
  .map((id) => ({ id, screen: parseRouteId(id) }))
  .filter((page): page is { id: string; screen: NonNullable<ReturnType<typeof parseRouteId>> } => page.screen !== null)
  .filter(({ screen }) => !(guardsOf.get(screen.name) ?? []).some((guard) => PRIVATE_GUARDS.has(guard)));
if (pages.length === 0) throw new Error('No public screen in the client manifest');

const measured = pages.map(({ id, screen }) => {
  const loaded = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const routeIds = chain(manifest, id);
  for (const part of routeIds.map((routeId) => manifest.routes[routeId])) {
    loaded.add(part.module);
    for (const file of part.imports ?? []) loaded.add(file);
  }
  const areas = routeIds.flatMap((routeId) => (files.has(routeId) ? areasOf(files.get(routeId)!) : []));
  for (const file of translationsOf(screen.lang, areas)) loaded.add(file);
  const sizes = [...loaded].map((file) => ({ file, size: gzipSize(file) })).sort((a, b) => b.size - a.size);
  return { id, total: sizes.reduce((sum, { size }) => sum + size, 0), largest: sizes.slice(0, 3) };
});
measured.sort((a, b) => b.total - a.total);
const over = measured.filter(({ total }) => total > BUDGET_BYTES);
for (const { id, total, largest } of over.length ? over : measured.slice(0, 5)) {
  const files = largest.map(({ file, size }) => `${file.replace('/assets/', '')} ${kb(size)}`);
  console.log(`${total > BUDGET_BYTES ? 'OVER' : 'ok  '} ${id.padEnd(40)} ${kb(total).padStart(9)} gzip  (largest: ${files.join(', ')})`);
}
console.log(`${measured.length} public pages measured; the largest is ${measured[0].id} at ${kb(measured[0].total)} of ${kb(BUDGET_BYTES)}.`);
if (over.length) {
  console.error(`JavaScript budget exceeded on ${over.length} page(s): at most ${kb(BUDGET_BYTES)} gzip per page.`);
  process.exit(1);
}
