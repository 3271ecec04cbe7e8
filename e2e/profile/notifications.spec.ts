import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin } from '../support/identity.ts';

// A training no other browser test enrols this learner in (the files share one server).
const DETAIL = '/formation/dermocosmetique-conseil-cutane';

describe('live notifications (issue 13 part 8)', () => {
  it('an enrolment in one tab shows in the other’s bell at once, and its count falls when the panel shows it', async () => {
    await inFreshBrowser(async ({ page, context }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'lea.dubois@demo.test');
      await page.waitForURL((u) => u.pathname !== '/connexion');
      const other = await context.newPage();
      await other.goto(url('demo', '/catalogue'));
      const bell = other.getByTestId('notification-bell');
      await bell.waitFor();
      const count = other.getByTestId('notification-count');
      const before = (await count.count()) === 0 ? 0 : Number(await count.textContent());

      await page.goto(url('demo', DETAIL));
      await page.getByRole('button', { name: 'S’inscrire à la formation' }).click();
      await page.waitForURL((u) => /^\/learn\/\d+$/.test(u.pathname));

      // No reload: the live event brings it to the other tab.
      await expect.poll(() => count.textContent(), { timeout: 15_000 }).toBe(String(before + 1));
      expect(await bell.getAttribute('aria-label')).toContain(String(before + 1));

      await bell.click();
      const panel = other.getByRole('dialog', { name: 'Notifications' });
      await panel.waitFor();
      const latest = panel.getByRole('link').first();
      expect(await latest.textContent()).toMatch(/Vous êtes inscrit à « Dermocosmétique : les bases du conseil cutané »/i);
      expect(await latest.getAttribute('href')).toBe(DETAIL);
      await expect.poll(() => count.count()).toBe(0);
      expect((await seriousAxeViolations(other)).join('\n')).toBe('');

      await other.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);
      expect(await bell.evaluate((el) => el === document.activeElement)).toBe(true);

      // Read on the server too: a reload counts nothing unread.
      await other.reload();
      await bell.waitFor();
      expect(await count.count()).toBe(0);
    });
  });
});
