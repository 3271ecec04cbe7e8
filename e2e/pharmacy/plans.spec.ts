/** The collective plans (issue 16 part 1): create a plan, add an activity for a learner, move it by keyboard, seen live by her. */
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url, waitForHydrated } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';
import { socketFrames } from '../support/realtime.ts';

const PLAN_TAB = '/compte/profil/plan-de-formation';

/** `YYYY-MM-DD` of the first of the month `offset` months from now, and `days` after it. */
function day(offset: number, days = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1 + days)).toISOString().slice(0, 10);
}

describe('the collective plans', () => {
  it('lets the owner create a plan, add an activity for Léa, move it by keyboard and by dragging; Léa sees it live', async () => {
    await inFreshBrowser(async (learner) => {
      // Léa keeps her plan tab open in her own browser.
      const frames = socketFrames(learner.page);
      await learner.page.goto(url('demo', `/connexion?redirect=${encodeURIComponent(PLAN_TAB)}`));
      await submitLogin(learner.page, 'lea.dubois@demo.test');
      await learner.page.waitForURL((u) => u.pathname === PLAN_TAB);
      await learner.page.getByTestId('plan-timeline').waitFor();
      await frames.joined(/^private-account\.\d+$/);

      await inFreshBrowser(async ({ page }) => {
        await page.goto(url('demo', '/connexion'));
        await submitLogin(page, 'titulaire@demo.test');
        await page.waitForURL((u) => u.pathname !== '/connexion');
        // The bare path leads to the collective plan (the pharmacy has training-plan access).
        await page.goto(url('demo', '/gestion/ma-pharmacie'));
        await waitForPath(page, '/gestion/ma-pharmacie/plan-collectif');
        const tabs = page.getByRole('navigation', { name: 'Rubriques de la gestion de la pharmacie' });
        expect(await tabs.getByRole('link', { name: 'Plan collectif' }).getAttribute('aria-current')).toBe('page');
        await page.getByRole('heading', { name: 'Plan de formation de l’officine' }).waitFor();
        expect(await page.getByTestId('plan-month').count()).toBeGreaterThanOrEqual(12);
        await page.getByRole('heading', { name: 'Plans précédents' }).waitFor();

        // A new plan: an end before its start is refused beside the field, then it is created and listed.
        const create = page.getByTestId('plans-create');
        await waitForHydrated(create.getByRole('button', { name: 'Créer le plan' }));
        await create.getByLabel('Nom du plan').fill('Plan de l’année prochaine');
        await create.getByLabel('Début').fill(day(14));
        await create.getByLabel('Fin').fill(day(13));
        await create.getByRole('button', { name: 'Créer le plan' }).click();
        await create.getByText('La date de fin doit être postérieure ou égale à la date de début.').waitFor();
        await create.getByLabel('Fin').fill(day(25, -1));
        await create.getByRole('button', { name: 'Créer le plan' }).click();
        await page.getByRole('heading', { name: 'Plan de l’année prochaine' }).waitFor();
        await page.getByTestId('plans-list').first().getByText('Plan de l’année prochaine').waitFor();

        // Back to the current plan: an activity for Léa next month, a start outside the plan refused beside the field.
        await page.getByTestId('plans-list').first().getByRole('link').filter({ hasText: 'Afficher' }).first().click();
        await page.getByRole('heading', { name: 'Plan de formation de l’officine' }).waitFor();
        const add = page.getByTestId('plans-add');
        await waitForHydrated(add.getByRole('button', { name: 'Ajouter l’activité' }));
        const training = add.getByLabel('Formation', { exact: true });
        await training.selectOption({ index: 1 });
        const trainingName = (await training.locator('option:checked').textContent())!.trim();
        await add.getByLabel('Léa Dubois').check();
        await add.getByLabel('Début').fill(day(-12));
        await add.getByLabel('Fin').fill(day(1, 9));
        await add.getByRole('button', { name: 'Ajouter l’activité' }).click();
        await add.getByText(/Choisissez une date comprise dans le plan/).waitFor();
        await add.getByLabel('Début').fill(day(1));
        await add.getByLabel('Fin').fill(day(1, 9));
        await add.getByRole('button', { name: 'Ajouter l’activité' }).click();
        await add.getByText('L’activité a été ajoutée au plan.').waitFor();

        const lea = page.getByTestId('plans-learner').filter({ hasText: 'Léa Dubois' });
        const bar = lea.getByTestId('plans-activity').filter({ hasText: trainingName }).last();
        await bar.waitFor();
        const before = (await bar.textContent())!;
        // Léa's open tab shows it without reloading.
        const leaBars = learner.page.getByTestId('plan-activity').filter({ hasText: trainingName });
        await leaBars.filter({ hasText: before.slice(trainingName.length) }).waitFor({ timeout: 10_000 });

        // By keyboard: a month later, announced, then saved with Enter.
        await bar.focus();
        await page.keyboard.press('ArrowRight');
        const announcement = page.getByTestId('plans-announcement');
        await expect.poll(() => announcement.textContent()).toContain('Entrée pour enregistrer');
        await page.keyboard.press('Enter');
        await expect.poll(() => announcement.textContent(), { timeout: 10_000 }).toContain('déplacée');
        // The saved dates show once the plan is read again, which may come just after the announcement.
        await expect.poll(() => bar.textContent(), { timeout: 10_000 }).not.toBe(before);
        const after = (await bar.textContent())!;
        await leaBars.filter({ hasText: after.slice(trainingName.length) }).waitFor({ timeout: 10_000 });
        // By dragging: a month column to the right.
        const box = (await bar.boundingBox())!;
        const month = (await page.getByTestId('plan-month').nth(1).boundingBox())!.width;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        for (let step = 1; step <= 5; step++) await page.mouse.move(box.x + box.width / 2 + (month * step) / 5, box.y + box.height / 2);
        await page.mouse.up();
        await expect.poll(() => bar.textContent(), { timeout: 10_000 }).not.toBe(after);
        const dragged = (await bar.textContent())!;
        const draggedDates = dragged.slice(trainingName.length).toLowerCase();
        await expect.poll(async () => (await announcement.textContent())?.toLowerCase(), { timeout: 10_000 }).toContain(draggedDates);
        await leaBars.filter({ hasText: dragged.slice(trainingName.length) }).waitFor({ timeout: 10_000 });

        // Escape cancels a move not saved.
        await bar.focus();
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('Escape');
        await expect.poll(() => announcement.textContent()).toContain('annulé');
        expect(await bar.textContent()).toBe(dragged);

        await screenshot(page, 'pharmacy-plans');
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
        // On a phone the timeline scrolls inside its box.
        await page.setViewportSize({ width: 375, height: 812 });
        const timeline = page.getByTestId('plans-timeline');
        expect(await timeline.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      });
    });
  });

  it('speaks Spanish to the Spanish owner, whose pharmacy has no plan yet', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('cofares', '/conexion'));
      await submitLogin(page, 'titular@cofares.test');
      await page.waitForURL((u) => u.pathname !== '/conexion');
      await page.goto(url('cofares', '/administracion/mi-farmacia/plan-colectivo'));
      await page.getByRole('heading', { name: 'Planes de formación' }).waitFor();
      await page.getByText('Aún no hay ningún plan de formación: cree el primero.').waitFor();
      await page.getByRole('heading', { name: 'Crear un plan' }).waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
    });
  });
});
