/** The route table of spec §2, with lookup, matching, building and translation helpers. */

import type { Lang } from './locales.ts';
import { isTrainingType } from '../catalogue/training-types.ts';

export const GUARD_NAMES = ['auth', 'admin-auth', 'guest', 'is-titulaire-or-referent', 'shopping'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

export const LAYOUT_NAMES = ['default', 'no-layout', 'feedback', 'connect-as-farline'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export type RouteValidateRule = 'trainingType';

/**
 * One route. `path` null = the route does not exist in that language. Top-level paths are absolute, child paths
 * relative (`''` = index child). Params are `:name`, a splat is `*` (its param is named `*`).
 */
export interface RouteDef {
  name: string;
  path: { fr: string | null; es: string | null };
  layout: LayoutName;
  guards: string[];
  validate?: RouteValidateRule;
  /** Name of the route this one redirects to, keeping the query (spec §2 pharmacy management). */
  redirectTo?: string;
  children?: RouteDef[];
}

/** A route with full absolute paths, guards inherited from its parents (spec §2). */
export interface FlatRoute {
  name: string;
  fr: string | null;
  es: string | null;
  layout: LayoutName;
  guards: string[];
  validate?: RouteValidateRule;
  redirectTo?: string;
  /** Name of the parent route, for children. */
  parent?: string;
}

export const NOT_FOUND_MESSAGE = 'Page Not Found';

/** 404 message of an unmatched route (spec §2 route rules, §8). */
export function unmatchedMessage(path: string): string {
  return 'Page not found: ' + path;
}

type RouteOptions = Partial<Omit<RouteDef, 'name' | 'path'>>;

function both(name: string, path: string, opts: RouteOptions = {}): RouteDef {
  return route(name, path, path, opts);
}

function route(name: string, fr: string | null, es: string | null, opts: RouteOptions = {}): RouteDef {
  return { name, path: { fr, es }, layout: opts.layout ?? 'default', guards: opts.guards ?? [], ...stripDefaults(opts) };
}

function stripDefaults(opts: RouteOptions): RouteOptions {
  const { layout: _layout, guards: _guards, ...rest } = opts;
  return rest;
}

const PHARMACY = 'gestion-ma-pharmacie';
const DPEC = `${PHARMACY}-dpec`;

/** Every route of spec §2, French and Spanish paths (choices where the spec is silent: docs/decisions/route-paths.md). */
export const ROUTES: RouteDef[] = [
  both('index', '/'),
  route('catalogue', '/catalogue', '/catalogar'),
  both('training-detail', '/:trainingType/:slug', {
    validate: 'trainingType',
    children: [both('training-detail-learn', 'learn', { guards: ['auth'] })],
  }),
  both('learn', '/learn/:courseTrackingId', { guards: ['auth'] }),
  // Not in spec §2: the learner's trainings, reachable from the header (issue "Learning I", docs/decisions.md).
  route('my-trainings', '/mes-formations', '/mis-formaciones', { guards: ['auth'] }),

  route('auth-login', '/connexion', '/conexion', { guards: ['guest'] }),
  route('auth-forgot-password', '/mot-de-passe-oublie', '/contrasena-olvidada', { guards: ['guest'] }),
  route('auth-reset-password-token', '/reinitialiser-mon-mot-de-passe/:token', '/restablecer-mi-contrasena/:token', {
    guards: ['guest'],
  }),
  route('auth-account-choice', '/choix-du-compte', '/eleccion-de-cuenta'),
  both('subscription-create-account', '/abonnement/creer-mon-compte', { guards: ['guest'] }),
  both('subscription-edit-password', '/compte/mon-mot-de-passe'),

  route('contact', '/compte/contact', '/cuenta/contactar'),
  both('contact-public', '/contact'),

  route('profile', '/compte/profil', '/cuenta/perfil', {
    guards: ['auth'],
    children: [
      both('profile-index', ''),
      route('profile-infos', 'infos', 'informacion'),
      route('profile-plan-de-formation', 'plan-de-formation', 'plan-de-formacion'),
      route('profile-historique', 'historique', 'historial'),
      route('profile-attestation', 'attestation', 'certificado'),
    ],
  }),

  route(PHARMACY, '/gestion/ma-pharmacie', '/administracion/mi-farmacia', {
    guards: ['auth', 'is-titulaire-or-referent'],
    children: [
      route(`${PHARMACY}-attestations`, 'attestations', 'certificados'),
      route(`${PHARMACY}-plan-collectif`, 'plan-collectif', 'plan-colectivo'),
      route(`${PHARMACY}-contrat`, 'contrat', 'contrato'),
      route(`${PHARMACY}-tableau-de-bord`, 'tableau-de-bord', 'panel'),
      // Ours (issue 19 part 4): the owner's compliance cockpit, beside the dashboard that links to it.
      route(`${PHARMACY}-conformite`, 'conformite', 'cumplimiento'),
      route(`${PHARMACY}-factures`, 'factures', 'facturas'),
      route(`${PHARMACY}-factures-invoiceId`, 'factures/:invoiceId', 'facturas/:invoiceId'),
      route(DPEC, 'prises-en-charge', 'bonificaciones', {
        children: [
          both(`${DPEC}-current`, '', { redirectTo: `${DPEC}-en-cours` }),
          both(`${DPEC}-id`, ':id'),
          route(`${DPEC}-creer`, 'creer', 'crear'),
          route(`${DPEC}-en-cours`, 'en-cours', 'en-curso'),
          route(`${DPEC}-financement`, 'financement', 'financiacion'),
          route(`${DPEC}-rapport`, 'rapport', 'informe'),
          route(`${DPEC}-remboursement`, 'remboursement', 'reembolso'),
          // Ours, Spain (issue 16 part 5): FUNDAE's credit, informes and invoices to bonify (docs/decisions.md).
          route(`${DPEC}-fundae`, 'credit-fundae', 'credito-fundae'),
          route(`${DPEC}-informes`, 'rapports-fundae', 'informes'),
          route(`${DPEC}-factures-bonifiables`, 'factures-bonifiables', 'facturas-bonificables'),
        ],
      }),
    ],
  }),

  both('admin', '/admin', {
    guards: ['auth', 'admin-auth'],
    children: [
      both('admin-index', ''),
      both('admin-catalog', 'catalog'),
      both('admin-editor', 'editor'),
      both('admin-editor-create-page', 'editor/create-page'),
      both('admin-faceToFace', 'faceToFace'),
      both('admin-factureCompta', 'factureCompta'),
      both('admin-faq', 'faq'),
      both('admin-faq-question', 'faq/question/:id/:questionId'),
      both('admin-faq-section', 'faq/section/:id/:sectionType'),
      both('login-image', 'loginImage'),
      // Not in spec §2 ("other routes: not shown"): the audit log of every administrator's change (issue 17 part 10).
      both('admin-auditLog', 'auditLog'),
      // Not in spec §2 ("other routes: not shown"): learners' quiz feedback, filtered and paged (issue 17 part 8).
      both('admin-quizFeedbacks', 'quizFeedbacks'),
      // Not in spec §2 ("other routes: not shown"): the redirect rules the administrator edits (issue 17 part 9).
      both('admin-routes', 'routes'),
      // Not in spec §2 either: the home page's billboards, ordered and hidden here (issue 17 part 6).
      both('admin-billboards', 'billboards'),
    ],
  }),

  both('custom-page', '/pages/:pageSlug'),
  route('news', '/actualites', '/noticias'),
  both('docs', '/docs/*'),
  route('evaluation-quiz', '/evaluation-quiz/:id', '/valoracion-quiz/:id', { guards: ['auth'] }),
  // Not in spec §2: the public check of an attestation's code, which its QR code opens (docs/decisions.md).
  route('attestation-verify', '/attestation/verifier/:code', '/certificado/verificar/:code'),
  both('video-quiz', '/video/quiz/:slug'),
  route('experts', '/experts', '/expertos'),
  route('expert-detail', '/experts/:slug', '/expertos/:slug'),
  both('faq', '/faq'),
  route('bonificacion', null, '/bonificacion'),
  both('feedback', '/feedback/:token', { layout: 'feedback' }),
  both('groupements', '/groupements'),
  route('landing-trod', '/formations-trod-cystite-angine', null, { layout: 'no-layout' }),
  route('search', '/recherche/:value', '/buscar/:value'),
  route('shop', '/boutique', '/tienda', { guards: ['shopping'] }),
  // Not in spec §2: an order's confirmation, where the payment page sends the buyer back (issue 14, docs/decisions.md).
  // Beside the shop, not under it: a paid order stays the buyer's whatever their context now.
  route('shop-order', '/boutique/commande/:reference', '/tienda/pedido/:reference', { guards: ['auth'] }),
  both('survey-offer', '/offre'),
  both('survey-custom', '/formulaire/formulaire-sur-mesure'),
  both('trainer-virtual-class', '/trainer/virtualClass/:token'),
  both('formations', '/formations'),
  both('welcome', '/bienvenue'),
  route('politica-cookies', null, '/politica-cookies'),
  both('cookies-policy', '/cookiespolicy'),
  both('sitemap', '/sitemap.xml'),
  both('connect-as-after-redirect-platform', '/connectAsAfterRedirectPlatform', { layout: 'connect-as-farline' }),
];

/** Routes open to visitors who are not logged in on convergence and farline platforms (spec §2 route rules). */
export const CONVERGENCE_PUBLIC_ROUTES = [
  'auth-login',
  'auth-forgot-password',
  'auth-reset-password-token',
  'auth-account-choice',
  'subscription-create-account',
  'subscription-edit-password',
  'index',
] as const;

/** Old `pharmaTab` query 0–5 → plan, dashboard, contract, invoice, dpec, attestation (spec §2 pharmacy management). */
export const PHARMA_TAB_ROUTES = [
  `${PHARMACY}-plan-collectif`,
  `${PHARMACY}-tableau-de-bord`,
  `${PHARMACY}-contrat`,
  `${PHARMACY}-factures`,
  `${DPEC}-current`,
  `${PHARMACY}-attestations`,
] as const;

/** Old `userTab` query 0–4 → profile index, infos, plan-de-formation, historique, attestation (spec §2 profile). */
export const USER_TAB_ROUTES = [
  'profile-index',
  'profile-infos',
  'profile-plan-de-formation',
  'profile-historique',
  'profile-attestation',
] as const;

/** Route name of an old tab query value, null when out of range (spec §2 userTab / pharmaTab). */
export function routeForTab(tabs: readonly string[], tab: string | number | null | undefined): string | null {
  if (tab == null || tab === '') return null;
  const n = Number(tab);
  return Number.isInteger(n) && n >= 0 && n < tabs.length ? tabs[n] : null;
}

/** Bare pharmacy path target: collective plan when canAccessTrainingPlan, else the contract (spec §2 pharmacy management). */
export function pharmacyHomeRoute(canAccessTrainingPlan: boolean | null | undefined): string {
  return canAccessTrainingPlan ? `${PHARMACY}-plan-collectif` : `${PHARMACY}-contrat`;
}

/** Throws an Error naming the route and the guard when a route uses a guard outside GUARD_NAMES (spec §2 route rules). */
export function assertKnownGuards(routes: RouteDef[]): void {
  for (const r of routes) {
    for (const g of r.guards) {
      if (!(GUARD_NAMES as readonly string[]).includes(g)) {
        throw new Error(`Route "${r.name}" uses unknown guard "${g}" (known: ${GUARD_NAMES.join(', ')})`);
      }
    }
    if (r.children) assertKnownGuards(r.children);
  }
}

function joinPath(parent: string | null, child: string | null): string | null {
  if (parent === null || child === null) return null;
  if (child === '') return parent;
  return parent === '/' ? `/${child}` : `${parent.replace(/\/$/, '')}/${child}`;
}

/** Flattens the route tree: full paths per language, guards inherited and deduplicated, validate inherited (spec §2). */
export function flatRoutes(routes: RouteDef[] = ROUTES): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (list: RouteDef[], parent?: FlatRoute) => {
    for (const r of list) {
      const flat: FlatRoute = {
        name: r.name,
        fr: parent ? joinPath(parent.fr, r.path.fr) : r.path.fr,
        es: parent ? joinPath(parent.es, r.path.es) : r.path.es,
        layout: r.layout,
        guards: [...new Set([...(parent?.guards ?? []), ...r.guards])],
      };
      const validate = r.validate ?? parent?.validate;
      if (validate) flat.validate = validate;
      if (r.redirectTo) flat.redirectTo = r.redirectTo;
      if (parent) flat.parent = parent.name;
      out.push(flat);
      if (r.children) walk(r.children, flat);
    }
  };
  walk(routes);
  return out;
}

const FLAT = flatRoutes(ROUTES);
const BY_NAME = new Map(FLAT.map((r) => [r.name, r]));

/** The flattened route of a name, undefined when unknown (spec §2). */
export function routeByName(name: string): FlatRoute | undefined {
  return BY_NAME.get(name);
}

/**
 * Absolute path of a route in a language with params filled (values URI-encoded; the splat `*` keeps its slashes).
 * Throws when the route is unknown, absent in that language, or a param is missing (spec §2).
 */
export function buildPath(name: string, lang: Lang, params: Record<string, string | number> = {}): string {
  const r = BY_NAME.get(name);
  if (!r) throw new Error(`Unknown route "${name}"`);
  const pattern = r[lang];
  if (pattern === null) throw new Error(`Route "${name}" has no ${lang} path`);
  return pattern.replace(/:([A-Za-z0-9_]+)|\*/g, (token, param?: string) => {
    const key = param ?? '*';
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Route "${name}" needs param "${key}"`);
    return key === '*'
      ? String(value).split('/').map(encodeURIComponent).join('/')
      : encodeURIComponent(String(value));
  });
}

function splitSegments(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// Ranking like React Router's: static segment 10, param 3, splat -2; the best-ranked match wins.
function matchPattern(pattern: string, segments: string[]): { params: Record<string, string>; score: number } | null {
  const parts = splitSegments(pattern);
  const params: Record<string, string> = {};
  let score = parts.length;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === '*') {
      if (i !== parts.length - 1) return null;
      const rest = segments.slice(i);
      if (rest.length === 0) return null;
      params['*'] = rest.map(safeDecode).join('/');
      return { params, score: score - 2 };
    }
    const seg = segments[i];
    if (seg === undefined) return null;
    if (part.startsWith(':')) {
      params[part.slice(1)] = safeDecode(seg);
      score += 3;
    } else if (part === seg) {
      score += 10;
    } else {
      return null;
    }
  }
  return segments.length === parts.length ? { params, score } : null;
}

/**
 * The route whose full path in `lang` matches the pathname exactly (trailing slash ignored, `*` any depth), the most
 * specific one winning (static over param over splat; an index child over its parent); null when none (spec §2).
 */
export function matchPath(pathname: string, lang: Lang): { name: string; params: Record<string, string> } | null {
  const segments = splitSegments(pathname.split(/[?#]/)[0]);
  let best: { name: string; params: Record<string, string>; score: number } | null = null;
  for (const r of FLAT) {
    const pattern = r[lang];
    if (pattern === null) continue;
    const m = matchPattern(pattern, segments);
    // `>=` lets a later entry (a child, listed after its parent) win a tie with its parent.
    if (m && (!best || m.score >= best.score)) best = { name: r.name, params: m.params, score: m.score };
  }
  return best && { name: best.name, params: best.params };
}

/** Checks the route's validate rule: trainingType must be one of the ten training types (spec §2 route rules, §5). */
export function validateRouteParams(name: string, params: Record<string, string | undefined>): boolean {
  const r = BY_NAME.get(name);
  if (!r) return false;
  if (r.validate === 'trainingType') return params.trainingType !== undefined && isTrainingType(params.trainingType);
  return true;
}

/**
 * The same page's path in language `to` when the pathname is a path of the other language (e.g. `/catalogue` → es
 * `/catalogar`, params kept); null when the pathname is already a valid path in `to`, matches nothing, or the route
 * has no different path in `to` (spec §1 "Spanish has its own paths").
 */
export function translatePath(pathname: string, to: Lang): string | null {
  const here = matchPath(pathname, to);
  if (here && validateRouteParams(here.name, here.params)) return null;
  const from: Lang = to === 'fr' ? 'es' : 'fr';
  const there = matchPath(pathname, from);
  if (!there || !validateRouteParams(there.name, there.params)) return null;
  const r = BY_NAME.get(there.name);
  if (!r || r[to] === null || r[to] === r[from]) return null;
  return buildPath(there.name, to, there.params);
}
