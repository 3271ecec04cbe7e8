import { describe, it, expect } from 'vitest';
import {
  CONVERGENCE_PUBLIC_ROUTES,
  GUARD_NAMES,
  LAYOUT_NAMES,
  NOT_FOUND_MESSAGE,
  PHARMA_TAB_ROUTES,
  ROUTES,
  USER_TAB_ROUTES,
  assertKnownGuards,
  buildPath,
  flatRoutes,
  matchPath,
  pharmacyHomeRoute,
  routeByName,
  routeForTab,
  translatePath,
  unmatchedMessage,
  validateRouteParams,
  type RouteDef,
} from './routes.ts';
import { TRAINING_TYPES } from '../catalogue/training-types.ts';

const P = '/gestion/ma-pharmacie';
const PE = '/administracion/mi-farmacia';

// Full paths per language of every route of spec §2 [name, fr, es].
const EXPECTED: [string, string | null, string | null][] = [
  ['index', '/', '/'],
  ['catalogue', '/catalogue', '/catalogar'],
  ['training-detail', '/:trainingType/:slug', '/:trainingType/:slug'],
  ['training-detail-learn', '/:trainingType/:slug/learn', '/:trainingType/:slug/learn'],
  ['learn', '/learn/:courseTrackingId', '/learn/:courseTrackingId'],
  ['my-trainings', '/mes-formations', '/mis-formaciones'],
  ['auth-login', '/connexion', '/conexion'],
  ['auth-forgot-password', '/mot-de-passe-oublie', '/contrasena-olvidada'],
  ['auth-reset-password-token', '/reinitialiser-mon-mot-de-passe/:token', '/restablecer-mi-contrasena/:token'],
  ['auth-account-choice', '/choix-du-compte', '/eleccion-de-cuenta'],
  ['subscription-create-account', '/abonnement/creer-mon-compte', '/abonnement/creer-mon-compte'],
  ['subscription-edit-password', '/compte/mon-mot-de-passe', '/compte/mon-mot-de-passe'],
  ['contact', '/compte/contact', '/cuenta/contactar'],
  ['contact-public', '/contact', '/contact'],
  ['profile', '/compte/profil', '/cuenta/perfil'],
  ['profile-index', '/compte/profil', '/cuenta/perfil'],
  ['profile-infos', '/compte/profil/infos', '/cuenta/perfil/informacion'],
  ['profile-plan-de-formation', '/compte/profil/plan-de-formation', '/cuenta/perfil/plan-de-formacion'],
  ['profile-historique', '/compte/profil/historique', '/cuenta/perfil/historial'],
  ['profile-attestation', '/compte/profil/attestation', '/cuenta/perfil/certificado'],
  ['gestion-ma-pharmacie', P, PE],
  ['gestion-ma-pharmacie-attestations', `${P}/attestations`, `${PE}/certificados`],
  ['gestion-ma-pharmacie-plan-collectif', `${P}/plan-collectif`, `${PE}/plan-colectivo`],
  ['gestion-ma-pharmacie-contrat', `${P}/contrat`, `${PE}/contrato`],
  ['gestion-ma-pharmacie-tableau-de-bord', `${P}/tableau-de-bord`, `${PE}/panel`],
  ['gestion-ma-pharmacie-conformite', `${P}/conformite`, `${PE}/cumplimiento`],
  ['gestion-ma-pharmacie-factures', `${P}/factures`, `${PE}/facturas`],
  ['gestion-ma-pharmacie-factures-invoiceId', `${P}/factures/:invoiceId`, `${PE}/facturas/:invoiceId`],
  ['gestion-ma-pharmacie-dpec', `${P}/prises-en-charge`, `${PE}/bonificaciones`],
  ['gestion-ma-pharmacie-dpec-current', `${P}/prises-en-charge`, `${PE}/bonificaciones`],
  ['gestion-ma-pharmacie-dpec-id', `${P}/prises-en-charge/:id`, `${PE}/bonificaciones/:id`],
  ['gestion-ma-pharmacie-dpec-creer', `${P}/prises-en-charge/creer`, `${PE}/bonificaciones/crear`],
  ['gestion-ma-pharmacie-dpec-en-cours', `${P}/prises-en-charge/en-cours`, `${PE}/bonificaciones/en-curso`],
  ['gestion-ma-pharmacie-dpec-financement', `${P}/prises-en-charge/financement`, `${PE}/bonificaciones/financiacion`],
  ['gestion-ma-pharmacie-dpec-rapport', `${P}/prises-en-charge/rapport`, `${PE}/bonificaciones/informe`],
  ['gestion-ma-pharmacie-dpec-remboursement', `${P}/prises-en-charge/remboursement`, `${PE}/bonificaciones/reembolso`],
  ['gestion-ma-pharmacie-dpec-fundae', `${P}/prises-en-charge/credit-fundae`, `${PE}/bonificaciones/credito-fundae`],
  ['gestion-ma-pharmacie-dpec-informes', `${P}/prises-en-charge/rapports-fundae`, `${PE}/bonificaciones/informes`],
  ['gestion-ma-pharmacie-dpec-factures-bonifiables', `${P}/prises-en-charge/factures-bonifiables`, `${PE}/bonificaciones/facturas-bonificables`],
  ['admin', '/admin', '/admin'],
  ['admin-index', '/admin', '/admin'],
  ['admin-catalog', '/admin/catalog', '/admin/catalog'],
  ['admin-editor', '/admin/editor', '/admin/editor'],
  ['admin-editor-create-page', '/admin/editor/create-page', '/admin/editor/create-page'],
  ['admin-faceToFace', '/admin/faceToFace', '/admin/faceToFace'],
  ['admin-factureCompta', '/admin/factureCompta', '/admin/factureCompta'],
  ['admin-faq', '/admin/faq', '/admin/faq'],
  ['admin-faq-question', '/admin/faq/question/:id/:questionId', '/admin/faq/question/:id/:questionId'],
  ['admin-faq-section', '/admin/faq/section/:id/:sectionType', '/admin/faq/section/:id/:sectionType'],
  ['login-image', '/admin/loginImage', '/admin/loginImage'],
  ['admin-auditLog', '/admin/auditLog', '/admin/auditLog'],
  ['admin-quizFeedbacks', '/admin/quizFeedbacks', '/admin/quizFeedbacks'],
  ['admin-routes', '/admin/routes', '/admin/routes'],
  ['admin-billboards', '/admin/billboards', '/admin/billboards'],
  ['custom-page', '/pages/:pageSlug', '/pages/:pageSlug'],
  ['news', '/actualites', '/noticias'],
  ['docs', '/docs/*', '/docs/*'],
  ['evaluation-quiz', '/evaluation-quiz/:id', '/valoracion-quiz/:id'],
  ['attestation-verify', '/attestation/verifier/:code', '/certificado/verificar/:code'],
  ['video-quiz', '/video/quiz/:slug', '/video/quiz/:slug'],
  ['experts', '/experts', '/expertos'],
  ['expert-detail', '/experts/:slug', '/expertos/:slug'],
  ['faq', '/faq', '/faq'],
  ['bonificacion', null, '/bonificacion'],
  ['feedback', '/feedback/:token', '/feedback/:token'],
  ['groupements', '/groupements', '/groupements'],
  ['landing-trod', '/formations-trod-cystite-angine', null],
  ['search', '/recherche/:value', '/buscar/:value'],
  ['shop', '/boutique', '/tienda'],
  ['shop-order', '/boutique/commande/:reference', '/tienda/pedido/:reference'],
  ['survey-offer', '/offre', '/offre'],
  ['survey-custom', '/formulaire/formulaire-sur-mesure', '/formulaire/formulaire-sur-mesure'],
  ['trainer-virtual-class', '/trainer/virtualClass/:token', '/trainer/virtualClass/:token'],
  ['formations', '/formations', '/formations'],
  ['welcome', '/bienvenue', '/bienvenue'],
  ['politica-cookies', null, '/politica-cookies'],
  ['cookies-policy', '/cookiespolicy', '/cookiespolicy'],
  ['sitemap', '/sitemap.xml', '/sitemap.xml'],
  ['connect-as-after-redirect-platform', '/connectAsAfterRedirectPlatform', '/connectAsAfterRedirectPlatform'],
];

describe('route table (spec §2)', () => {
  const flat = flatRoutes();

  it('has every route with its French and Spanish path', () => {
    expect(flat.map((r) => [r.name, r.fr, r.es])).toEqual(EXPECTED);
  });

  it('has unique names and no duplicate path per language except index children', () => {
    const names = flat.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const lang of ['fr', 'es'] as const) {
      const seen = new Map<string, string>();
      for (const r of flat) {
        const p = r[lang];
        if (p === null) continue;
        const other = seen.get(p);
        if (other) expect(r.parent, `${r.name} duplicates ${other}`).toBe(other);
        seen.set(p, r.name);
      }
    }
  });

  it('uses only known guards and layouts', () => {
    expect(() => assertKnownGuards(ROUTES)).not.toThrow();
    for (const r of flat) expect(LAYOUT_NAMES).toContain(r.layout);
    expect([...GUARD_NAMES]).toEqual(['auth', 'admin-auth', 'guest', 'is-titulaire-or-referent', 'shopping']);
  });

  it('has the pharmacy management children', () => {
    const pharmacy = ROUTES.find((r) => r.name === 'gestion-ma-pharmacie')!;
    expect(pharmacy.children!.map((c) => c.path.fr)).toEqual([
      'attestations', 'plan-collectif', 'contrat', 'tableau-de-bord', 'conformite', 'factures', 'factures/:invoiceId', 'prises-en-charge',
    ]);
    const dpec = pharmacy.children!.find((c) => c.path.fr === 'prises-en-charge')!;
    expect(dpec.children!.map((c) => c.path.fr)).toEqual([
      '', ':id', 'creer', 'en-cours', 'financement', 'rapport', 'remboursement', 'credit-fundae', 'rapports-fundae', 'factures-bonifiables',
    ]);
    expect(routeByName('gestion-ma-pharmacie-dpec-current')?.redirectTo).toBe('gestion-ma-pharmacie-dpec-en-cours');
  });

  it('has the back-office children', () => {
    const admin = ROUTES.find((r) => r.name === 'admin')!;
    expect(admin.children!.map((c) => c.path.fr).sort()).toEqual(
      [
        '', 'catalog', 'editor', 'editor/create-page', 'faceToFace', 'factureCompta', 'faq',
        'faq/question/:id/:questionId', 'faq/section/:id/:sectionType', 'loginImage', 'auditLog', 'quizFeedbacks', 'routes',
        'billboards',
      ].sort(),
    );
  });

  it('has the profile children', () => {
    const profile = ROUTES.find((r) => r.name === 'profile')!;
    expect(profile.children!.map((c) => c.path.fr)).toEqual([
      '', 'infos', 'plan-de-formation', 'historique', 'attestation',
    ]);
  });
});

describe('guards and layouts (spec §2, §6)', () => {
  const guards = (name: string) => routeByName(name)!.guards;

  it('profile, learn and evaluation-quiz pages need login', () => {
    for (const name of ['profile', 'profile-index', 'profile-infos', 'profile-attestation', 'learn', 'training-detail-learn', 'evaluation-quiz']) {
      expect(guards(name), name).toEqual(['auth']);
    }
    expect(guards('training-detail')).toEqual([]);
  });

  it('pharmacy management needs auth and owner-or-referent, inherited by every child', () => {
    for (const r of flatRoutes().filter((r) => r.name.startsWith('gestion-ma-pharmacie'))) {
      expect(r.guards, r.name).toEqual(['auth', 'is-titulaire-or-referent']);
    }
  });

  it('the back office needs auth and admin-auth, inherited by every child', () => {
    const admin = flatRoutes().filter((r) => r.name === 'admin' || r.parent === 'admin');
    expect(admin).toHaveLength(15);
    for (const r of admin) expect(r.guards, r.name).toEqual(['auth', 'admin-auth']);
  });

  it('the shop is guarded by the shopping check', () => {
    expect(guards('shop')).toEqual(['shopping']);
  });

  it('login, forgotten password, reset password and account creation are guest routes', () => {
    for (const name of ['auth-login', 'auth-forgot-password', 'auth-reset-password-token', 'subscription-create-account']) {
      expect(guards(name), name).toEqual(['guest']);
    }
  });

  it('public pages have no guard', () => {
    for (const name of ['index', 'catalogue', 'faq', 'experts', 'news', 'custom-page', 'sitemap', 'attestation-verify']) {
      expect(guards(name), name).toEqual([]);
    }
  });

  it('feedback uses the feedback layout, the trod landing no layout', () => {
    expect(routeByName('feedback')!.layout).toBe('feedback');
    expect(routeByName('landing-trod')!.layout).toBe('no-layout');
    expect(routeByName('connect-as-after-redirect-platform')!.layout).toBe('connect-as-farline');
    expect(routeByName('catalogue')!.layout).toBe('default');
  });

  it('the training detail and its learn child validate trainingType', () => {
    expect(routeByName('training-detail')!.validate).toBe('trainingType');
    expect(routeByName('training-detail-learn')!.validate).toBe('trainingType');
    expect(routeByName('catalogue')!.validate).toBeUndefined();
  });

  it('lists the public routes of convergence platforms', () => {
    for (const name of CONVERGENCE_PUBLIC_ROUTES) expect(routeByName(name), name).toBeDefined();
  });
});

describe('assertKnownGuards', () => {
  it('throws naming the route and the unknown guard, also in children', () => {
    const bad: RouteDef[] = [
      {
        name: 'parent',
        path: { fr: '/p', es: '/p' },
        layout: 'default',
        guards: ['auth'],
        children: [{ name: 'child', path: { fr: 'c', es: 'c' }, layout: 'default', guards: ['is-wizard'] }],
      },
    ];
    expect(() => assertKnownGuards(bad)).toThrow(/"child".*"is-wizard"/);
    expect(() => assertKnownGuards([{ ...bad[0], guards: ['nope'], children: [] }])).toThrow(/"parent".*"nope"/);
  });
});

describe('legacy tab queries (spec §2)', () => {
  it('maps pharmaTab 0–5 to plan, dashboard, contract, invoice, dpec, attestation', () => {
    expect([0, 1, 2, 3, 4, 5].map((t) => routeForTab(PHARMA_TAB_ROUTES, t))).toEqual([
      'gestion-ma-pharmacie-plan-collectif',
      'gestion-ma-pharmacie-tableau-de-bord',
      'gestion-ma-pharmacie-contrat',
      'gestion-ma-pharmacie-factures',
      'gestion-ma-pharmacie-dpec-current',
      'gestion-ma-pharmacie-attestations',
    ]);
    expect(routeForTab(PHARMA_TAB_ROUTES, '6')).toBeNull();
    expect(routeForTab(PHARMA_TAB_ROUTES, 'x')).toBeNull();
    expect(routeForTab(PHARMA_TAB_ROUTES, '')).toBeNull();
  });

  it('maps userTab 0–4 to the profile tabs', () => {
    expect(routeForTab(USER_TAB_ROUTES, '0')).toBe('profile-index');
    expect(routeForTab(USER_TAB_ROUTES, 4)).toBe('profile-attestation');
    expect(routeForTab(USER_TAB_ROUTES, 5)).toBeNull();
    for (const name of [...USER_TAB_ROUTES, ...PHARMA_TAB_ROUTES]) expect(routeByName(name), name).toBeDefined();
  });

  it('the bare pharmacy path goes to the plan or the contract', () => {
    expect(pharmacyHomeRoute(true)).toBe('gestion-ma-pharmacie-plan-collectif');
    expect(pharmacyHomeRoute(false)).toBe('gestion-ma-pharmacie-contrat');
    expect(pharmacyHomeRoute(undefined)).toBe('gestion-ma-pharmacie-contrat');
  });
});

describe('buildPath', () => {
  it('builds paths per language with params', () => {
    expect(buildPath('catalogue', 'fr')).toBe('/catalogue');
    expect(buildPath('catalogue', 'es')).toBe('/catalogar');
    expect(buildPath('training-detail-learn', 'fr', { trainingType: 'dpc', slug: 'asthme' })).toBe('/dpc/asthme/learn');
    expect(buildPath('auth-reset-password-token', 'es', { token: 'a b' })).toBe('/restablecer-mi-contrasena/a%20b');
    expect(buildPath('gestion-ma-pharmacie-factures-invoiceId', 'es', { invoiceId: 42 })).toBe(`${PE}/facturas/42`);
    expect(buildPath('docs', 'fr', { '*': 'guides/2026/notice.pdf' })).toBe('/docs/guides/2026/notice.pdf');
    expect(buildPath('profile-index', 'fr')).toBe('/compte/profil');
  });

  it('throws on unknown route, missing language or missing param', () => {
    expect(() => buildPath('nope', 'fr')).toThrow(/Unknown route/);
    expect(() => buildPath('bonificacion', 'fr')).toThrow(/no fr path/);
    expect(() => buildPath('landing-trod', 'es')).toThrow(/no es path/);
    expect(() => buildPath('search', 'fr')).toThrow(/"value"/);
  });
});

describe('matchPath', () => {
  it('matches every built path back to its route', () => {
    for (const r of flatRoutes()) {
      for (const lang of ['fr', 'es'] as const) {
        if (r[lang] === null) continue;
        const params: Record<string, string> = {};
        for (const m of r[lang]!.matchAll(/:(\w+)/g)) params[m[1]] = m[1] === 'trainingType' ? 'video' : `x-${m[1]}`;
        if (r[lang]!.includes('*')) params['*'] = 'a/b';
        const path = buildPath(r.name, lang, params);
        const m = matchPath(path, lang);
        // Parents with an index child resolve to the child; the DPEC section to its "current" redirect.
        const expected =
          r.name === 'profile' ? 'profile-index'
          : r.name === 'admin' ? 'admin-index'
          : r.name === 'gestion-ma-pharmacie-dpec' ? 'gestion-ma-pharmacie-dpec-current'
          : r.name;
        expect(m, `${lang} ${path}`).toEqual({ name: expected, params });
      }
    }
  });

  it('prefers static segments over params', () => {
    expect(matchPath('/experts/jane-doe', 'fr')).toEqual({ name: 'expert-detail', params: { slug: 'jane-doe' } });
    expect(matchPath('/admin/catalog', 'fr')?.name).toBe('admin-catalog');
    expect(matchPath('/video/mon-slug', 'fr')).toEqual({
      name: 'training-detail',
      params: { trainingType: 'video', slug: 'mon-slug' },
    });
    expect(matchPath(`${P}/prises-en-charge/creer`, 'fr')?.name).toBe('gestion-ma-pharmacie-dpec-creer');
    expect(matchPath(`${P}/prises-en-charge/12`, 'fr')).toEqual({ name: 'gestion-ma-pharmacie-dpec-id', params: { id: '12' } });
  });

  it('the splat matches any depth, at least one segment', () => {
    expect(matchPath('/docs/a/b/c.pdf', 'fr')).toEqual({ name: 'docs', params: { '*': 'a/b/c.pdf' } });
    expect(matchPath('/docs', 'fr')).toBeNull();
  });

  it('ignores a trailing slash, a query and a hash; decodes params', () => {
    expect(matchPath('/catalogue/', 'fr')?.name).toBe('catalogue');
    expect(matchPath('/catalogue?page=2#top', 'fr')?.name).toBe('catalogue');
    expect(matchPath('/recherche/caf%C3%A9', 'fr')).toEqual({ name: 'search', params: { value: 'café' } });
  });

  it('returns null for unknown paths and respects the language', () => {
    expect(matchPath('/nope', 'fr')).toBeNull();
    expect(matchPath('/a/b/c/d', 'fr')).toBeNull();
    expect(matchPath('/catalogar', 'fr')).toBeNull();
    expect(matchPath('/catalogue', 'es')).toBeNull();
    expect(matchPath('/bonificacion', 'fr')).toBeNull();
    expect(matchPath('/bonificacion', 'es')?.name).toBe('bonificacion');
    expect(matchPath('/formations-trod-cystite-angine', 'es')).toBeNull();
    expect(matchPath('/politica-cookies', 'es')?.name).toBe('politica-cookies');
  });
});

describe('validateRouteParams (spec §2 route rules)', () => {
  it('accepts only the ten training types for trainingType', () => {
    for (const t of TRAINING_TYPES) {
      expect(validateRouteParams('training-detail', { trainingType: t, slug: 's' })).toBe(true);
      expect(validateRouteParams('training-detail-learn', { trainingType: t, slug: 's' })).toBe(true);
    }
    expect(validateRouteParams('training-detail', { trainingType: 'wrongtype', slug: 's' })).toBe(false);
    expect(validateRouteParams('training-detail', { slug: 's' })).toBe(false);
  });

  it('routes without a rule are valid; unknown routes are not', () => {
    expect(validateRouteParams('catalogue', {})).toBe(true);
    expect(validateRouteParams('nope', {})).toBe(false);
  });

  it('has the 404 messages', () => {
    expect(NOT_FOUND_MESSAGE).toBe('Page Not Found');
    expect(unmatchedMessage('/x/y/z')).toBe('Page not found: /x/y/z');
  });
});

describe('translatePath', () => {
  it('translates a path of the other language, keeping params', () => {
    expect(translatePath('/catalogue', 'es')).toBe('/catalogar');
    expect(translatePath('/catalogar', 'fr')).toBe('/catalogue');
    expect(translatePath('/connexion', 'es')).toBe('/conexion');
    expect(translatePath('/reinitialiser-mon-mot-de-passe/abc123', 'es')).toBe('/restablecer-mi-contrasena/abc123');
    expect(translatePath('/buscar/dolor%20de%20cabeza', 'fr')).toBe('/recherche/dolor%20de%20cabeza');
    expect(translatePath('/expertos/ana', 'fr')).toBe('/experts/ana');
    expect(translatePath('/experts/jean', 'es')).toBe('/expertos/jean');
    expect(translatePath(`${P}/factures/7`, 'es')).toBe(`${PE}/facturas/7`);
    expect(translatePath('/compte/profil/historique', 'es')).toBe('/cuenta/perfil/historial');
    expect(translatePath('/noticias', 'fr')).toBe('/actualites');
  });

  it('returns null when the path is already right, the same in both languages, or unknown', () => {
    expect(translatePath('/catalogue', 'fr')).toBeNull();
    expect(translatePath('/catalogar', 'es')).toBeNull();
    expect(translatePath('/faq', 'es')).toBeNull();
    expect(translatePath('/', 'es')).toBeNull();
    expect(translatePath('/dpc/asthme', 'es')).toBeNull();
    expect(translatePath('/nope', 'es')).toBeNull();
  });

  it('returns null for routes missing in the target language', () => {
    expect(translatePath('/bonificacion', 'fr')).toBeNull();
    expect(translatePath('/politica-cookies', 'fr')).toBeNull();
    expect(translatePath('/formations-trod-cystite-angine', 'es')).toBeNull();
  });
});
