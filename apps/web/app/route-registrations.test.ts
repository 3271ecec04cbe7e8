import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '@app/domain/platform/routes';
import { buildRouteConfig, parseRouteId } from './route-registrations.ts';

const screen = (over: Partial<RouteDef> = {}): RouteDef => ({
  name: 'catalogue',
  path: { fr: '/catalogue', es: '/catalogar' },
  layout: 'default',
  guards: [],
  ...over,
});

describe('buildRouteConfig', () => {
  it('registers each built screen once per language with the table paths, then the catch-all', () => {
    const config = buildRouteConfig(ROUTES);
    expect(config.map((r) => [r.id, r.path ?? null, r.index ?? false])).toEqual([
      ['index-fr', null, true],
      ['index-es', null, true],
      ['catalogue-fr', 'catalogue', false],
      ['catalogue-es', 'catalogar', false],
      ['training-detail-fr', ':trainingType/:slug', false],
      ['training-detail-es', ':trainingType/:slug', false],
      ['learn-fr', 'learn/:courseTrackingId', false],
      ['learn-es', 'learn/:courseTrackingId', false],
      ['my-trainings-fr', 'mes-formations', false],
      ['my-trainings-es', 'mis-formaciones', false],
      ['evaluation-quiz-fr', 'evaluation-quiz/:id', false],
      ['evaluation-quiz-es', 'valoracion-quiz/:id', false],
      ['attestation-verify-fr', 'attestation/verifier/:code', false],
      ['attestation-verify-es', 'certificado/verificar/:code', false],
      ['video-quiz-fr', 'video/quiz/:slug', false],
      ['video-quiz-es', 'video/quiz/:slug', false],
      ['trainer-virtual-class-fr', 'trainer/virtualClass/:token', false],
      ['trainer-virtual-class-es', 'trainer/virtualClass/:token', false],
      ['profile-fr', 'compte/profil', false],
      ['profile-es', 'cuenta/perfil', false],
      ['search-fr', 'recherche/:value', false],
      ['search-query-fr', 'recherche', false],
      ['search-es', 'buscar/:value', false],
      ['search-query-es', 'buscar', false],
      ['experts-fr', 'experts', false],
      ['experts-es', 'expertos', false],
      ['expert-detail-fr', 'experts/:slug', false],
      ['expert-detail-es', 'expertos/:slug', false],
      ['auth-login-fr', 'connexion', false],
      ['auth-login-es', 'conexion', false],
      ['auth-forgot-password-fr', 'mot-de-passe-oublie', false],
      ['auth-forgot-password-es', 'contrasena-olvidada', false],
      ['auth-reset-password-token-fr', 'reinitialiser-mon-mot-de-passe/:token', false],
      ['auth-reset-password-token-es', 'restablecer-mi-contrasena/:token', false],
      ['auth-account-choice-fr', 'choix-du-compte', false],
      ['auth-account-choice-es', 'eleccion-de-cuenta', false],
      ['subscription-create-account-fr', 'abonnement/creer-mon-compte', false],
      ['subscription-create-account-es', 'abonnement/creer-mon-compte', false],
      ['subscription-edit-password-fr', 'compte/mon-mot-de-passe', false],
      ['subscription-edit-password-es', 'compte/mon-mot-de-passe', false],
      ['connect-as-after-redirect-platform-fr', 'connectAsAfterRedirectPlatform', false],
      ['connect-as-after-redirect-platform-es', 'connectAsAfterRedirectPlatform', false],
      ['faq-fr', 'faq', false],
      ['faq-es', 'faq', false],
      ['bonificacion-es', 'bonificacion', false],
      ['news-fr', 'actualites', false],
      ['news-article-fr', 'actualites/:slug', false],
      ['news-es', 'noticias', false],
      ['news-article-es', 'noticias/:slug', false],
      ['custom-page-fr', 'pages/:pageSlug', false],
      ['custom-page-es', 'pages/:pageSlug', false],
      ['docs-fr', 'docs/*', false],
      ['docs-es', 'docs/*', false],
      ['groupements-fr', 'groupements', false],
      ['groupements-es', 'groupements', false],
      ['landing-trod-fr', 'formations-trod-cystite-angine', false],
      ['welcome-fr', 'bienvenue', false],
      ['welcome-es', 'bienvenue', false],
      ['formations-fr', 'formations', false],
      ['formations-es', 'formations', false],
      ['politica-cookies-es', 'politica-cookies', false],
      ['cookies-policy-fr', 'cookiespolicy', false],
      ['cookies-policy-es', 'cookiespolicy', false],
      ['survey-offer-fr', 'offre', false],
      ['survey-offer-es', 'offre', false],
      ['survey-custom-fr', 'formulaire/formulaire-sur-mesure', false],
      ['survey-custom-es', 'formulaire/formulaire-sur-mesure', false],
      ['feedback-fr', 'feedback/:token', false],
      ['feedback-es', 'feedback/:token', false],
      ['contact-fr', 'compte/contact', false],
      ['contact-es', 'cuenta/contactar', false],
      ['contact-public-fr', 'contact', false],
      ['contact-public-es', 'contact', false],
      ['shop-fr', 'boutique', false],
      ['shop-es', 'tienda', false],
      ['shop-order-fr', 'boutique/commande/:reference', false],
      ['shop-order-es', 'tienda/pedido/:reference', false],
      ['admin-fr', 'admin', false],
      ['admin-es', 'admin', false],
      ['gestion-ma-pharmacie-fr', 'gestion/ma-pharmacie', false],
      ['gestion-ma-pharmacie-es', 'administracion/mi-farmacia', false],
      ['not-found', '*', false],
    ]);
    expect(config.find((r) => r.id === 'news-article-es')?.file).toBe('routes/content/news-article.tsx');
    expect(config.find((r) => r.id === 'catalogue-es')?.file).toBe('routes/catalogue/catalogue.tsx');
    const profileTab = (lang: string, name: string) => config.find((r) => r.id === `profile-${lang}`)?.children?.find((c) => c.id === `${name}-${lang}`);
    expect(profileTab('fr', 'profile-plan-de-formation')).toMatchObject({ path: 'plan-de-formation', file: 'routes/profile/profile-plan-de-formation.tsx' });
    expect(profileTab('es', 'profile-plan-de-formation')).toMatchObject({ path: 'plan-de-formacion', file: 'routes/profile/profile-plan-de-formation.tsx' });
    expect(config.find((r) => r.id === 'profile-fr')?.children?.map((c) => [c.id, c.index ?? false, c.file])).toContainEqual(['profile-index-fr', true, 'routes/profile/profile-index.tsx']);
    expect(config.find((r) => r.id === 'profile-es')?.children?.find((c) => c.id === 'profile-infos-es')).toMatchObject({ path: 'informacion', file: 'routes/profile/profile-infos.tsx' });
  });

  it('fails when a route names an unknown guard, naming the route and the guard', () => {
    const table = [...ROUTES, screen({ name: 'bad-route', path: { fr: '/bad', es: '/malo' }, guards: ['auth', 'bogus'] })];
    expect(() => buildRouteConfig(table)).toThrow(/bad-route/);
    expect(() => buildRouteConfig(table)).toThrow(/bogus/);
  });

  it('nests the profile\'s history and attestations tabs under the profile, in both languages', () => {
    const profile = buildRouteConfig(ROUTES).filter((r) => r.id === 'profile-fr' || r.id === 'profile-es');
    expect(profile.flatMap((r) => r.children ?? []).map((c) => [c.id, c.path, c.file])).toEqual(
      expect.arrayContaining([
        ['profile-historique-fr', 'historique', 'routes/profile/profile-historique.tsx'],
        ['profile-attestation-fr', 'attestation', 'routes/profile/profile-attestation.tsx'],
        ['profile-historique-es', 'historial', 'routes/profile/profile-historique.tsx'],
        ['profile-attestation-es', 'certificado', 'routes/profile/profile-attestation.tsx'],
      ]),
    );
  });

  it('fails on an unknown guard in a child route', () => {
    const table = [screen({ name: 'parent', path: { fr: '/p', es: '/p' }, children: [screen({ name: 'child', path: { fr: 'c', es: 'c' }, guards: ['nope'] })] })];
    expect(() => buildRouteConfig(table, {})).toThrow(/nope/);
  });

  it('nests a built screen\'s built children under it, relative paths, the empty path as its index, in both languages', () => {
    const table = [
      screen({
        name: 'account',
        path: { fr: '/compte/profil', es: '/cuenta/perfil' },
        guards: ['auth'],
        children: [
          screen({ name: 'account-index', path: { fr: '', es: '' } }),
          screen({ name: 'account-infos', path: { fr: 'infos', es: 'informacion' } }),
          screen({ name: 'account-history', path: { fr: 'historique', es: 'historial' } }),
        ],
      }),
    ];
    const built = { account: 'profile/layout', 'account-index': 'profile/index', 'account-infos': 'profile/infos' };
    const shape = (entries: ReturnType<typeof buildRouteConfig>): unknown[] =>
      entries.map((r) => ({ id: r.id, path: r.path ?? null, index: r.index ?? false, file: r.file, ...(r.children ? { children: shape(r.children) } : {}) }));
    expect(shape(buildRouteConfig(table, built))).toEqual([
      {
        id: 'account-fr', path: 'compte/profil', index: false, file: 'routes/profile/layout.tsx',
        children: [
          { id: 'account-index-fr', path: null, index: true, file: 'routes/profile/index.tsx' },
          { id: 'account-infos-fr', path: 'infos', index: false, file: 'routes/profile/infos.tsx' },
        ],
      },
      {
        id: 'account-es', path: 'cuenta/perfil', index: false, file: 'routes/profile/layout.tsx',
        children: [
          { id: 'account-index-es', path: null, index: true, file: 'routes/profile/index.tsx' },
          { id: 'account-infos-es', path: 'informacion', index: false, file: 'routes/profile/infos.tsx' },
        ],
      },
      { id: 'not-found', path: '*', index: false, file: 'routes/not-found.tsx' },
    ]);
    // A child without its layout parent has nowhere to render: the configuration refuses it.
    expect(() => buildRouteConfig(table, { 'account-infos': 'infos.tsx' })).toThrow(/account-infos.*account/);
  });

  it('skips a language where the path is null and fails on a built screen missing from the table', () => {
    const table = [screen({ name: 'only-fr', path: { fr: '/seulement', es: null } })];
    expect(buildRouteConfig(table, { 'only-fr': 'x.tsx' }).map((r) => r.id)).toEqual(['only-fr-fr', 'not-found']);
    expect(() => buildRouteConfig(table, { ghost: 'x.tsx' })).toThrow(/ghost/);
  });
});

describe('parseRouteId', () => {
  it('splits per-language ids and ignores others', () => {
    expect(parseRouteId('catalogue-es')).toEqual({ name: 'catalogue', lang: 'es' });
    expect(parseRouteId('gestion-ma-pharmacie-dpec-current-fr')).toEqual({ name: 'gestion-ma-pharmacie-dpec-current', lang: 'fr' });
    expect(parseRouteId('not-found')).toBeNull();
    expect(parseRouteId('search-query-es')).toEqual({ name: 'search-query', lang: 'es' });
    expect(parseRouteId('root')).toBeNull();
  });
});
