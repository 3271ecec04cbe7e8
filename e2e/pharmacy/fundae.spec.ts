/** FUNDAE bonificaciones (Spain, issue 16 part 5): the credit used and left, its inputs, the informes, the invoices to bonify, the XML. */
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, url, waitForHydrated } from '../support/browser.ts';
import { inFreshBrowser, submitLogin } from '../support/identity.ts';

const SECTION = '/administracion/mi-farmacia/bonificaciones';

describe('FUNDAE bonificaciones', () => {
  it('shows the owner the credit used and left, recomputes it from new inputs, the informes, the invoices and the XML', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('cofares', `${SECTION}/credito-fundae`));
      await page.waitForURL((u) => u.pathname === '/conexion');
      await submitLogin(page, 'titular@cofares.test');
      await page.waitForURL((u) => u.pathname === `${SECTION}/credito-fundae`);
      const year = new Date().getUTCFullYear();
      await page.getByRole('heading', { name: `Crédito de formación FUNDAE ${year}` }).waitFor();
      const tabs = page.getByRole('navigation', { name: 'Etapas de los expedientes' });
      for (const tab of ['Crédito FUNDAE', 'Informes', 'Facturas a bonificar']) await tabs.getByRole('link', { name: tab }).waitFor();

      // The seeded credit: 12 000 € at 100 %, the two FUNDAE files (180 € each) used.
      const amounts = page.getByTestId('fundae-amounts');
      // Amounts as Spanish formats them, their narrow spaces read as spaces.
      const amount = async (key: string) => (await amounts.getByTestId(`fundae-${key}`).textContent())?.replace(/\s/g, ' ');
      expect(await amount('credit')).toBe('12.000,00 €');
      expect(await amount('used')).toBe('360,00 €');
      expect(await amount('left')).toBe('11.640,00 €');
      await page.getByTestId('dpec-files').getByRole('link', { name: 'Sergio Martín' }).waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // A bad amount is refused beside its field; 20 000 € for 12 employees gives 75 %.
      const save = page.getByRole('button', { name: 'Guardar' });
      await waitForHydrated(save);
      await page.getByLabel(`Cuota de formación profesional ingresada en ${year - 1} (€)`).fill('-5');
      await save.click();
      await page.getByText('Indique el importe de la cuota de formación profesional, en euros (0 o más).').waitFor();
      await page.getByLabel(`Cuota de formación profesional ingresada en ${year - 1} (€)`).fill('20000');
      await page.getByLabel('Plantilla media').fill('12');
      await save.click();
      await page.getByText(`Se ha guardado el crédito de formación de ${year}.`).waitFor();
      await page.getByText('Bonificación del 75 % de la cuota según la plantilla media.').waitFor();
      expect(await amount('credit')).toBe('15.000,00 €');
      expect(await amount('left')).toBe('14.640,00 €');

      // The XML of the year, as the link downloads it.
      const href = await page.getByTestId('fundae-xml').getAttribute('href');
      const xml = await page.evaluate(async (path) => {
        const res = await fetch(path!);
        return { type: res.headers.get('content-type'), body: await res.text() };
      }, href);
      expect(xml.type).toMatch(/^application\/xml/);
      expect(xml.body).toContain('<CREDITO_DISPONIBLE>14640.00</CREDITO_DISPONIBLE>');
      expect(xml.body).toContain('<APELLIDOS>Martín</APELLIDOS>');

      await page.setViewportSize({ width: 375, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'pharmacy-fundae-credit');

      // The informes: the diabetes group, Sergio finished, Laura following it.
      await tabs.getByRole('link', { name: 'Informes' }).click();
      await page.getByRole('heading', { name: `Informes de los grupos ${year}` }).waitFor();
      const rows = page.getByTestId('fundae-participant');
      expect(await rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toContain('Finalizado');
      expect(await rows.nth(1).textContent()).toContain('En curso');
      expect(await page.getByTestId('fundae-group').textContent()).toContain('1 de 2 participantes han finalizado');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // The invoices to bonify: none paid with a bonificable training in the demo.
      await page.getByRole('navigation', { name: 'Etapas de los expedientes' }).getByRole('link', { name: 'Facturas a bonificar' }).click();
      await page.getByRole('heading', { name: `Facturas a bonificar ${year}` }).waitFor();
      await page.getByTestId('bonificables-empty').waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
    });
  });

  it('shows no FUNDAE tab on the French platform', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('demo', '/connexion'));
      await submitLogin(page, 'titulaire@demo.test');
      await page.waitForURL((u) => u.pathname !== '/connexion');
      await page.goto(url('demo', '/gestion/ma-pharmacie/prises-en-charge/en-cours'));
      const tabs = page.getByRole('navigation', { name: 'Étapes des dossiers' });
      await tabs.getByRole('link', { name: 'Nouveau dossier' }).waitFor();
      expect(await tabs.getByRole('link', { name: 'Crédit FUNDAE' }).count()).toBe(0);
    });
  });
});
