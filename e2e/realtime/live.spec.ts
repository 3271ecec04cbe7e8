/** Live updates in the browser (issue 6 part 4): the maintenance state pushed on the public channel. */
import { describe, expect, it } from 'vitest';
import { url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';
import { apiAs, bannerEmptied, navigationsOf, socketFrames } from '../support/realtime.ts';

describe('live updates', () => {
  it('a signed-in user sees the maintenance banner come and go without reloading', async () => {
    const admin = apiAs();
    await admin.login('admin@demo.test');
    const message = `Maintenance test ${Date.now()}`;
    try {
      await inFreshBrowser(async ({ page }) => {
        const frames = socketFrames(page);
        await page.goto(url('demo', '/connexion'));
        await submitLogin(page, 'pharmacien@demo.test');
        await waitForPath(page, '/catalogue');
        await Promise.all([frames.joined(/^lms-maintenance$/), frames.joined(/^private-user\.\d+$/)]);
        const banner = page.getByTestId('maintenance-banner');
        expect(await banner.getAttribute('role')).toBe('status');
        expect(await banner.textContent()).toBe('');
        const navigations = navigationsOf(page);

        await admin.setMaintenance({ showMessage: true, message, isActive: true });
        await banner.getByText(message).waitFor({ timeout: 10_000 });

        await admin.setMaintenance({ showMessage: false, message: '', isActive: false });
        await bannerEmptied(page, 10_000);
        // No reload: the page was never navigated again.
        expect(navigations).toEqual([]);
      });
    } finally {
      await admin.setMaintenance({ showMessage: false, message: '', isActive: false });
    }
  });
});
