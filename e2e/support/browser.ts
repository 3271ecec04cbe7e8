import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { baseUrl } from './server.ts';

const require = createRequire(import.meta.url);

/** The URL of a path on a demo host, e.g. url('mfo', '/catalogue') → http://mfo.localhost:3950/catalogue. */
export function url(host: string, pathname = '/'): string {
  const base = new URL(baseUrl());
  base.hostname = host === 'localhost' ? 'localhost' : `${host}.localhost`;
  return new URL(pathname, base).toString();
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * Debian's Chromium driven by playwright-core, every *.localhost name mapped to the loopback address. The browser has
 * seen the guided tour already (its flag set on every page) unless `firstVisit`: only the tour's own test meets it.
 */
export async function openBrowser(viewport = { width: 1280, height: 800 }, { firstVisit = false } = {}): Promise<Browser> {
  const dir = await mkdtemp(path.join(tmpdir(), 'chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
  if (!firstVisit) {
    await context.addInitScript(() => {
      try {
        localStorage.setItem('tourShown', 'true');
      } catch {
        // A page without storage (about:blank) has no tour either.
      }
    });
  }
  context.on('page', awaitHydration);
  for (const open of context.pages()) awaitHydration(open);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * After `goto` lands on one of the app's HTML pages, waits until React has hydrated it: a click or a keystroke on a
 * page that is still only server-rendered HTML would be lost or undone by hydration.
 */
function awaitHydration(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (target, options) => {
    const response = await goto(target, options);
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    }
    return response;
  };
}

export async function screenshot(page: Page, name: string) {
  await mkdir('test-results', { recursive: true });
  await page.screenshot({ path: path.join('test-results', `${name}.png`), fullPage: true });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations of the current page (the project's accessibility promise). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const source = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated rather than added as an inline script, which the page's Content-Security-Policy refuses.
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  }) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Waits until React owns an element: a part of the page rendered on the server inside a Suspense boundary (a lazy
 * component) is hydrated only once its code has arrived, and a key pressed on it before then is lost.
 */
export async function waitForHydrated(locator: Locator, timeoutMs = 30_000): Promise<void> {
  // Asked again each time: the element is found anew, so one React replaced (a client render) is not waited on forever.
  const until = Date.now() + timeoutMs;
  while (!(await locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')), undefined, { timeout: timeoutMs }))) {
    if (Date.now() > until) throw new Error(`${locator} was never owned by React`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
