/** Shared steps of the browser tests that send forms and read the mail they cause, and the accessibility check. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { outbox } from './identity.ts';
import { seriousAxeViolations } from './browser.ts';

/** A fresh address per run, so the outbox check sees this run's mail only. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.test`;
}

/** Polls the outbox until a mail to the address exists; returns the newest. */
export async function waitForMail(to: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = await outbox(to);
    if (mails.length > 0) return mails[0];
    if (Date.now() > until) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The page has no serious/critical axe violation and no horizontal scroll at its current width. */
export async function expectAccessibleAndFitting(page: Page, width: number) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
