/** Steps the back-office's browser tests share. */
import type { Locator, Page } from 'playwright-core';
import { screenshot, url } from './browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from './identity.ts';

/**
 * The period filter of a back-office list (`filters`: its search form): a period ending before it starts is refused
 * beside its end, the typed days kept; a period long gone shows the list's empty state (`emptyText`).
 */
export async function checkPeriodFilter(page: Page, filters: Locator, emptyText: string): Promise<void> {
  await filters.getByLabel('Du', { exact: true }).fill('2026-05-02');
  await filters.getByLabel('Au', { exact: true }).fill('2026-05-01');
  await filters.getByRole('button', { name: 'Filtrer' }).click();
  await page.getByText('La fin de la période ne peut pas précéder son début.').waitFor();
  if ((await filters.getByLabel('Au', { exact: true }).inputValue()) !== '2026-05-01') throw new Error('The refused day was not kept in its field');
  await filters.getByLabel('Du', { exact: true }).fill('2020-01-01');
  await filters.getByLabel('Au', { exact: true }).fill('2020-12-31');
  await filters.getByRole('button', { name: 'Filtrer' }).click();
  await page.getByText(emptyText).waitFor();
}

/** Signs the demo administrator in, landing on `path`. */
export async function adminSignIn(page: Page, path: string): Promise<void> {
  await page.goto(url('demo', `/connexion?redirect=${encodeURIComponent(path)}`));
  await submitLogin(page, 'admin@demo.test');
  await waitForPath(page, path);
}

/** The width of a back-office screen on a 375 px phone, once `ready` shows (its screenshot kept as `shot`). */
export async function pageWidthOnPhone(path: string, ready: (page: Page) => Locator, shot: string): Promise<number> {
  return inFreshBrowser(
    async ({ page }) => {
      await adminSignIn(page, path);
      await ready(page).first().waitFor();
      await screenshot(page, shot);
      return page.evaluate(() => document.documentElement.scrollWidth);
    },
    { width: 375, height: 740 },
  );
}
