/** The back-office's FAQ and billboards (issue 17 part 6): ordered by keyboard, hidden, and seen on the public pages at once. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url, waitForHydrated } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

const SECTION = 'Formations et DPC';

/** The questions of a section of the public FAQ, in the page's order. */
async function publicQuestions(page: Page, section: string): Promise<string[]> {
  await page.goto(url('demo', '/faq'));
  const region = page.getByRole('region', { name: section });
  await region.waitFor();
  return (await region.getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim());
}

/** Runs an action on the back-office and waits for the save it makes. */
async function saved(page: Page, call: string, action: () => Promise<void>) {
  const response = page.waitForResponse((r) => r.url().includes(call) && r.request().method() !== 'GET');
  await action();
  expect((await response).status()).toBe(200);
}

describe('back-office FAQ', () => {
  it('reorders questions by keyboard and hides one: the public FAQ follows, and both changes are in the audit log', async () => {
    await inFreshBrowser(async ({ page }) => {
      const before = await publicQuestions(page, SECTION);
      expect(before.length).toBeGreaterThanOrEqual(2);
      const [first, second] = before;

      await page.goto(url('demo', '/connexion?redirect=/admin/faq'));
      await submitLogin(page, 'admin@demo.test');
      await waitForPath(page, '/admin/faq');
      const questions = page.getByRole('list', { name: `Questions de « ${SECTION} »` });
      const handle = questions.getByRole('button', { name: `Déplacer « ${first} »` });
      await waitForHydrated(handle);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // Picked up with Space, one step down with the arrow (announced), dropped with Space: saved.
      await handle.focus();
      await page.keyboard.press('Space');
      await questions.locator('[data-dragging]').waitFor();
      // dnd-kit starts listening to the arrows in a timer set when the item is picked up: a press before it runs is
      // lost (a loaded machine). A timer of the page's own, set after, runs after it.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
      await page.keyboard.press('ArrowDown');
      await page.getByText(`« ${first} » en position 2 sur`).waitFor({ state: 'attached' });
      await saved(page, 'updateQuestionOrderAndVisibility', () => page.keyboard.press('Space'));
      await page.getByText(`« ${first} » déposé en position 2`).waitFor({ state: 'attached' });
      await page.getByRole('status').filter({ hasText: 'Ordre et visibilité enregistrés.' }).first().waitFor();
      const rows = questions.getByTestId('sortable-row');
      expect(await rows.nth(0).textContent()).toContain(second);
      expect(await rows.nth(1).textContent()).toContain(first);

      const admin = page.url();
      expect((await publicQuestions(page, SECTION)).slice(0, 2)).toEqual([second, first]);

      // Hidden: gone from the public FAQ at once.
      await page.goto(admin);
      const visible = page.getByRole('checkbox', { name: `Visible : ${second}` });
      await waitForHydrated(visible);
      await saved(page, 'updateQuestionOrderAndVisibility', () => visible.uncheck());
      expect(await visible.isChecked()).toBe(false);
      const after = await publicQuestions(page, SECTION);
      expect(after).not.toContain(second);
      expect(after[0]).toBe(first);

      await page.goto(url('demo', '/admin/auditLog?action=faq.order'));
      const entries = page.getByTestId('audit-entry');
      await entries.first().waitFor();
      expect(await entries.count()).toBe(2);
      expect(await entries.first().textContent()).toContain('Ordre et visibilité de la FAQ');
      expect(await entries.first().getByRole('row', { name: /\.isVisible/ }).textContent()).toMatch(/isVisibleouinon$/);
      expect(await entries.nth(1).getByRole('row', { name: /\.order/ }).count()).toBe(2);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
    });
  }, 180_000);

  it('adds a question to a section, refusing a blank one beside its field, and fits a phone', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        await page.goto(url('demo', '/connexion?redirect=/admin/faq'));
        await submitLogin(page, 'admin@demo.test');
        await waitForPath(page, '/admin/faq');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await screenshot(page, 'admin-faq-phone');
        await page.getByRole('link', { name: `Ajouter une question : ${SECTION}` }).click();
        const save = page.getByRole('button', { name: 'Enregistrer' });
        await waitForHydrated(save);
        await save.click();
        await page.getByText('Ce champ est obligatoire.').first().waitFor();
        await page.getByLabel('Question', { exact: true }).fill('Les formations sont-elles accessibles sur mobile ?');
        await page.getByRole('textbox', { name: 'Réponse' }).click();
        await page.keyboard.type('Oui, sur tous les écrans.');
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
        await save.click();
        await waitForPath(page, '/admin/faq');
        await page.getByRole('list', { name: `Questions de « ${SECTION} »` }).getByText('Les formations sont-elles accessibles sur mobile ?', { exact: true }).waitFor();
        expect(await publicQuestions(page, SECTION)).toContain('Les formations sont-elles accessibles sur mobile ?');
      },
      { width: 375, height: 740 },
    );
  }, 120_000);
});

describe('back-office billboards', () => {
  it('moves a billboard with its button and hides another: the home page follows', async () => {
    let titles: string[] = [];
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion?redirect=/admin/billboards'));
      await submitLogin(page, 'admin@demo.test');
      await waitForPath(page, '/admin/billboards');
      const list = page.getByRole('list', { name: 'Bannières de la page d’accueil' });
      const rows = list.getByTestId('sortable-row');
      await rows.first().waitFor();
      titles = await Promise.all([0, 1].map(async (i) => (await rows.nth(i).locator('p').first().textContent())!.replace('Masqué', '').trim()));
      const down = list.getByRole('button', { name: `Descendre « ${titles[0]} »` });
      await waitForHydrated(down);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await saved(page, 'billboards/updateOrderAndVisibility', () => down.click());
      expect(await rows.nth(0).textContent()).toContain(titles[1]);
      await saved(page, 'billboards/updateOrderAndVisibility', () => list.getByRole('checkbox', { name: `Visible : ${titles[1]}` }).uncheck());

    });
    // The home page, as a visitor sees it (an administrator signed in is sent to the catalogue).
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/'));
      const cards = page.getByTestId('billboards').getByRole('listitem');
      await cards.first().waitFor();
      const texts = await cards.allTextContents();
      expect(texts[0]).toContain(titles[0]);
      expect(texts.some((text) => text.includes(titles[1]))).toBe(false);
    });
  }, 120_000);
});
