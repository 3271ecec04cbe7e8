/** The contract in Spanish (issue 15 part 3): the Spanish pharmacy's draft, then the next product of the ladder. */
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, url, waitForHydrated } from '../support/browser.ts';
import { inFreshBrowser, submitLogin } from '../support/identity.ts';

const CONTRACT_PATH = '/administracion/mi-farmacia/contrato';

describe('el contrato de la farmacia', () => {
  it('shows the Spanish draft with Spanish VAT and moves it to the next product after a confirmation', async () => {
    await inFreshBrowser(async ({ page }) => {
      await page.goto(url('cofares', CONTRACT_PATH));
      await page.waitForURL((u) => u.pathname === '/conexion');
      await submitLogin(page, 'titular@cofares.test');
      await page.waitForURL((u) => u.pathname === CONTRACT_PATH);

      const summary = page.getByTestId('contract-summary');
      await summary.getByRole('heading', { name: 'Contrato Esencial' }).waitFor();
      expect(await page.getByTestId('contract-state').textContent()).toBe('Pendiente de firma');
      await summary.getByText(/590,00\s€ sin IVA \+ IVA 21 % \(123,90\s€\) = 713,90\s€ IVA incluido/).waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // The next product asks first; cancelled, nothing changes; confirmed, the draft is the next product's.
      const next = page.getByRole('button', { name: 'Pasar a la modalidad Equipo' });
      await waitForHydrated(next);
      await next.click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(/corresponderá a la modalidad Equipo/).waitFor();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await summary.getByRole('heading', { name: 'Contrato Esencial' }).waitFor();
      await next.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Pasar a la modalidad superior' }).click();
      await summary.getByRole('heading', { name: 'Contrato Equipo' }).waitFor();
      await summary.getByText(/990,00\s€ sin IVA/).waitFor();
    });
  });
});
