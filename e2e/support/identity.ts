/** Shared steps of the browser tests that sign in (identity, content, live updates); every test logs in by itself. */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { outboxSocket } from './server.ts';
import { readOutboxSocket, type OutboxMessage } from '@app/api/mail/outbox-socket';

/** Password of every demo account (HOSTS.md). */
export const DEMO_PASSWORD = 'Pharma-Demo-2026';

/** Fills and sends the login form of the current page. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  // The button is enabled once the page's code owns the form (docs/decisions.md "Login form before hydration"): typed
  // before, the fields could be reset by the hydration.
  const submit = page.getByRole('button', { name: /^(Se connecter|Iniciar sesión)$/, disabled: false });
  await submit.waitFor();
  await page.getByLabel(/^(Adresse e-mail|Correo electrónico)$/).fill(email);
  await page.getByLabel(/^(Mot de passe|Contraseña)$/).fill(password);
  await submit.click();
}

/** The header's user menu button (its accessible name holds the user's name). */
export function userMenu(page: Page) {
  return page.getByTestId('user-menu');
}

/** Waits for a path (and query) on the page, whatever the host. */
export async function waitForPath(page: Page, pathWithQuery: string) {
  await page.waitForURL((u) => u.pathname + u.search === pathWithQuery);
}

/** The value of the API's session cookie in the browser, for a host. */
export async function sessionCookie(context: BrowserContext, pageUrl: string): Promise<string | undefined> {
  return (await context.cookies(pageUrl)).find((c) => c.name === 'session')?.value;
}

/** Latest mails to an address from the running server's outbox, newest first, read through its socket. */
export function outbox(to: string): Promise<OutboxMessage[]> {
  return readOutboxSocket(outboxSocket(), { to });
}

/** Polls the outbox until a mail to the address carries a link matching the pattern. */
export async function linkFromOutbox(to: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    for (const message of await outbox(to)) {
      const link = message.links.find((l) => pattern.test(l));
      if (link) return link;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} with a link matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Saves a screenshot of the page and returns its address, whether its code runs, and its visible text. */
async function failureTrace(page: Page): Promise<string> {
  const { screenshot } = await import('./browser.ts');
  const name = `failure-${expect.getState().currentTestName?.replace(/[^\w-]+/g, '-').slice(0, 80) ?? Date.now()}`;
  await screenshot(page, name);
  // React Router's router exists once the page's code has taken it over.
  const hydrated = await page.evaluate(() => '__reactRouterDataRouter' in window).catch(() => 'unknown');
  const text = await page.locator('body').innerText({ timeout: 2_000 });
  return `[${name}] ${page.url()} (hydrated: ${hydrated})\n${text.slice(0, 1_500)}`;
}

/** Runs a test in its own fresh browser (no cookie or storage left by another test). */
export async function inFreshBrowser<T>(
  run: (b: import('./browser.ts').Browser) => Promise<T>,
  viewport?: { width: number; height: number },
  options?: { firstVisit?: boolean },
): Promise<T> {
  const { openBrowser } = await import('./browser.ts');
  const browser = await openBrowser(viewport, options);
  try {
    return await run(browser);
  } catch (error) {
    // What the page showed when the test failed, in the test's error (the end of a run's output) and test-results/.
    const trace = await failureTrace(browser.page).catch(() => undefined);
    if (trace && error instanceof Error) error.message += `\n${trace}`;
    throw error;
  } finally {
    await browser.close();
  }
}
