import { describe, it, expect } from 'vitest';
import {
  CONVERGENCE_EXEMPT_ROUTES,
  accountChoiceRedirect,
  convergenceRedirect,
  decideRoute,
  indexRedirect,
  pathWithRedirect,
  requiresLogin,
  runGuards,
  safeRedirect,
  type GuardContext,
} from './guards.ts';
import { CONVERGENCE_PUBLIC_ROUTES, ROUTES, flatRoutes } from '../platform/routes.ts';
import type { SessionUser } from './session-user.ts';
import { makeSessionUser } from './session-user.fixture.ts';

/** The guards' learner may open the training plan. */
function user(over: Partial<SessionUser> = {}): SessionUser {
  return makeSessionUser({ productAccess: { canAccessTrainingPlan: true }, ...over });
}

const DEMO = { code_name: 'demo', is_convergence: false };
const TOTUM = { code_name: 'totum', is_convergence: true };
const FARLINE = { code_name: 'farline', is_convergence: false };

function ctx(over: Partial<GuardContext> = {}): GuardContext {
  return { user: null, routeName: 'catalogue', platform: DEMO, pathWithQuery: '/catalogue', lang: 'fr', ...over };
}

const ALLOW = { allow: true };
const NOT_FOUND = { notFound: true };
const to = (redirect: string) => ({ redirect, status: 302 });

describe('auth guard (spec §2, §6)', () => {
  it('lets a logged-in user through', () => {
    expect(runGuards(['auth'], ctx({ user: user() }))).toEqual(ALLOW);
  });
  it('sends a visitor to login with the wanted path and query in `redirect`', () => {
    expect(runGuards(['auth'], ctx({ routeName: 'profile-infos', pathWithQuery: '/compte/profil/infos?x=1&y=2' }))).toEqual(
      to('/connexion?redirect=%2Fcompte%2Fprofil%2Finfos%3Fx%3D1%26y%3D2'),
    );
    expect(runGuards(['auth'], ctx({ lang: 'es', pathWithQuery: '/cuenta/perfil' }))).toEqual(
      to('/conexion?redirect=%2Fcuenta%2Fperfil'),
    );
  });
});

describe('admin-auth guard (spec §2 back office, §6)', () => {
  it('allows admins only; others get a 404', () => {
    expect(runGuards(['admin-auth'], ctx({ user: user({ isAdmin: true }) }))).toEqual(ALLOW);
    expect(runGuards(['admin-auth'], ctx({ user: user() }))).toEqual(NOT_FOUND);
    expect(runGuards(['admin-auth'], ctx())).toEqual(NOT_FOUND);
  });
  it('with auth first, a visitor of /admin goes to login, a non-admin gets a 404', () => {
    const guards = flatRoutes().find((r) => r.name === 'admin-catalog')!.guards;
    expect(guards).toEqual(['auth', 'admin-auth']);
    expect(runGuards(guards, ctx({ pathWithQuery: '/admin/catalog' }))).toEqual(to('/connexion?redirect=%2Fadmin%2Fcatalog'));
    expect(runGuards(guards, ctx({ user: user() }))).toEqual(NOT_FOUND);
    expect(runGuards(guards, ctx({ user: user({ isAdmin: true }) }))).toEqual(ALLOW);
  });
});

describe('guest guard (spec §2 auth routes, §6)', () => {
  it('lets visitors through', () => {
    expect(runGuards(['guest'], ctx({ routeName: 'auth-login', pathWithQuery: '/connexion' }))).toEqual(ALLOW);
  });
  it('sends a logged-in user to the catalogue, or to a local `redirect` query', () => {
    expect(runGuards(['guest'], ctx({ user: user(), pathWithQuery: '/connexion' }))).toEqual(to('/catalogue'));
    expect(runGuards(['guest'], ctx({ user: user(), lang: 'es', pathWithQuery: '/conexion' }))).toEqual(to('/catalogar'));
    expect(runGuards(['guest'], ctx({ user: user(), pathWithQuery: '/connexion?redirect=%2Fcompte%2Fprofil' }))).toEqual(
      to('/compte/profil'),
    );
    expect(runGuards(['guest'], ctx({ user: user(), pathWithQuery: '/connexion?redirect=%2F%2Fevil.com' }))).toEqual(
      to('/catalogue'),
    );
  });
  it('sends a visitor carrying token_reset to the reset page with that token', () => {
    expect(runGuards(['guest'], ctx({ pathWithQuery: '/connexion?token_reset=abc123' }))).toEqual(
      to('/reinitialiser-mon-mot-de-passe/abc123'),
    );
    expect(runGuards(['guest'], ctx({ lang: 'es', pathWithQuery: '/conexion?token_reset=a%2Fb&x=1' }))).toEqual(
      to('/restablecer-mi-contrasena/a%2Fb?x=1'),
    );
  });
});

describe('is-titulaire-or-referent guard (spec §2 pharmacy management, §6)', () => {
  it('allows owners and referents; others get a 404', () => {
    const g = ['is-titulaire-or-referent'];
    expect(runGuards(g, ctx({ user: user({ isTitulaire: true }) }))).toEqual(ALLOW);
    expect(runGuards(g, ctx({ user: user({ isReferent: true }) }))).toEqual(ALLOW);
    expect(runGuards(g, ctx({ user: user() }))).toEqual(NOT_FOUND);
    expect(runGuards(g, ctx())).toEqual(NOT_FOUND);
  });
  it('pharmacy routes need login first', () => {
    const guards = flatRoutes().find((r) => r.name === 'gestion-ma-pharmacie-contrat')!.guards;
    expect(runGuards(guards, ctx({ pathWithQuery: '/gestion/ma-pharmacie/contrat' }))).toEqual(
      to('/connexion?redirect=%2Fgestion%2Fma-pharmacie%2Fcontrat'),
    );
  });
});

describe('shopping guard (spec §2 shop, §4 shop context, §6)', () => {
  const g = ['shopping'];
  it('opens the shop in shop context (visitors, shop contracts)', () => {
    expect(runGuards(g, ctx())).toEqual(ALLOW);
    expect(runGuards(g, ctx({ user: user({ contractType: 'shop' }) }))).toEqual(ALLOW);
  });
  it('hides it from read-only contracts (404)', () => {
    expect(runGuards(g, ctx({ user: user({ contractType: 'read-only' }) }))).toEqual(NOT_FOUND);
  });
  it('sends other contracts to the catalogue', () => {
    expect(runGuards(g, ctx({ user: user({ contractType: null }) }))).toEqual(to('/catalogue'));
    expect(runGuards(g, ctx({ user: user(), lang: 'es' }))).toEqual(to('/catalogar'));
  });
});

describe('unknown guards (spec §8 "Unknown middleware throws")', () => {
  it('throws naming the guard', () => {
    expect(() => runGuards(['nope'], ctx())).toThrow('Unknown middleware: nope');
    expect(() => runGuards(['toString'], ctx())).toThrow('Unknown middleware: toString');
    expect(() => decideRoute(['auth', 'nope'], ctx({ user: user() }))).toThrow(/nope/);
  });
  it('runs no guard for an empty list', () => {
    expect(runGuards([], ctx())).toEqual(ALLOW);
  });
});

describe('convergence / farline rule (spec §2 route rules)', () => {
  const PUBLIC = [
    'auth-login',
    'auth-forgot-password',
    'auth-reset-password-token',
    'auth-account-choice',
    'subscription-create-account',
    'subscription-edit-password',
    'index',
  ];
  it('has exactly the public routes of the spec', () => {
    expect([...CONVERGENCE_PUBLIC_ROUTES].sort()).toEqual([...PUBLIC].sort());
  });
  it('applies on convergence platforms and farline only', () => {
    expect(requiresLogin(TOTUM)).toBe(true);
    expect(requiresLogin(FARLINE)).toBe(true);
    expect(requiresLogin(DEMO)).toBe(false);
    expect(requiresLogin({ code_name: 'cofares', is_convergence: false })).toBe(false);
  });
  it.each([TOTUM, FARLINE])('on %o: every non-public route sends a visitor to login, public ones do not', (platform) => {
    for (const r of flatRoutes(ROUTES)) {
      const path = r.fr ?? r.es!;
      const decision = convergenceRedirect(ctx({ platform, routeName: r.name, pathWithQuery: path }));
      if (PUBLIC.includes(r.name) || (CONVERGENCE_EXEMPT_ROUTES as readonly string[]).includes(r.name)) {
        expect(decision, r.name).toEqual(ALLOW);
      } else {
        expect(decision, r.name).toEqual(to(pathWithRedirect('auth-login', 'fr', path)));
      }
    }
  });
  it('carries the wanted path with its query, in the platform language', () => {
    expect(convergenceRedirect(ctx({ platform: FARLINE, lang: 'es', pathWithQuery: '/catalogar?page=2' }))).toEqual(
      to('/conexion?redirect=%2Fcatalogar%3Fpage%3D2'),
    );
  });
  it('leaves logged-in users and other platforms alone', () => {
    expect(convergenceRedirect(ctx({ platform: TOTUM, user: user() }))).toEqual(ALLOW);
    expect(convergenceRedirect(ctx({ platform: DEMO }))).toEqual(ALLOW);
  });
});

describe('account choice rule (spec §2 route rules)', () => {
  const referent = user({
    isReferent: true,
    establishment: null,
    userData: { currentAccountId: null },
    accounts: [
      { id: 10, name: 'Pharmacie du Centre', kind: 'establishment', role: 'referent' },
      { id: 11, name: 'Pharmacie de la Gare', kind: 'establishment', role: 'referent' },
    ],
  });
  it('sends a user with several accounts and none chosen to account choice, carrying the redirect', () => {
    expect(accountChoiceRedirect(ctx({ user: referent, pathWithQuery: '/gestion/ma-pharmacie/contrat' }))).toEqual(
      to('/choix-du-compte?redirect=%2Fgestion%2Fma-pharmacie%2Fcontrat'),
    );
    expect(accountChoiceRedirect(ctx({ user: referent, lang: 'es', pathWithQuery: '/catalogar' }))).toEqual(
      to('/eleccion-de-cuenta?redirect=%2Fcatalogar'),
    );
  });
  it('not from account choice or login, nor once an account is chosen, nor with one account, nor for visitors', () => {
    expect(accountChoiceRedirect(ctx({ user: referent, routeName: 'auth-account-choice' }))).toEqual(ALLOW);
    expect(accountChoiceRedirect(ctx({ user: referent, routeName: 'auth-login' }))).toEqual(ALLOW);
    expect(accountChoiceRedirect(ctx({ user: { ...referent, userData: { currentAccountId: 11 } } }))).toEqual(ALLOW);
    expect(accountChoiceRedirect(ctx({ user: user({ userData: { currentAccountId: null } }) }))).toEqual(ALLOW);
    expect(accountChoiceRedirect(ctx())).toEqual(ALLOW);
  });
});

describe('index rule (spec §2 index)', () => {
  it('sends a logged-in visitor of / to the catalogue', () => {
    expect(indexRedirect(ctx({ routeName: 'index', pathWithQuery: '/', user: user() }))).toEqual(to('/catalogue'));
    expect(indexRedirect(ctx({ routeName: 'index', lang: 'es', user: user() }))).toEqual(to('/catalogar'));
    expect(indexRedirect(ctx({ routeName: 'index', pathWithQuery: '/' }))).toEqual(ALLOW);
    expect(indexRedirect(ctx({ user: user() }))).toEqual(ALLOW);
  });
});

describe('decideRoute (all rules in order)', () => {
  it('convergence first, then account choice, then guards, then index', () => {
    expect(decideRoute(['auth'], ctx({ platform: TOTUM, pathWithQuery: '/compte/profil' }))).toEqual(
      to('/connexion?redirect=%2Fcompte%2Fprofil'),
    );
    const chooser = user({
      userData: { currentAccountId: null },
      accounts: [
        { id: 1, name: 'A', kind: 'individual', role: 'learner' },
        { id: 2, name: 'B', kind: 'establishment', role: 'owner' },
      ],
    });
    expect(decideRoute(['auth', 'admin-auth'], ctx({ user: chooser, routeName: 'admin-index', pathWithQuery: '/admin' }))).toEqual(
      to('/choix-du-compte?redirect=%2Fadmin'),
    );
    expect(decideRoute(['auth', 'admin-auth'], ctx({ user: user(), routeName: 'admin-index' }))).toEqual(NOT_FOUND);
    expect(decideRoute([], ctx({ user: user(), routeName: 'index', pathWithQuery: '/' }))).toEqual(to('/catalogue'));
    expect(decideRoute([], ctx({ platform: TOTUM, routeName: 'index', pathWithQuery: '/' }))).toEqual(ALLOW);
  });
});

describe('safeRedirect (no open redirect)', () => {
  const fb = '/catalogue';
  it.each([
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'https://x',
    'http://evil.com/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'evil.com',
    'catalogue',
    '',
    ' /catalogue',
    '/\t/evil.com',
    '/\n/evil.com',
    '/ /evil.com',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value, fb)).toBe(fb);
  });
  it('refuses missing values', () => {
    expect(safeRedirect(null, fb)).toBe(fb);
    expect(safeRedirect(undefined, fb)).toBe(fb);
  });
  it.each(['/', '/compte/profil', '/catalogue?page=2&x=%2F%2Fevil.com', '/docs/a/b#top', '/recherche/pharmacie%20%C3%A9t%C3%A9'])(
    'keeps the local path %j',
    (value) => {
      expect(safeRedirect(value, fb)).toBe(value);
    },
  );
});

describe('the attestation check (docs/decisions.md)', () => {
  it('is open to a visitor without an account on every platform', () => {
    for (const platform of [TOTUM, FARLINE, DEMO]) {
      expect(decideRoute([], ctx({ platform, routeName: 'attestation-verify', pathWithQuery: '/attestation/verifier/ABCD-EFGH-JKMN-PQRS' }))).toEqual(ALLOW);
    }
  });
});
