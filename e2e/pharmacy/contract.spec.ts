import { describe, expect, it } from 'vitest';
import { openBrowser, screenshot, seriousAxeViolations, url, waitForHydrated } from '../support/browser.ts';
import { submitLogin } from '../support/identity.ts';
import { payOnSandbox } from '../support/shop.ts';

const CONTRACT_PATH = '/gestion/ma-pharmacie/contrat';

describe('the pharmacy contract', () => {
  it('the owner reads the contract, signs it, downloads the signed PDF with its signature, then pays it by card and comes back', async () => {
    const browser = await openBrowser({ width: 375, height: 800 });
    try {
      const { page } = browser;
      await page.goto(url('demo', CONTRACT_PATH));
      await page.waitForURL((u) => u.pathname === '/connexion');
      await submitLogin(page, 'titulaire@demo.test');
      await page.waitForURL((u) => u.pathname === CONTRACT_PATH);

      // The draft: product, period, price with VAT, what is to be done.
      const summary = page.getByTestId('contract-summary');
      await summary.getByRole('heading', { name: 'Contrat Essentiel' }).waitFor();
      expect(await page.getByTestId('contract-state').textContent()).toBe('À signer');
      await summary.getByText(/590,00\s€ HT \+ TVA 20 % \(118,00\s€\) = 708,00\s€ TTC/).waitFor();
      await page.getByTestId('contract-pharmacy').getByLabel('SIRET').waitFor();
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'pharmacy-contract-draft');

      // The document to read is a PDF.
      const documentHref = (await summary.getByRole('link', { name: 'Lire le contrat (PDF)' }).getAttribute('href')) as string;
      const documentHead = await page.evaluate(async (target) => {
        const bytes = new Uint8Array(await (await fetch(target, { credentials: 'include' })).arrayBuffer());
        return String.fromCharCode(...bytes.slice(0, 5));
      }, documentHref);
      expect(documentHead).toBe('%PDF-');

      // Signing without the box ticked says why; ticked, the contract is signed.
      const sign = page.getByTestId('contract-sign');
      const submit = sign.getByRole('button', { name: 'Signer le contrat' });
      await waitForHydrated(submit);
      await submit.click();
      await sign.getByText('Cochez la case pour confirmer que vous acceptez le contrat.').waitFor();
      await sign.getByLabel(/^J’ai lu le contrat Essentiel de Pharmacie du Centre/).check();
      await submit.click();
      await summary.getByText('Le contrat est signé. Vous pouvez télécharger le PDF signé.').waitFor();
      await expect.poll(() => page.getByTestId('contract-state').textContent()).toBe('Signé, à payer');
      await page.getByTestId('contract-evidence').getByText(/^Signé par Isabelle Moreau \(titulaire, titulaire@demo\.test\)$/).waitFor();

      // The signed PDF: a PDF carrying a digital signature over its byte range.
      const signedHref = (await page.getByTestId('contract-signed-pdf').getAttribute('href')) as string;
      const signed = await page.evaluate(async (target) => {
        const response = await fetch(target, { credentials: 'include' });
        const text = new TextDecoder('latin1').decode(await response.arrayBuffer());
        return { status: response.status, type: response.headers.get('content-type'), head: text.slice(0, 5), sig: /\/Type \/Sig/.test(text), range: /\/ByteRange \[0 \d+ \d+ \d+\]/.test(text), subFilter: /adbe\.pkcs7\.detached/.test(text) };
      }, signedHref);
      expect(signed).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-', sig: true, range: true, subFilter: true });
      expect((await seriousAxeViolations(page)).join('\n')).toBe('');

      // Paying by card on the provider's page brings the owner back to the contract, paid.
      const pay = summary.getByRole('button', { name: /^Payer 708,00\s€ par carte$/ });
      await waitForHydrated(pay);
      await pay.click();
      await payOnSandbox(page);
      await page.waitForURL((u) => u.pathname === CONTRACT_PATH, { timeout: 20_000 });
      await expect.poll(() => page.getByTestId('contract-state').textContent(), { timeout: 30_000 }).toBe('Signé et payé');
      await summary.getByText('Payé le').waitFor();
      await screenshot(page, 'pharmacy-contract-paid');
    } finally {
      await browser.close();
    }
  });
});
