import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';
import { packageFrame } from '../support/scorm.ts';

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


/**
 * Answers the package's knowledge check (a choice per question, by its label) and sends it; the data of the commit
 * that carries the result (the page's own save goes just before it).
 */
async function answerCheck(page: Page, frame: Frame, id: number, choices: string[], send: string, result: 'passed' | 'failed') {
  for (const choice of choices) await frame.getByLabel(choice).check();
  const committed = page.waitForResponse((r) => r.url().endsWith(`/back/api/course/currentFlow/${id}`) && Boolean(r.request().postData()?.includes(`"${result}"`)));
  await frame.getByRole('button', { name: send }).click();
  return (await (await committed).json()).data as unknown;
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

  it('in Spanish on cofares: enrols from the detail page, plays the SCORM 2004 package, answers its check and resumes there after a reload', async () => {
    await inFreshBrowser(async ({ page }) => {
      const detail = '/formation/deshabituacion-tabaquica';
      await page.goto(url('cofares', '/conexion'));
      await submitLogin(page, 'farmaceutico@cofares.test');
      await waitForPath(page, '/catalogar');
      await page.goto(url('cofares', detail));
      await page.getByRole('button', { name: 'Inscribirme en la formación' }).click();
      await page.waitForURL((u) => /^\/learn\/\d+$/.test(u.pathname));
      const id = Number(new URL(page.url()).pathname.split('/').pop());

      await page.getByRole('button', { name: /^Empezar este módulo/ }).first().click();
      let frame = await packageFrame(page, 'Evaluar la dependencia');
      for (let i = 0; i < 3; i++) await frame.getByRole('button', { name: 'Siguiente' }).click();
      await frame.getByRole('heading', { name: 'Compruebe sus conocimientos' }).waitFor();
      // The check answered with one right answer out of three: failed, the module stays open, the answers are kept.
      const choices = ['La edad del primer cigarrillo', 'Un parche combinado con una forma oral', 'una dosis insuficiente'];
      const failed = await answerCheck(page, frame, id, choices, 'Validar mis respuestas', 'failed');
      await frame.getByText('1 respuesta(s) correcta(s) de 3: relea las páginas y vuelva a intentarlo.').waitFor();
      expect(failed).toMatchObject({ status: 'inProgress' });

      await page.reload();
      await page.getByRole('heading', { level: 1, name: /Deshabituación tabáquica/ }).waitFor();
      frame = await packageFrame(page, 'Compruebe sus conocimientos');
      expect(await frame.getByText('Página 4 de 4').isVisible()).toBe(true);
      expect(await frame.getByLabel('La edad del primer cigarrillo').isChecked()).toBe(true);
      expect(await frame.getByLabel('una dosis insuficiente').isChecked()).toBe(true);
      expect(await page.getByTestId('outline-module').first().getAttribute('data-status')).toBe('inProgress');
      expect(await page.getByTestId('outline-module').first().textContent()).toContain('En curso');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'scorm-2004-es-resumed');
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
      const choices = ['Le délai entre le réveil et la première cigarette', 'Un timbre associé à une forme orale', 'un surdosage'];
      const passed = await answerCheck(page, frame, id, choices, 'Valider mes réponses', 'passed');
      await frame.getByText('Réussi : 3 bonnes réponses sur 3.').waitFor();
      expect(passed).toMatchObject({ status: 'completed', score: 10 });
    });
  });
});
