import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, url, waitForHydrated } from '../support/browser.ts';
import { inFreshBrowser, submitLogin } from '../support/identity.ts';

/** The course ids of the page's learner's bookmarks, as GET /api/user/bookmarks answers them. */
const bookmarkedNames = (page: Page) =>
  page.evaluate(async () => {
    const answer = await (await fetch('/back/api/user/bookmarks', { credentials: 'include' })).json();
    return (answer.data.bookmarks as { name: string }[]).map((b) => b.name);
  });

describe('bookmarks (issue 13 part 7)', () => {
  it('a bookmark toggled on a catalogue card is kept (API, pressed after reload), listed in the profile and removed from there or from the card', async () => {
    await inFreshBrowser(async ({ page }) => {
      // A visitor sees no toggle.
      await page.goto(url('demo', '/catalogue'));
      await page.getByRole('article').first().waitFor();
      expect(await page.getByRole('button', { name: /dans mes favoris/ }).count()).toBe(0);

      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'maxime.leroy@demo.test');
      await page.waitForURL((u) => u.pathname !== '/connexion');
      // The toggle is downloaded by signed-in users once the page is shown: it answers once it has arrived.
      await page.goto(url('demo', '/catalogue'), { waitUntil: 'networkidle' });
      const card = page.getByRole('article').first();
      const name = (await card.getByRole('heading').textContent())!.trim();
      const toggle = card.getByRole('button', { name: `Garder « ${name} » dans mes favoris` });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await page.getByRole('alert').count()).toBe(0);

      await waitForHydrated(toggle);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => bookmarkedNames(page)).toContain(name);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      await page.reload({ waitUntil: 'networkidle' });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');

      // Listed on the profile's overview, and removed from there.
      await page.goto(url('demo', '/compte/profil'));
      const list = page.getByTestId('bookmark-list');
      await list.getByRole('heading', { name }).waitFor();
      await list.getByRole('button', { name: `Retirer « ${name} » de mes favoris` }).click();
      await list.getByText('Vous n’avez pas encore de favori').waitFor();
      await expect.poll(() => bookmarkedNames(page)).not.toContain(name);

      // Toggled on the card again, then off.
      await page.goto(url('demo', '/catalogue'), { waitUntil: 'networkidle' });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await waitForHydrated(toggle);
      await toggle.click();
      await expect.poll(() => bookmarkedNames(page)).toContain(name);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => bookmarkedNames(page)).not.toContain(name);
    });
  });
});
