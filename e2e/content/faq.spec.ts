import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, url, type Browser } from '../support/browser.ts';
import { expectAccessibleAndFitting } from '../support/content.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

describe('FAQ', () => {
  it('shows the sections and finds an answer by searching, accents ignored', async () => {
    const { page } = browser;
    const response = await page.goto(url('localhost', '/faq'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Foire aux questions' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    // Hidden sections and questions are not shown.
    expect(await page.getByText('Facturation (brouillon)').count()).toBe(0);

    const search = page.getByRole('searchbox', { name: 'Rechercher une question' });
    await search.fill('ATTESTATION');
    await page.getByRole('status').filter({ hasText: /correspond/ }).waitFor();
    const questions = page.getByRole('button', { name: /attestation/i });
    expect(await questions.count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('button', { name: 'Qu’est-ce que le DPC ?' }).count()).toBe(0);

    // Accent-insensitive: « materiel » finds « matériel ».
    await search.fill('materiel classe');
    const question = page.getByRole('button', { name: 'De quel matériel ai-je besoin pour une classe virtuelle ?' });
    await question.waitFor();
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    // The accordion works with the keyboard.
    await question.focus();
    await page.keyboard.press('Enter');
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    const panelId = await question.getAttribute('aria-controls');
    expect(await page.locator(`[id="${panelId}"]`).isVisible()).toBe(true);
    await screenshot(page, 'faq-search');

    await search.fill('zzzz introuvable');
    await page.getByText('Aucune question ne correspond à votre recherche.').waitFor();
  });

  it('is accessible and fits a 375 px screen, in French and in Spanish', async () => {
    const phone = await openBrowser({ width: 375, height: 740 });
    try {
      for (const host of ['localhost', 'demo-es']) {
        await phone.page.goto(url(host, '/faq'));
        await phone.page.getByRole('button').filter({ hasText: '?' }).first().click();
        await expectAccessibleAndFitting(phone.page, 375);
      }
    } finally {
      await phone.close();
    }
  });

  it('serves the funding FAQ on the Spanish host only', async () => {
    const { page } = browser;
    const es = await page.goto(url('cofares', '/bonificacion'));
    expect(es?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Preguntas sobre la bonificación' }).waitFor();
    await page.getByRole('button', { name: '¿Qué es la formación bonificada?' }).waitFor();
    await screenshot(page, 'bonificacion-cofares');

    const fr = await page.goto(url('mfo', '/bonificacion'));
    expect(fr?.status()).toBe(404);
  });
});
