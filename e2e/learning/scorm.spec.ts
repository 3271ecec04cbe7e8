import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';

/** Enrols the signed-in learner in a training through the API, as the detail page's button does; its courseTrackingId. */
async function enrol(page: Page, slug: string): Promise<number> {
  return page.evaluate(async (offer) => {
    const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const course = await (await fetch(`/back/api/catalog/course/${offer}`)).json();
    const response = await fetch('/back/api/user/formation/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
      body: JSON.stringify({ id: course.data.id }),
    });
    return (await response.json()).data.id as number;
  }, slug);
}

/** The package's frame once its page shows the heading. */
async function packageFrame(page: Page, heading: string): Promise<Frame> {
  const element = await page.getByTitle(/^(Module|Módulo) e-learning$/).elementHandle();
  const frame = await element!.contentFrame();
  await frame!.getByRole('heading', { name: heading }).waitFor();
  return frame!;
}

// The learning view (/learn/:courseTrackingId) opens a module with its player; after a reload it reopens the one in progress.
describe('e-learning as SCORM', () => {
  it('opens the SCORM module, goes two pages on, and resumes at the same page after a reload', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'pharmacien@demo.test');
      await waitForPath(page, '/catalogue');
      const id = await enrol(page, 'accompagner-sevrage-tabagique');

      await page.goto(url('demo', `/learn/${id}`));
      await page.getByRole('button', { name: /^Commencer ce module/ }).first().click();
      let frame = await packageFrame(page, 'Évaluer la dépendance');
      await frame.getByRole('button', { name: 'Suivant' }).click();
      await frame.getByRole('heading', { name: 'Choisir un substitut nicotinique' }).waitFor();
      const committed = page.waitForResponse((r) => r.url().endsWith(`/back/api/course/currentFlow/${id}`) && r.request().method() === 'POST');
      await frame.getByRole('button', { name: 'Suivant' }).click();
      await frame.getByRole('heading', { name: 'Accompagner dans la durée' }).waitFor();
      expect((await committed).status()).toBe(200);
      expect(await frame.getByText('Page 3 sur 4').isVisible()).toBe(true);

      // The package's scripts have an opaque origin: no cookie of the platform, no API call as the learner.
      const reach = await frame.evaluate(async () => {
        let cookies: string;
        try {
          cookies = document.cookie;
        } catch {
          cookies = 'blocked';
        }
        const api = await fetch('/back/api/user', { credentials: 'include' }).then((r) => r.status, () => 'blocked');
        return { origin: self.origin, cookies, api };
      });
      expect(reach).toEqual({ origin: 'null', cookies: 'blocked', api: 'blocked' });

      await page.reload();
      frame = await packageFrame(page, 'Accompagner dans la durée');
      expect(await frame.getByText('Page 3 sur 4').isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'scorm-resumed');
    });
  });

  it('scores the knowledge check and completes the module when it is passed', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'titulaire@demo.test');
      await waitForPath(page, '/catalogue');
      const id = await enrol(page, 'accompagner-sevrage-tabagique');
      await page.goto(url('demo', `/learn/${id}`));
      await page.getByRole('button', { name: /^Commencer ce module/ }).first().click();
      const frame = await packageFrame(page, 'Évaluer la dépendance');
      for (let i = 0; i < 3; i++) await frame.getByRole('button', { name: 'Suivant' }).click();
      await frame.getByLabel('Le délai entre le réveil et la première cigarette').check();
      await frame.getByLabel('Un timbre associé à une forme orale').check();
      await frame.getByLabel('un surdosage').check();
      // The check's commit: the one that carries the result (the page's own save goes just before).
      const committed = page.waitForResponse((r) => r.url().endsWith(`/back/api/course/currentFlow/${id}`) && Boolean(r.request().postData()?.includes('"passed"')));
      await frame.getByRole('button', { name: 'Valider mes réponses' }).click();
      await frame.getByText('Réussi : 3 bonnes réponses sur 3.').waitFor();
      expect((await (await committed).json()).data).toMatchObject({ status: 'completed', score: 10 });
    });
  });
});
