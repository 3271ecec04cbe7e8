/**
 * The accessibility sweep (issue 18 part 5): every built screen a role may open, found from the route table, opened in
 * French and Spanish and checked at desktop width and at 375 px. Screens with parameters are reached through the links
 * of the screens already visited (a list leads to its items), or through the demo values below; a screen reached by
 * neither fails the sweep, so a new screen is covered without editing it.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { flatRoutes, matchPath, type FlatRoute } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { BUILT_SCREENS } from '../../apps/web/app/built-screens.ts';
import { inFreshBrowser, submitLogin } from './identity.ts';
import { seriousAxeViolations, url, waitForHydrated } from './browser.ts';

export type Role = 'guest' | 'learner' | 'owner' | 'referent' | 'admin';

const PHARMACY_GUARD = 'is-titulaire-or-referent';
const ADMIN_GUARD = 'admin-auth';

/** The screens of a role: what only it (and those above it) may open; guests get every screen without a sign-in guard. */
function screensOf(role: Role): FlatRoute[] {
  return flatRoutes().filter((route) => {
    if (BUILT_SCREENS[route.name] === undefined || route.redirectTo) return false;
    const guards = new Set(route.guards);
    if (role === 'guest') return !guards.has('auth') && !guards.has(ADMIN_GUARD) && !guards.has(PHARMACY_GUARD);
    if (role === 'admin') return guards.has(ADMIN_GUARD);
    if (role === 'owner' || role === 'referent') return guards.has(PHARMACY_GUARD);
    return guards.has('auth') && !guards.has(ADMIN_GUARD) && !guards.has(PHARMACY_GUARD);
  });
}

/** Demo values of screens no visited screen links to (tokens and codes from e-mails, the demo's documents). */
const DEMO_PATHS: Partial<Record<string, Record<Lang, string>>> = {
  'auth-reset-password-token': { fr: '/reinitialiser-mon-mot-de-passe/jeton-de-demo', es: '/restablecer-mi-contrasena/jeton-de-demo' },
  'attestation-verify': { fr: '/attestation/verifier/ABCD-EFGH-JKMN-PQRS', es: '/certificado/verificar/ABCD-EFGH-JKMN-PQRS' },
  feedback: { fr: '/feedback/demo-feedback-2026', es: '/feedback/demo-feedback-2026' },
  'trainer-virtual-class': { fr: '/trainer/virtualClass/demo-formateur-douleur-chronique-2027-01-12', es: '/trainer/virtualClass/demo-formateur-douleur-chronique-2027-01-12' },
  docs: { fr: '/docs/guides/officine', es: '/docs/guides/officine' },
  search: { fr: '/recherche/inhalation', es: '/buscar/vacunacion' },
  'training-detail-learn': { fr: '/formation/accompagner-sevrage-tabagique/learn', es: '/formation/accompagner-sevrage-tabagique/learn' },
  learn: { fr: '/learn/1', es: '/learn/1' },
  'evaluation-quiz': { fr: '/evaluation-quiz/1', es: '/valoracion-quiz/1' },
  'shop-order': { fr: '/boutique/commande/CMD-DEMO000001', es: '/tienda/pedido/CMD-DEMO000001' },
  'video-quiz': { fr: '/video/quiz/conseil-homeopathie-pathologies-hivernales', es: '/video/quiz/conseil-homeopathie-pathologies-hivernales' },
  'custom-page': { fr: '/pages/engagement-qualite', es: '/pages/engagement-qualite' },
};

const ACCOUNTS: Record<Exclude<Role, 'guest'>, string> = {
  learner: 'pharmacien@demo.test',
  owner: 'titulaire@demo.test',
  referent: 'referent@demo.test',
  admin: 'admin@demo.test',
};

const HOSTS: Record<Lang, string> = { fr: 'demo', es: 'demo-es' };
const WIDTHS = [1280, 375] as const;

/** What a person with assistive technology or a phone meets on the page, as a list of problems (empty: none). */
async function problemsOf(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  const problems = (await seriousAxeViolations(page)).map((violation) => `axe ${violation}`);
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    // The deepest elements reaching past the screen's edge: what makes it scroll sideways.
    wide: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && element.children.length === 0)
      .filter((element) => {
        // Inside a box that scrolls or clips sideways, an element does not widen the page.
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible') return false;
        }
        return true;
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`),
    mains: document.querySelectorAll('main').length,
    h1: document.querySelectorAll('h1').length,
    skipTarget: (() => {
      const skip = document.querySelector<HTMLAnchorElement>('body a[href^="#"]');
      return skip ? Boolean(document.getElementById(skip.getAttribute('href')!.slice(1))) : false;
    })(),
  }));
  if (layout.scrollWidth > width) problems.push(`scrolls sideways (${layout.scrollWidth} px wide: ${layout.wide.join(', ')})`);
  if (layout.mains !== 1) problems.push(`${layout.mains} main landmarks`);
  if (layout.h1 !== 1) problems.push(`${layout.h1} h1 headings`);
  if (!layout.skipTarget) problems.push('no skip link to the content');
  return problems;
}

/** Same-site links of the page, as paths. */
async function linksOf(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href));
  return hrefs.filter((href) => href.startsWith(origin)).map((href) => new URL(href).pathname);
}

/**
 * Opens every screen of the role in a language, signed in where the role needs it, and returns each screen's problems
 * by width. Screens without parameters come first, so their links reach the screens with parameters.
 */
async function sweepLanguage(role: Role, lang: Lang): Promise<{ screens: number; problems: string[]; unreached: string[] }> {
  const hasParams = (screen: FlatRoute) => /[:*]/.test(screen[lang] ?? '');
  const screens = screensOf(role).sort((a, b) => Number(hasParams(a)) - Number(hasParams(b)));
  return inFreshBrowser(async ({ page }) => {
    if (role !== 'guest') {
      await page.goto(url(HOSTS[lang], lang === 'fr' ? '/connexion' : '/conexion'));
      await submitLogin(page, ACCOUNTS[role]);
      await page.waitForURL((address) => !/\/(connexion|conexion)$/.test(address.pathname));
      if (role === 'referent') {
        // A referent of two pharmacies chooses the one to manage, once the choice screen's button is React's (a press on
        // the page as the server sent it would be lost).
        const choosing = /choix-du-compte|eleccion-de-cuenta/;
        await page.waitForURL((address) => choosing.test(address.pathname));
        const choice = page.getByRole('button').filter({ hasText: 'Pharmacie des Halles' });
        await waitForHydrated(choice);
        await choice.click();
        await page.waitForURL((address) => !choosing.test(address.pathname), { timeout: 60_000 });
      }
    }
    const seen = new Map<string, string>();
    const problems: string[] = [];
    const unreached: string[] = [];
    let swept = 0;
    for (const screen of screens) {
      const pattern = screen[lang];
      if (pattern === null) continue;
      const path = hasParams(screen) ? (seen.get(screen.name) ?? DEMO_PATHS[screen.name]?.[lang]) : pattern;
      if (!path) {
        unreached.push(`${screen.name} (${lang})`);
        continue;
      }
      await page.goto(url(HOSTS[lang], path));
      swept++;
      for (const width of WIDTHS) {
        for (const problem of await problemsOf(page, width)) problems.push(`${screen.name} ${lang} ${width}px ${path}: ${problem}`);
      }
      for (const link of await linksOf(page)) {
        const match = matchPath(link, lang);
        if (match && !seen.has(match.name)) seen.set(match.name, link);
      }
    }
    return { screens: swept, problems, unreached };
  });
}

/**
 * The sweep of roles sharing their screens (an owner and a referent) in both languages: fails with every problem found,
 * by screen, language and width, and with each screen none of them could reach.
 */
export async function sweepScreens(...roles: Role[]): Promise<void> {
  const results: Awaited<ReturnType<typeof sweepLanguage>>[] = [];
  for (const role of roles) for (const lang of ['fr', 'es'] as const) results.push(await sweepLanguage(role, lang));
  // A screen is missed when every role missed it in that language (each result is one role in one language).
  const unreached = [...new Set(results.flatMap((result) => result.unreached))].filter((screen) => results.filter((result) => result.unreached.includes(screen)).length === roles.length);
  const problems = [
    ...results.flatMap((result) => result.problems),
    ...unreached.map((screen) => `${screen}: no visited screen links to it and it has no demo path in e2e/support/screens.ts`),
  ];
  console.info(`accessibility sweep (${roles.join(', ')}): ${results.reduce((sum, r) => sum + r.screens, 0)} screens × ${WIDTHS.length} widths, ${problems.length} problems`);
  expect(problems).toEqual([]);
}
