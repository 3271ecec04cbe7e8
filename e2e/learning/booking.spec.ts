import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, seriousAxeViolations, url } from '../support/browser.ts';
import { submitLogin } from '../support/identity.ts';

/** The virtual class's session with one seat left (seed step 10), 30 March 2027, 12:30–14:00 in Paris. */
const DETAIL = '/virtualClass/douleur-chronique-classe-virtuelle';
const SESSION_DAY = 'mardi 30 mars 2027';

async function signIn(page: Page, email: string) {
  await page.goto(url('demo', '/connexion'));
  await submitLogin(page, email);
  await page.waitForURL((u) => u.pathname !== '/connexion');
}

const sessionItem = (page: Page) => page.getByTestId('session').filter({ hasText: SESSION_DAY });
const statusOf = (page: Page) => sessionItem(page).getByTestId('booking-status');

describe('booking a session', () => {
  it('books the last seat, downloads its calendar file, cancels, and the first waiting learner is offered the seat live', async () => {
    const first = await openBrowser();
    const second = await openBrowser({ width: 375, height: 812 });
    try {
      // A second learner, on a phone, looks at the sessions: one seat left.
      const b = second.page;
      await signIn(b, 'adjoint@demo.test');
      await b.goto(url('demo', DETAIL));
      await sessionItem(b).getByText('1 place restante').waitFor();

      // The first learner books the last seat; the second one's open page follows.
      const a = first.page;
      await signIn(a, 'pharmacien@demo.test');
      await a.goto(url('demo', DETAIL));
      await sessionItem(a).getByRole('button', { name: /^Réserver cette session/ }).click();
      await expect.poll(() => statusOf(a).getAttribute('data-status')).toBe('confirmed');
      await a.getByText('Votre place est réservée.').waitFor();
      expect(await sessionItem(a).getByTestId('session-seats').textContent()).toBe('Complet');
      await expect.poll(() => sessionItem(b).getByTestId('session-seats').textContent(), { timeout: 15_000 }).toBe('Complet');

      // Its calendar file: the session in Paris time.
      const [download] = await Promise.all([a.waitForEvent('download'), sessionItem(a).getByTestId('booking-calendar').click()]);
      const ics = await readFile((await download.path())!, 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('DTSTART;TZID=Europe/Paris:20270330T123000');
      expect((await seriousAxeViolations(a)).join('\n')).toBe('');

      // The second learner joins the waiting list, then keeps "my trainings" open.
      await sessionItem(b).getByRole('button', { name: /^Rejoindre la liste d’attente/ }).click();
      await expect.poll(() => statusOf(b).getAttribute('data-status')).toBe('waiting');
      expect(await statusOf(b).textContent()).toContain('n° 1');
      await b.goto(url('demo', '/mes-formations'));
      const waiting = b.getByTestId('my-training').filter({ hasText: 'douleur chronique' }).getByTestId('my-training-sessions');
      await waiting.getByText(/Liste d’attente/).waitFor();

      // The first learner cancels, confirming in the dialog.
      await sessionItem(a).getByRole('button', { name: /^Annuler ma réservation/ }).click();
      const dialog = a.getByRole('alertdialog');
      await dialog.getByText('Annuler cette réservation ?').waitFor();
      await dialog.getByRole('button', { name: 'Oui, annuler' }).click();
      await sessionItem(a).getByRole('button', { name: /^Rejoindre la liste d’attente/ }).waitFor();
      expect(await statusOf(a).count()).toBe(0);

      // The open page of the second learner shows the offer without being reloaded.
      await waiting.getByText(/Place proposée/).waitFor({ timeout: 15_000 });
      expect(new URL(b.url()).pathname).toBe('/mes-formations');

      // They open the training and take the seat before its deadline.
      await b.getByTestId('my-training').filter({ hasText: 'douleur chronique' }).getByRole('link', { name: /^Continuer/ }).click();
      await b.waitForURL((u) => /^\/learn\/\d+$/.test(u.pathname));
      const offer = b.getByTestId('live-booking').filter({ hasText: SESSION_DAY });
      expect(await offer.textContent()).toContain('confirmez-la avant le');
      await offer.getByRole('button', { name: 'Confirmer ma place' }).click();
      await expect.poll(() => offer.getByTestId('booking-status').getAttribute('data-status')).toBe('confirmed');
      expect((await seriousAxeViolations(b)).join('\n')).toBe('');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
