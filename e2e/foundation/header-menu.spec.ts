import { describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url } from '../support/browser.ts';

describe('the header on a phone', () => {
  it('folds links, sign-in and search behind a menu button that Escape closes', async () => {
    const phone = await openBrowser({ width: 375, height: 740 });
    try {
      const { page } = phone;
      await page.goto(url('mfo', '/catalogue'));
      const button = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await nav.isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: 'Se connecter' }).isVisible()).toBe(false);
      // The content starts right under a one-line header.
      expect((await page.locator('header').boundingBox())?.height).toBeLessThan(90);

      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await nav.waitFor();
      expect(await page.getByRole('link', { name: 'Se connecter' }).isVisible()).toBe(true);
      expect(await page.getByRole('searchbox').first().isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'header-menu-open-phone');

      await page.getByRole('link', { name: 'Catalogue', exact: true }).focus();
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await nav.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('header-menu');

      // A link followed from the open menu closes it.
      await button.click();
      await page.getByRole('link', { name: 'Accueil', exact: true }).click();
      await page.waitForURL(url('mfo', '/'));
      await page.waitForFunction(() => document.querySelector('[aria-controls="header-menu"]')?.getAttribute('aria-expanded') === 'false');
      expect(await nav.isVisible()).toBe(false);
    } finally {
      await phone.close();
    }
  });

  it('shows everything without a menu button on a wide screen', async () => {
    const wide = await openBrowser();
    try {
      await wide.page.goto(url('cofares', '/catalogar'));
      expect(await wide.page.getByRole('button', { name: 'Menú' }).isVisible()).toBe(false);
      expect(await wide.page.getByRole('navigation', { name: 'Navegación principal' }).isVisible()).toBe(true);
    } finally {
      await wide.close();
    }
  });
});
