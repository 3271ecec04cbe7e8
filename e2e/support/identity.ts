/** Shared steps of the browser tests that sign in (identity, content, live updates); every test logs in by itself. */
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/** Password of every demo account (HOSTS.md). */
export const DEMO_PASSWORD = 'Pharma-Demo-2026';

/** Fills and sends the login form of the current page. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel(/^(Adresse e-mail|Correo electrónico)$/).fill(email);
  await page.getByLabel(/^(Mot de passe|Contraseña)$/).fill(password);
  await page.getByRole('button', { name: /^(Se connecter|Iniciar sesión)$/ }).click();
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

interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/**
 * Latest mails to an address from the server's outbox (loopback only, no SMTP configured), newest first. The test
 * process asks the server directly: the embedded database is held by the running server.
 */
export async function outbox(to: string): Promise<OutboxMessage[]> {
  const base = new URL(inject('baseUrl'));
  base.hostname = '127.0.0.1';
  const response = await fetch(new URL(`/back/api/outbox?${new URLSearchParams({ to })}`, base));
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  const body = (await response.json()) as { data: OutboxMessage[] };
  return body.data;
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

/** Runs a test in its own fresh browser (no cookie or storage left by another test). */
export async function inFreshBrowser<T>(
  run: (b: import('./browser.ts').Browser) => Promise<T>,
  viewport?: { width: number; height: number },
): Promise<T> {
  const { openBrowser } = await import('./browser.ts');
  const browser = await openBrowser(viewport);
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}
