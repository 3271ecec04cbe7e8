/** Face-to-face sessions in the back-office (issue 17 part 4): created by the administrator, booked, cancelled, told. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

// A virtual class no other browser test books, and a learner no other browser test enrols in it.
const DETAIL = '/virtualClass/asthme-bpco-dispositifs-inhalation';
const TRAINING = "Asthme et BPCO : bon usage des dispositifs d'inhalation";
const LEARNER = 'emma.mercier@demo.test';
const NAME = 'Atelier inhalateurs du soir';

/** A day some weeks ahead, as the date field takes it and as the pages write it. */
function dayIn(days: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  const iso = at.toISOString().slice(0, 10);
  const shown = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'Europe/Paris' }).format(new Date(`${iso}T12:00:00Z`));
  return { iso, shown };
}

async function signIn(page: Page, email: string, path = '/connexion') {
  await page.goto(url('demo', path));
  await submitLogin(page, email);
  await page.waitForURL((u) => u.pathname !== '/connexion');
}

describe('face-to-face sessions in the back-office', () => {
  it('creates a session, a learner books it, the administrator cancels it and the learner is told; both changes are in the audit log', async () => {
    const first = dayIn(61);
    const second = dayIn(68);
    const admin = await openBrowser();
    const learner = await openBrowser();
    try {
      // The administrator creates a two-day virtual session.
      const a = admin.page;
      await signIn(a, 'admin@demo.test', '/connexion?redirect=/admin/faceToFace');
      await waitForPath(a, '/admin/faceToFace');
      await a.getByRole('link', { name: 'Nouvelle session' }).click();
      const form = a.getByRole('form', { name: 'Nouvelle session' });
      await form.getByLabel('Formation').selectOption({ label: TRAINING });
      await form.getByLabel('Nom de la session').fill(NAME);
      await form.getByLabel('Classe virtuelle (à distance)').check();
      await form.getByLabel('Nombre de places').fill('10');
      await form.getByLabel('Date 1').fill(second.iso);
      await form.getByLabel('Début').fill('19:00');
      await form.getByLabel('Fin').fill('18:00');
      await form.getByRole('button', { name: 'Ajouter une date' }).click();
      await form.getByLabel('Date 2').fill(first.iso);
      await form.getByRole('button', { name: 'Créer la session' }).click();
      // A day ending before it starts: the message beside its field, nothing sent.
      await form.getByText('La fin doit être après le début.').waitFor();
      await form.getByLabel('Fin').first().fill('20:30');
      await form.getByRole('button', { name: 'Créer la session' }).click();
      const panel = a.getByTestId('f2f-panel');
      await panel.getByText('La session est créée.').waitFor();
      // It starts on its earliest day, listed first.
      expect(await panel.getByRole('heading', { level: 2 }).textContent()).toBe(NAME);
      const days = await panel.locator('li', { hasText: '–' }).allTextContents();
      expect(days.slice(0, 2)).toEqual([`${first.shown}, 09:00–17:00`, `${second.shown}, 19:00–20:30`]);
      expect((await seriousAxeViolations(a)).join('\n')).toBe('');

      // The learner books it from the training's page, as any session.
      const l = learner.page;
      await signIn(l, LEARNER);
      await l.goto(url('demo', DETAIL));
      const item = l.getByTestId('session').filter({ hasText: first.shown });
      await item.getByRole('button', { name: /^Réserver cette session/ }).click();
      await expect.poll(() => item.getByTestId('booking-status').getAttribute('data-status')).toBe('confirmed');
      await l.goto(url('demo', '/mes-formations'));
      const mine = l.getByTestId('my-training').filter({ hasText: 'Asthme et BPCO' });
      await mine.getByTestId('my-training-sessions').getByText(NAME, { exact: false }).waitFor();
      const bell = l.getByTestId('notification-bell');
      await bell.waitFor();
      const count = l.getByTestId('notification-count');
      const unread = (await count.count()) === 0 ? 0 : Number(await count.textContent());

      // The administrator sees the booking, and cancels the session after confirming.
      await a.reload();
      await panel.getByTestId('f2f-participants').getByText('Emma Mercier').waitFor();
      await panel.getByRole('button', { name: 'Annuler la session' }).click();
      const dialog = a.getByRole('alertdialog');
      await dialog.getByText('Annuler cette session ?').waitFor();
      expect(await dialog.textContent()).toContain('1 inscrit (place ou liste d’attente) sera prévenu');
      await dialog.getByRole('button', { name: 'Oui, annuler la session' }).click();
      await panel.getByText('La session est annulée ; 1 inscrit a été prévenu.').waitFor();
      await panel.getByText('Cette session est annulée.').waitFor();

      // The learner's open page is told at once; the notification says which session.
      await expect.poll(() => count.textContent(), { timeout: 15_000 }).toBe(String(unread + 1));
      await bell.click();
      const notes = l.getByRole('dialog', { name: 'Notifications' });
      expect(await notes.getByRole('link').first().textContent()).toContain(`La session « ${NAME} » de « ${TRAINING} » prévue le ${first.shown}`);
      await l.keyboard.press('Escape');
      // The session is gone from their trainings and from the training's page.
      await l.goto(url('demo', '/mes-formations'));
      await mine.waitFor();
      expect(await mine.getByText(NAME, { exact: false }).count()).toBe(0);
      await l.goto(url('demo', DETAIL));
      await l.getByTestId('session').first().waitFor();
      expect(await l.getByTestId('session').filter({ hasText: first.shown }).count()).toBe(0);

      // Both changes are in the audit log.
      await a.goto(url('demo', '/admin/auditLog'));
      const entries = a.getByTestId('audit-entry');
      await entries.first().waitFor();
      const created = entries.filter({ hasText: 'Création d’une session' }).filter({ hasText: NAME });
      const cancelled = entries.filter({ hasText: 'Annulation d’une session' }).filter({ hasText: NAME });
      expect(await created.count()).toBe(1);
      expect(await cancelled.count()).toBe(1);
      expect(await cancelled.getByRole('row', { name: /^cancelled/ }).textContent()).toBe('cancellednonoui');
      expect(await cancelled.getByRole('row', { name: /^bookings/ }).textContent()).toBe('bookings10');
      expect((await seriousAxeViolations(a)).join('\n')).toBe('');
    } catch (error) {
      for (const page of [admin.page, learner.page]) console.error(`[face-to-face] ${page.url()}\n${(await page.locator('body').innerText({ timeout: 2_000 }).catch(() => '')).slice(0, 2_000)}`);
      throw error;
    } finally {
      await Promise.all([admin.close(), learner.close()]);
    }
  }, 180_000);

  it('opens from the index’s sessions card and fits a phone', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        await signIn(page, 'admin@demo.test', '/connexion?redirect=/admin');
        await waitForPath(page, '/admin');
        await page.getByTestId('attention-sessions').getByRole('link', { name: 'Gérer les sessions' }).click();
        await waitForPath(page, '/admin/faceToFace');
        await page.getByTestId('f2f-session').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        // Keyboard: the first session opens from its link, its panel takes the focus.
        await page.getByTestId('f2f-session').first().getByRole('link').focus();
        await page.keyboard.press('Enter');
        await page.getByTestId('f2f-panel').waitFor();
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('f2f-panel-heading');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      },
      { width: 375, height: 740 },
    );
  });
});
