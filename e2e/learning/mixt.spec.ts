import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin } from '../support/identity.ts';

/** A blended training: two e-learning modules, then a face-to-face workshop; its Lyon session is on 11 February 2027. */
const DETAIL = '/mixt/trod-angine-dispensation';
const SESSION_DAY = 'jeudi 11 février 2027';
// Only this test uses this learner.
const EMAIL = 'emma.mercier@demo.test';

describe('a blended (mixt) training', () => {
  it('a learner books a session from the detail page, follows the parts in order and finds the booked session in the live part', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        await page.goto(url('demo', '/connexion'));
        await submitLogin(page, EMAIL);
        await page.waitForURL((u) => u.pathname !== '/connexion');
        await page.goto(url('demo', DETAIL));

        // Booking the session enrols the learner: the main button now leads to the training.
        const session = page.getByTestId('session').filter({ hasText: SESSION_DAY });
        await session.getByRole('button', { name: /^Réserver cette session/ }).click();
        await page.getByText('Votre place est réservée.').waitFor();
        await expect.poll(() => session.getByTestId('booking-status').getAttribute('data-status')).toBe('confirmed');
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
        await page.getByTestId('enrolment-continue').click();
        await page.waitForURL((u) => /^\/learn\/\d+$/.test(u.pathname));

        // The parts in order: online first, then the session; the workshop waits for the online part.
        const parts = page.getByTestId('mixt-part');
        await parts.first().waitFor();
        expect(await parts.evaluateAll((list) => list.map((p) => p.getAttribute('data-kind')))).toEqual(['elearning', 'live']);
        expect(await parts.first().getByRole('heading').textContent()).toContain('Partie 1 · En ligne');
        expect(await parts.nth(1).getByRole('heading').textContent()).toContain('Partie 2 · En session');
        const workshop = parts.nth(1).getByTestId('outline-module');
        expect(await workshop.textContent()).toContain('Verrouillé');
        expect(await workshop.getByRole('link', { name: 'Voir mes sessions' }).getAttribute('href')).toBe('#live-bookings');

        // The first e-learning module starts in its player.
        const first = parts.first().getByTestId('outline-module').first();
        await first.getByRole('button', { name: /^Commencer ce module/ }).click();
        await expect.poll(() => first.getAttribute('data-status')).toBe('inProgress');
        await page.getByRole('heading', { level: 2, name: /score de McIsaac/ }).waitFor();

        // The live part shows the booked session.
        const booked = page.getByTestId('live-booking').filter({ hasText: SESSION_DAY });
        await expect.poll(() => booked.getByTestId('booking-status').getAttribute('data-status')).toBe('confirmed');
        expect(await booked.textContent()).toContain('Lyon');
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      },
      { width: 375, height: 812 },
    );
  });
});
