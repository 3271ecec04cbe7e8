import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';
import { enrolFromPage } from '../support/media.ts';

// Only these tests use chloe.simon@demo.test: her media positions and answers change here.
const EMAIL = 'chloe.simon@demo.test';
const VIDEO = 'conseil-homeopathie-pathologies-hivernales';
const QUIZ_PATH = `/video/quiz/${VIDEO}`;

async function signIn(page: Page) {
  await page.goto(url('demo', '/connexion'));
  await submitLogin(page, EMAIL);
  await page.waitForURL((u) => !u.pathname.startsWith('/connexion'));
}

const video = (page: Page) => page.getByTestId('media-video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

describe('media steps', () => {
  it('a video quiz pauses at a question, takes the answer, and the video resumes at its saved second after a reload', async () => {
    await inFreshBrowser(async ({ page }) => {
      // The page needs a signed-in learner.
      await page.goto(url('demo', QUIZ_PATH));
      await waitForPath(page, `/connexion?redirect=${encodeURIComponent(QUIZ_PATH)}`);
      await signIn(page);
      await enrolFromPage(page, 'video', VIDEO);
      await page.goto(url('demo', QUIZ_PATH));
      await video(page).waitFor();
      await page.waitForFunction(() => ((document.querySelector('[data-testid="media-video"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Seek to 5 s: the pause saves the position.
      const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/user/video/currentFlow/'));
      await video(page).evaluate((v: HTMLVideoElement) => {
        v.currentTime = 5;
      });
      expect((await saved).status()).toBe(200);
      await page.reload();
      await page.waitForFunction(() => (document.querySelector('[data-testid="media-video"]') as HTMLVideoElement | null)?.currentTime === 5);
      expect(await currentTime(page)).toBe(5);

      // Played on, it stops at the first question's second (8 s) and asks it.
      await page.getByRole('heading', { level: 1 }).click();
      await video(page).evaluate((v: HTMLVideoElement) => v.play());
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: 15_000 });
      expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      expect(await currentTime(page)).toBeGreaterThanOrEqual(8);
      expect(await currentTime(page)).toBeLessThan(9.5);
      await dialog.getByRole('button', { name: 'Répondre' }).click();
      await dialog.getByText('Choisissez une réponse.').waitFor();
      await dialog.getByLabel('Je pose des questions sur ses symptômes et ses traitements').check();
      await dialog.getByRole('button', { name: 'Répondre' }).click();
      await dialog.getByText('Bonne réponse.').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Reprendre la vidéo' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => !(document.querySelector('[data-testid="media-video"]') as HTMLVideoElement).paused);
    });
  });

  it('a podcast plays in the learning view: it seeks through HTTP Range, resumes at the saved second and completes at its end', async () => {
    await inFreshBrowser(async ({ page }) => {
      await signIn(page);
      const id = await enrolFromPage(page, 'podcast', 'microbiote-probiotiques');
      const ranges: number[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/api/getAudioStream/')) ranges.push(r.status());
      });
      await page.goto(url('demo', `/learn/${id}`));
      await page.getByRole('button', { name: /^Commencer ce module/ }).first().click();
      const player = page.getByLabel('Podcast : Épisode 1 : le microbiote');
      await player.waitFor();
      await page.waitForFunction(() => ((document.querySelector('[data-testid="media-audio"]') as HTMLAudioElement | null)?.readyState ?? 0) >= 1);
      expect(await player.evaluate((a: HTMLAudioElement) => a.duration)).toBeCloseTo(60, 0);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // A seek fetches the middle of the file (206) and saves the position.
      const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/user/video/currentFlow/${id}`));
      await player.evaluate((a: HTMLAudioElement) => {
        a.currentTime = 42;
      });
      await page.waitForFunction(() => {
        const audio = document.querySelector('[data-testid="media-audio"]') as HTMLAudioElement;
        return !audio.seeking && audio.currentTime === 42;
      });
      expect((await saved).status()).toBe(200);
      expect(ranges).toContain(206);

      // After a reload the episode opens where the learner left it.
      await page.reload();
      await page.waitForFunction(() => (document.querySelector('[data-testid="media-audio"]') as HTMLAudioElement | null)?.currentTime === 42);

      // Played to its end, the episode is done and the outline says so.
      await player.evaluate((a: HTMLAudioElement) => {
        a.currentTime = 58;
      });
      await page.getByRole('heading', { level: 1 }).click();
      await player.evaluate((a: HTMLAudioElement) => a.play());
      await page.getByTestId('media-step-done').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('media-step-done').textContent()).toBe('Étape terminée.');
      await expect.poll(() => page.getByTestId('outline-module').first().getAttribute('data-status')).toBe('completed');
    });
  });
});
