import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@app/domain/identity/session-user';
import { applyRouteRules, farlineRedirect } from './route-rules.server.ts';
import { matchPath } from '@app/domain/platform/routes';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  loggedIn: true,
  id: 1,
  email: 'a@b.test',
  firstName: 'Ana',
  lastName: 'B',
  function: 'Pharmacien',
  isIndividualAccount: true,
  isReferent: false,
  isTitulaire: false,
  isAdmin: false,
  advisor: null,
  contractType: null,
  contractValidDate: null,
  appId: null,
  productAccess: { canAccessTrainingPlan: false },
  establishment: null,
  userData: { currentAccountId: 1 },
  accounts: [{ id: 1, name: 'Ana', kind: 'individual', role: 'learner' }],
  evaluationQuizzes: { quizzes: [], quizTrackings: [] },
  notifications: [],
  bookmarkIds: [],
  mustGiveConsent: false,
  hasGivenConsent: true,
  preferences: { sortOption: null, volume: 1 },
  platform: 'demo',
  avatar: null,
  ...over,
});

const demo = { code_name: 'demo', is_convergence: false };
const totum = { code_name: 'totum', is_convergence: true };

function outcome(path: string, platform = demo, u: SessionUser | null = null, lang: 'fr' | 'es' = 'fr') {
  try {
    const url = new URL(`http://x.localhost${path}`);
    const routeName = matchPath(url.pathname, lang)?.name ?? '';
    const refused = applyRouteRules({ url, lang, platform, user: u, routeName });
    return refused === null ? 'render' : `404 ${refused}`;
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get('Location')}`;
    throw thrown;
  }
}

describe('farline query parameters', () => {
  it('set the farline cookie for 365 days and redirect without them', () => {
    const response = farlineRedirect(new URL('http://cofares.localhost/catalogar?provider=farline&page=2'));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/catalogar?page=2');
    const cookie = response?.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^farlineMode=true; Path=\/; Max-Age=31536000;/);
    expect(farlineRedirect(new URL('http://cofares.localhost/?groupement=autre'))?.headers.get('Set-Cookie')).toMatch(/^farlineMode=false;/);
    expect(farlineRedirect(new URL('http://cofares.localhost/catalogar?page=2'))).toBeNull();
  });
});

describe('route rules in loaders', () => {
  it('lets guests browse public pages of a plain platform', () => {
    expect(outcome('/')).toBe('render');
    expect(outcome('/catalogue')).toBe('render');
    expect(outcome('/connexion')).toBe('render');
  });

  it('sends a logged-in visitor of / to the catalogue, and away from guest pages', () => {
    expect(outcome('/', demo, user())).toBe('302 /catalogue');
    expect(outcome('/connexion', demo, user())).toBe('302 /catalogue');
    expect(outcome('/connexion?redirect=%2Fcatalogue%3Fpage%3D2', demo, user())).toBe('302 /catalogue?page=2');
    expect(outcome('/connexion?redirect=https%3A%2F%2Fevil.test', demo, user())).toBe('302 /catalogue');
  });

  it('on a convergence platform sends a guest to login carrying the wanted page, except on public routes', () => {
    expect(outcome('/catalogue?page=2', totum)).toBe('302 /connexion?redirect=%2Fcatalogue%3Fpage%3D2');
    expect(outcome('/', totum)).toBe('render');
    expect(outcome('/mot-de-passe-oublie', totum)).toBe('render');
    expect(outcome('/connectAsAfterRedirectPlatform?contactId=1&token=x', totum)).toBe('render');
    expect(outcome('/catalogue', totum, user({ platform: 'totum' }))).toBe('render');
  });

  it('treats the farline platform like a convergence platform', () => {
    expect(outcome('/catalogar', { code_name: 'farline', is_convergence: false }, null, 'es')).toBe(
      '302 /conexion?redirect=%2Fcatalogar',
    );
  });

  it('sends a user with several accounts and none chosen to account choice, carrying the redirect', () => {
    const referent = user({
      userData: { currentAccountId: null },
      accounts: [
        { id: 1, name: 'Pharmacie A', kind: 'establishment', role: 'referent' },
        { id: 2, name: 'Pharmacie B', kind: 'establishment', role: 'referent' },
      ],
    });
    expect(outcome('/catalogue?page=2', demo, referent)).toBe('302 /choix-du-compte?redirect=%2Fcatalogue%3Fpage%3D2');
    expect(outcome('/choix-du-compte?redirect=%2Fcatalogue', demo, referent)).toBe('render');
  });

  it('requires login for account choice and password edit, and redirects a reset token query', () => {
    expect(outcome('/choix-du-compte')).toBe('302 /connexion?redirect=%2Fchoix-du-compte');
    expect(outcome('/compte/mon-mot-de-passe')).toBe('302 /connexion?redirect=%2Fcompte%2Fmon-mot-de-passe');
    expect(outcome('/compte/mon-mot-de-passe', demo, user())).toBe('render');
    expect(outcome('/connexion?token_reset=abc')).toBe('302 /reinitialiser-mon-mot-de-passe/abc');
  });

  it('hides the back office from non-admins with the 404 screen', () => {
    expect(outcome('/admin', demo, user())).toBe('404 Page Not Found');
    expect(outcome('/admin')).toBe('302 /connexion?redirect=%2Fadmin');
  });
});
