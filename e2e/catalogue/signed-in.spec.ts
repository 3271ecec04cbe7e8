import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowser, screenshot, url } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';
import { inFreshBrowser, submitLogin, userMenu, waitForPath } from '../support/identity.ts';

const PAGE = '/catalogue?type=video';

/** Signs `email` in and opens the catalogue page as a document (not a client navigation): the shared render. */
async function openSignedIn(page: Page, email: string) {
  await page.goto(url('demo', `/connexion?redirect=${encodeURIComponent(PAGE)}`));
  await submitLogin(page, email);
  await waitForPath(page, PAGE);
  await page.goto(url('demo', PAGE));
}

/** The page's HTML as the server sends it to this browser's session (its cookies), before any script ran. */
async function htmlOf(page: Page): Promise<string> {
  return page.evaluate(async (at) => (await fetch(at)).text(), PAGE);
}

// Issue 10 part 7: a signed-in catalogue page is rendered once for everyone who sees the same; who the user is is filled
// in by the browser.
describe('the catalogue signed in', () => {
  it('is one page for two users, each of whom sees their own name, links and bookmarks once it has loaded', async () => {
    await inFreshBrowser(async ({ page }) => {
      await openSignedIn(page, 'pharmacien@demo.test');
      await userMenu(page).getByText('Camille Martin').waitFor();
      await page.getByRole('link', { name: 'Mes formations' }).waitFor();
      await page.getByText('3 formations', { exact: true }).waitFor();
      await page.getByRole('button', { name: /^Garder « .+ » dans mes favoris$/ }).first().waitFor();
      // The spec's csrf-token meta, read from the browser's own XSRF cookie.
      const cookies = await page.context().cookies();
      const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
      await expect.poll(() => page.locator('meta[name="csrf-token"]').getAttribute('content')).toBe(xsrf);
      expect(await page.locator('meta[name="csrf-token"]').count()).toBe(1);
      await expectAccessibleAndFitting(page, 1280);

      const other = await openBrowser({ width: 375, height: 800 });
      try {
        await openSignedIn(other.page, 'titulaire@demo.test');
        await other.page.getByRole('button', { name: 'Menu' }).click();
        await userMenu(other.page).getByText('Isabelle Moreau').waitFor();
        await expectAccessibleAndFitting(other.page, 375);
        await screenshot(other.page, 'catalogue-signed-in-shared');
        // The same bytes for both, naming neither. One after the other: the second is answered with the page the first
        // left in the cache (side by side, both could find the cache's 10 s over and each get a render of its own).
        const mine = await htmlOf(page);
        const theirs = await htmlOf(other.page);
        expect(theirs).toBe(mine);
        for (const personal of ['Camille', 'Isabelle', 'pharmacien@demo.test', 'titulaire@demo.test', xsrf]) expect(mine).not.toContain(personal);
      } finally {
        await other.close();
      }
    });
  }, 120_000);
});
