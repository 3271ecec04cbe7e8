/** The catalogue PDFs and the login image (issue 17 parts 2 and 7): uploaded in the back-office, seen by visitors. */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';
import type { Page } from 'playwright-core';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function signInTo(page: Page, path: string) {
  await page.goto(url('demo', `/connexion?redirect=${path}`));
  await submitLogin(page, 'admin@demo.test');
  await waitForPath(page, path);
}

/** The audit log's newest entry of an action, by its label (opened from the back-office's tabs). */
async function latestAuditEntry(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Rubriques du back-office' }).getByRole('link', { name: 'Journal des modifications' }).click();
  await waitForPath(page, '/admin/auditLog');
  const entry = page.getByTestId('audit-entry').filter({ hasText: label }).first();
  await entry.waitFor();
  return entry;
}

describe('catalogue PDFs', () => {
  it('are uploaded per language by an administrator, refused when not a PDF, downloaded from the public catalogue and logged', async () => {
    await inFreshBrowser(async ({ page }) => {
      await signInTo(page, '/admin/catalog');
      const french = page.getByTestId('catalog-pdf-fr');
      await french.getByText('Aucun catalogue PDF dans cette langue').waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // A page saved as ".pdf" is not a PDF: the message beside the field, nothing kept.
      const input = french.getByLabel('Fichier PDF');
      await input.setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><body>not a pdf</body></html>') });
      await french.getByRole('button', { name: 'Envoyer' }).click();
      await french.getByText('Ce fichier n’est pas un PDF : choisissez un fichier PDF.').waitFor();
      expect(await input.getAttribute('aria-invalid')).toBe('true');

      await input.setInputFiles({ name: 'Catalogue 2027.pdf', mimeType: 'application/pdf', buffer: PDF });
      await french.getByRole('button', { name: 'Envoyer' }).click();
      await french.getByRole('status').filter({ hasText: 'Le catalogue PDF est enregistré.' }).waitFor();
      const current = french.getByTestId('catalog-pdf-fr-current');
      await current.getByRole('link', { name: 'Catalogue 2027.pdf' }).waitFor();
      expect(await current.textContent()).toContain('Aurélie Blanc');
      expect(await page.getByTestId('catalog-pdf-es').textContent()).toContain('Aucun catalogue PDF dans cette langue');
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      const entry = await latestAuditEntry(page, 'Catalogue PDF');
      expect(await entry.getByRole('row', { name: /fileName/ }).textContent()).toBe('fileName—Catalogue 2027.pdf');
    });

    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/catalogue'));
      const link = page.getByTestId('catalogue-pdf');
      expect(await link.textContent()).toMatch(/^Télécharger le catalogue \(PDF, 0,1\sko\)$/);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe('catalogue-demo-fr.pdf');
      expect((await readFile((await download.path())!)).equals(PDF)).toBe(true);
      // The Spanish platform has none: no link.
      await page.goto(url('cofares', '/catalogar'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('catalogue-pdf').count()).toBe(0);
    });
  }, 180_000);
});

describe('login image', () => {
  it('is changed by an administrator, shown on the login page as a full background on its colour, and logged', async () => {
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4e89' } }).png().toBuffer();
    await inFreshBrowser(async ({ page }) => {
      await signInTo(page, '/admin/loginImage');
      const french = page.getByTestId('login-image-fr');
      await french.getByTestId('login-image-preview').waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // Text posing as a picture is refused beside the field.
      const input = french.getByLabel('Nouvelle image (facultatif)');
      await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
      await french.getByRole('button', { name: 'Enregistrer' }).click();
      await french.getByText(/Ce fichier n’est pas une image JPEG, PNG ou WebP/).waitFor();

      await input.setInputFiles({ name: 'fond.png', mimeType: 'image/png', buffer: picture });
      // The chosen picture is previewed before it is sent.
      await french.getByRole('img', { name: 'Aperçu de l’image choisie' }).waitFor();
      await french.getByLabel('Couleur de fond').fill('#0a3d62');
      await french.getByLabel('En fond de toute la page').check();
      await french.getByRole('button', { name: 'Enregistrer' }).click();
      await french.getByRole('status').filter({ hasText: 'L’image de connexion est enregistrée.' }).waitFor();
      // The screen reads the saved image again: the uploaded picture, kept as WebP.
      await french.locator('img[alt="Image de connexion actuelle"][src^="/back/api/loginImage/"][src$=".webp"]').waitFor();

      const entry = await latestAuditEntry(page, 'Image de connexion');
      expect(await entry.getByRole('row', { name: /bgColor/ }).textContent()).toBe('bgColor#FFF4D6#0A3D62');
      expect(await entry.getByRole('row', { name: /isFullBg/ }).textContent()).toBe('isFullBgnonoui');
    });

    await inFreshBrowser(
      async ({ page }) => {
        await page.goto(url('demo', '/connexion'));
        const frame = page.getByTestId('login-image');
        await frame.waitFor();
        const style = await frame.evaluate((el) => ({ image: getComputedStyle(el).backgroundImage, colour: getComputedStyle(el).backgroundColor }));
        expect(style.image).toMatch(/\/back\/api\/loginImage\/[\w-]+\.webp/);
        expect(style.colour).toBe('rgb(10, 61, 98)');
        const src = /url\("(.+)"\)/.exec(style.image)![1];
        // Fetched by the page itself (the browser resolves the demo host names).
        const answer = await page.evaluate(async (address) => {
          const response = await fetch(address);
          return [response.status, response.headers.get('content-type')];
        }, src);
        expect(answer).toEqual([200, 'image/webp']);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
        await screenshot(page, 'login-image-uploaded-phone');
      },
      { width: 375, height: 740 },
    );
  }, 180_000);

  it('fits a phone in the back-office', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        for (const path of ['/admin/catalog', '/admin/loginImage']) {
          await signInTo(page, path);
          // Loaded directly too (a reload): the back-office's texts come with the page.
          await page.goto(url('demo', path));
          await page.getByRole('heading', { level: 1, name: 'Back-office' }).waitFor();
          await page.getByRole('navigation', { name: 'Rubriques du back-office' }).waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
          await page.context().clearCookies();
        }
      },
      { width: 375, height: 740 },
    );
  });
});
