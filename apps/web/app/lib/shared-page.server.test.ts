import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { Platform } from '@app/contracts/identity/platform';
import type { SessionUser } from '@app/domain/identity/session-user';
import { makeSessionUser } from '@app/domain/identity/session-user.fixture';
import { readPagePass, renewPagePass } from './page-pass.server.ts';
import { isSharedRender, sharedPageCookies, sharedPageKey, sharedRenderSort } from './shared-page.server.ts';

const user = makeSessionUser;

const demo = { id: 1, code_name: 'demo', is_convergence: false } as Platform;

const KEY = 'a-key-of-the-page-passes';

/** A request of `path` on the demo's French host with `cookie`, whose in-process user call answers `answer`. */
function call(path: string, cookie: string | null, answer: SessionUser | null, method = 'GET') {
  const request = new Request(`http://demo.localhost${path}`, { method, headers: cookie ? { cookie } : {} });
  const asked = { times: 0 };
  const context = {
    platformHost: { platform: demo, locale: 'fr-FR', lang: 'fr' },
    pagePassKey: KEY,
    apiFetch: async () => {
      asked.times++;
      return answer
        ? Response.json({ status: 'Success', message: 'OK', data: answer })
        : Response.json({ status: 'Error', message: 'Unauthenticated.' }, { status: 401 });
    },
  } as unknown as AppLoadContext;
  return { key: sharedPageKey(request, context), context, request, asked };
}

/** The pass a render that knew `user` gave the session `session` (its cookie value). */
function passFor(session: string, u: SessionUser, now = Date.now()): string {
  const { request, context } = call('/catalogue', `session=${session}`, u);
  const header = renewPagePass(request, context, u, now)!;
  return header.slice(header.indexOf('=') + 1, header.indexOf(';'));
}

describe('the signed-in pages shared by everyone who sees the same', () => {
  it('shares the catalogue between users whose page is the same, and marks the render as shared', async () => {
    const first = call('/catalogue?type=dpc', 'session=a', user());
    const second = call('/catalogue?type=dpc', 'session=b', user({ id: 2, email: 'c@d.test', firstName: 'Chloé' }));
    const key = await first.key;
    expect(key).not.toBeNull();
    expect(await second.key).toBe(key);
    expect(key).not.toContain('learner@demo.test');
    expect(isSharedRender(first.context)).toBe(true);
  });

  it('keeps apart what the page shows differently: the saved sort, the URL, the cookie consent', async () => {
    const key = await call('/catalogue', 'session=a', user()).key;
    expect(await call('/catalogue', 'session=a', user({ preferences: { sortOption: 'priceDesc', volume: 1 } })).key).not.toBe(key);
    // A sort in the URL wins over the saved one: both users see the same page.
    expect(await call('/catalogue?sort=name', 'session=a', user({ preferences: { sortOption: 'priceDesc', volume: 1 } })).key).toBe(
      await call('/catalogue?sort=name', 'session=a', user()).key,
    );
    expect(await call('/catalogue?page=2', 'session=a', user()).key).not.toBe(key);
    expect(await call('/catalogue', 'session=a; nseConsent=%7B%22analytics%22%3Atrue%7D', user()).key).not.toBe(key);
  });

  it('renders for itself what is not a signed-in GET of a shared screen with its rules passed', async () => {
    const cases = [
      call('/catalogue', null, user()),
      call('/catalogue', 'session=stale', null),
      call('/catalogue', 'session=a', user(), 'HEAD'),
      call('/experts', 'session=a', user()),
      call('/catalogo', 'session=a', user()),
      // The account to work in is not chosen yet: the render redirects to the choice.
      call('/catalogue', 'session=a', user({ userData: { currentAccountId: null }, accounts: [
        { id: 1, name: 'Ana', kind: 'individual', role: 'learner' },
        { id: 2, name: 'Pharmacie', kind: 'establishment', role: 'learner' },
      ] })),
    ];
    for (const { key, context } of cases) {
      expect(await key).toBeNull();
      expect(isSharedRender(context)).toBe(false);
    }
  });

  it('answers from the page pass without asking who the user is, and renews the pass when it asked', async () => {
    const asked = call('/catalogue', 'session=a', user({ preferences: { sortOption: 'priceDesc', volume: 1 } }));
    const key = await asked.key;
    expect(asked.asked.times).toBe(1);
    const [pass] = sharedPageCookies(asked.context);
    expect(pass).toMatch(/^page-pass=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    const value = pass.slice('page-pass='.length, pass.indexOf(';'));
    // Nobody answers the user call any more: the pass says the user's sort.
    const passed = call('/catalogue', `session=a; page-pass=${value}`, null);
    expect(await passed.key).toBe(key);
    expect(passed.asked.times).toBe(0);
    expect(sharedPageCookies(passed.context)).toEqual([]);
    // The render shows the key's sort, whatever the user's saved one has become meanwhile.
    expect(sharedRenderSort(passed.context)).toBe('priceDesc');
  });

  it('takes no pass of another session, altered, expired, or saying the account is to be chosen', async () => {
    const u = user();
    const choosing = user({ userData: { currentAccountId: null }, accounts: [
      { id: 1, name: 'Ana', kind: 'individual', role: 'learner' },
      { id: 2, name: 'Pharmacie', kind: 'establishment', role: 'learner' },
    ] });
    const good = passFor('a', u);
    expect(readPagePass(call('/', `session=a; page-pass=${good}`, null).request, call('/', null, null).context)).toMatchObject({ sort: null, accountChoice: false });
    for (const cookie of [
      `session=b; page-pass=${good}`,
      `session=a; page-pass=${good.replace('~0.', '~1.')}`,
      `session=a; page-pass=${passFor('a', u, Date.now() - 61_000)}`,
      `session=a; page-pass=${good.slice(0, good.indexOf('.'))}`,
    ]) {
      const { request, context } = call('/catalogue', cookie, null);
      expect(readPagePass(request, context)).toBeNull();
    }
    const chosen = call('/catalogue', `session=a; page-pass=${passFor('a', choosing)}`, null);
    expect(await chosen.key).toBeNull();
    expect(chosen.asked.times).toBe(0);
  });

  it('renews a pass past half its life or no longer true, and clears it once the session is gone', () => {
    const u = user();
    const now = Date.now();
    const fresh = call('/catalogue', `session=a; page-pass=${passFor('a', u, now)}`, null);
    expect(renewPagePass(fresh.request, fresh.context, u, now + 10_000)).toBeNull();
    expect(renewPagePass(fresh.request, fresh.context, u, now + 40_000)).toMatch(/^page-pass=/);
    expect(renewPagePass(fresh.request, fresh.context, user({ preferences: { sortOption: 'name', volume: 1 } }), now + 10_000)).toMatch(/^page-pass=/);
    expect(renewPagePass(fresh.request, fresh.context, null, now)).toBe('page-pass=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});
