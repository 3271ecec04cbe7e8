/**
 * Turns the domain route table (spec §2) into React Router registrations: one per language for each BUILT screen,
 * ids `<name>-fr` / `<name>-es`, children nested under their parent, plus the catch-all not-found. Pure, so it is unit-tested and used by routes.ts.
 */
import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { assertKnownGuards, flatRoutes, type RouteDef } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';

/**
 * Route name (spec §2) → its module under `routes/`: the area folder alone when the file is named after the screen
 * (`catalogue` → `routes/catalogue/catalogue.tsx`), else `<area>/<file>`; no `.tsx`. Kept short: the browser's bundle
 * carries this list for `isBuilt`. Only screens that exist are listed.
 */
export const BUILT_SCREENS: Readonly<Record<string, string>> = {
  index: 'content/home',
  catalogue: 'catalogue',
  'training-detail': 'catalogue',
  'training-detail-learn': 'learning/training-learn',
  learn: 'learning',
  'my-trainings': 'learning',
  'evaluation-quiz': 'learning',
  'attestation-verify': 'learning',
  'video-quiz': 'learning',
  'trainer-virtual-class': 'learning',
  profile: 'profile',
  'profile-plan-de-formation': 'profile/profile-plan-de-formation',
  'profile-index': 'profile/profile-index',
  'profile-infos': 'profile/profile-infos',
  'profile-historique': 'profile/profile-historique',
  'profile-attestation': 'profile/profile-attestation',
  search: 'catalogue',
  experts: 'catalogue',
  'expert-detail': 'catalogue',
  'auth-login': 'identity/login',
  'auth-forgot-password': 'identity/forgot-password',
  'auth-reset-password-token': 'identity/reset-password',
  'auth-account-choice': 'identity/account-choice',
  'subscription-create-account': 'identity/create-account',
  'subscription-edit-password': 'identity/edit-password',
  'connect-as-after-redirect-platform': 'identity',
  faq: 'content',
  bonificacion: 'content/faq',
  news: 'content',
  'custom-page': 'content',
  docs: 'content',
  groupements: 'content',
  'landing-trod': 'content',
  welcome: 'content',
  formations: 'content',
  'politica-cookies': 'content/docs',
  'cookies-policy': 'content/docs',
  'survey-offer': 'content',
  'survey-custom': 'content',
  feedback: 'content',
  contact: 'content',
  'contact-public': 'content/contact',
  shop: 'shop',
  'shop-order': 'shop/shop-order',
  admin: 'admin/admin',
  'admin-index': 'admin/admin-index',
  'admin-auditLog': 'admin/audit-log',
  'admin-editor': 'admin/editor',
  'admin-editor-create-page': 'admin/editor-create-page',
  'gestion-ma-pharmacie': 'pharmacy/pharmacy',
  'gestion-ma-pharmacie-tableau-de-bord': 'pharmacy/tableau-de-bord',
  'gestion-ma-pharmacie-attestations': 'pharmacy/attestations',
  'gestion-ma-pharmacie-factures': 'pharmacy/factures',
  'gestion-ma-pharmacie-factures-invoiceId': 'pharmacy/factures-invoiceId',
  'gestion-ma-pharmacie-contrat': 'pharmacy/contrat',
  'gestion-ma-pharmacie-plan-collectif': 'pharmacy/plan-collectif',
  'gestion-ma-pharmacie-dpec': 'pharmacy/prises-en-charge',
  'gestion-ma-pharmacie-dpec-current': 'pharmacy/prises-en-charge-current',
  'gestion-ma-pharmacie-dpec-id': 'pharmacy/prises-en-charge-id',
  'gestion-ma-pharmacie-dpec-creer': 'pharmacy/prises-en-charge-creer',
  'gestion-ma-pharmacie-dpec-en-cours': 'pharmacy/prises-en-charge-list',
  'gestion-ma-pharmacie-dpec-financement': 'pharmacy/prises-en-charge-list',
  'gestion-ma-pharmacie-dpec-rapport': 'pharmacy/prises-en-charge-list',
  'gestion-ma-pharmacie-dpec-remboursement': 'pharmacy/prises-en-charge-list',
  'gestion-ma-pharmacie-dpec-fundae': 'pharmacy/prises-en-charge-fundae',
  'gestion-ma-pharmacie-dpec-informes': 'pharmacy/prises-en-charge-informes',
  'gestion-ma-pharmacie-dpec-factures-bonifiables': 'pharmacy/prises-en-charge-factures-bonifiables',
};

/**
 * The news article page, which the route table lacks (it has the list only): registered under the news path of each
 * language as `news-article-<lang>` (`/actualites/:slug` | `/noticias/:slug`, docs/decisions.md).
 */
export const NEWS_ARTICLE = { name: 'news-article', parent: 'news', file: 'routes/content/news-article.tsx' } as const;

/**
 * The header search box is a GET form (works without JavaScript) and a form cannot put its value in a path segment:
 * it posts `?q=` to the search path without its `/:value` (`/recherche`, `/buscar`), registered as
 * `search-query-<lang>`, whose loader redirects to `/recherche/<q>` (or shows the empty-query state).
 */
export const SEARCH_QUERY_FILE = 'routes/catalogue/search-query.tsx';

/** The search form's action in a language: the search path without its trailing `/:value`. */
export function searchFormPath(path: string): string {
  return path.replace(/\/:value$/, '');
}

export const NOT_FOUND_ID = 'not-found';
export const NOT_FOUND_FILE = 'routes/not-found.tsx';
const LANGS: readonly Lang[] = ['fr', 'es'];

/** `<name>-fr` → `{ name, lang }`; null for ids that are not per-language screens (root, not-found). */
export function parseRouteId(id: string): { name: string; lang: Lang } | null {
  const m = /^(.+)-(fr|es)$/.exec(id);
  return m ? { name: m[1], lang: m[2] as Lang } : null;
}

/** The module file of a screen from its BUILT_SCREENS entry. */
function moduleFile(name: string, entry: string): string {
  return `routes/${entry.includes('/') ? entry : `${entry}/${name}`}.tsx`;
}

/** The table entry of a name, searched through the children. */
function defOf(table: RouteDef[], name: string): RouteDef | undefined {
  for (const def of table) {
    if (def.name === name) return def;
    const child = def.children && defOf(def.children, name);
    if (child) return child;
  }
  return undefined;
}

/**
 * A built route in one language with its built children nested under it (React Router layout routes: the parent's
 * module renders an `<Outlet />`), child paths relative as in the table, `''` an index child. Null when the route has
 * no path in that language.
 */
function registration(def: RouteDef, lang: Lang, built: Readonly<Record<string, string>>): RouteConfigEntry | null {
  const path = def.path[lang];
  const file = built[def.name] === undefined ? undefined : moduleFile(def.name, built[def.name]);
  if (path === null || file === undefined) return null;
  const id = `${def.name}-${lang}`;
  const children = (def.children ?? []).flatMap((child) => registration(child, lang, built) ?? []);
  if (children.length === 0 && (path === '' || path === '/')) return index(file, { id });
  const relative = path.replace(/^\//, '');
  return children.length > 0 ? route(relative, file, { id }, children) : route(relative, file, { id });
}

/**
 * Fails on a route naming an unknown guard (spec §2 "Unknown middleware throws"), then registers the built screens,
 * each top-level one with its built children nested. A screen whose path is null in a language is not registered in
 * that language; a built child whose parent is not built fails (it has no layout to render in).
 */
export function buildRouteConfig(
  table: RouteDef[],
  built: Readonly<Record<string, string>> = BUILT_SCREENS,
): RouteConfigEntry[] {
  assertKnownGuards(table);
  const flat = flatRoutes(table);
  const entries: RouteConfigEntry[] = [];
  for (const name of Object.keys(built)) {
    const def = flat.find((r) => r.name === name);
    if (!def) throw new Error(`Built screen "${name}" is not in the route table`);
    if (def.parent !== undefined) {
      if (!Object.hasOwn(built, def.parent)) throw new Error(`Built screen "${name}" needs its parent "${def.parent}" built`);
      continue;
    }
    for (const lang of LANGS) {
      const entry = registration(defOf(table, name) as RouteDef, lang, built);
      if (!entry) continue;
      entries.push(entry);
      const path = def[lang] as string;
      if (name === 'search' && searchFormPath(path) !== path) {
        entries.push(route(searchFormPath(path).replace(/^\//, ''), SEARCH_QUERY_FILE, { id: `search-query-${lang}` }));
      }
      if (name === NEWS_ARTICLE.parent) {
        entries.push(route(`${path.replace(/^\//, '')}/:slug`, NEWS_ARTICLE.file, { id: `${NEWS_ARTICLE.name}-${lang}` }));
      }
    }
  }
  entries.push(route('*', NOT_FOUND_FILE, { id: NOT_FOUND_ID }));
  return entries;
}

/** Whether a route name has a registered screen (links to unbuilt screens are not rendered). */
export function isBuilt(name: string): boolean {
  return Object.hasOwn(BUILT_SCREENS, name);
}

