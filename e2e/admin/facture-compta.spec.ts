/**
 * The back-office's accounting (issue 17 part 5): a cheque recorded completes its order; a month of invoices exported;
 * a credit note cancels the invoice and refunds the order.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { unzip } from '@app/api/test/zip';
import { openBrowser, screenshot, seriousAxeViolations, url } from '../support/browser.ts';
import { inFreshBrowser, submitLogin, waitForPath } from '../support/identity.ts';
import { buyOne } from '../support/shop.ts';

/** A self-paced training no other browser test buys (the files share one server and database). */
const TRAINING = { path: '/pdf/preparations-magistrales-bonnes-pratiques', name: 'Préparations magistrales : guide des bonnes pratiques' };
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).slice(0, 7);

describe('accounting invoices and cheques', () => {
  it('records a cheque, which completes the order and enrols the buyer, exports the month’s invoices, cancels the invoice with a credit note and finds both in the audit log', async () => {
    const buyer = await openBrowser();
    try {
      // The buyer orders a training and chooses to pay by cheque: the order waits for it.
      await buyer.page.goto(url('demo', '/connexion'));
      await submitLogin(buyer.page, 'boutique@demo.test');
      await buyer.page.waitForURL((u) => u.pathname !== '/connexion');
      await buyOne(buyer.page, TRAINING);
      await buyer.page.getByLabel('Chèque').check();
      await buyer.page.getByRole('button', { name: 'Commander et payer par chèque' }).click();
      await buyer.page.waitForURL((u) => u.pathname.startsWith('/boutique/commande/'));
      const reference = new URL(buyer.page.url()).pathname.split('/').at(-1)!;
      expect(await buyer.page.getByTestId('order-status').getAttribute('data-status')).toBe('awaitingCheque');

      await inFreshBrowser(async ({ page }) => {
        await page.goto(url('demo', '/connexion?redirect=/admin'));
        await submitLogin(page, 'admin@demo.test');
        await waitForPath(page, '/admin');
        await page.getByTestId('attention-cheques').getByRole('link', { name: 'Enregistrer les chèques, exporter les factures' }).click();
        await waitForPath(page, '/admin/factureCompta');
        await page.getByRole('heading', { level: 2, name: 'Commandes en attente de chèque' }).waitFor();
        const order = page.getByTestId('awaiting-cheque').filter({ hasText: reference });
        await order.waitFor();
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
        await screenshot(page, 'admin-facture-compta');
        const expected = (await order.getByText(/^Montant attendu/).textContent())!.replace(/^Montant attendu : /, '').replace(/\s|€/g, '');

        // Checked before asking: what is missing is said beside its field.
        await order.getByRole('button', { name: 'Enregistrer le chèque' }).click();
        await order.getByText('Saisissez le numéro du chèque (chiffres et lettres, 30 caractères au plus).').waitFor();
        expect(await order.getByLabel('Montant du chèque (€)').getAttribute('aria-invalid')).toBe('true');

        // A wrong amount, confirmed, is refused by the API beside the amount.
        await order.getByLabel('Montant du chèque (€)').fill('1');
        await order.getByLabel('Numéro du chèque').fill('7654321');
        await order.getByLabel('Banque').fill('La Banque Postale');
        await order.getByRole('button', { name: 'Enregistrer le chèque' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Enregistrer ce chèque ?' });
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await order.getByText(/^Le montant du chèque doit être celui de la commande : /).waitFor();

        // The right amount, by keyboard: the order is paid and leaves the list.
        await order.getByLabel('Montant du chèque (€)').fill(expected);
        await order.getByLabel('Banque').focus();
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        expect(await dialog.textContent()).toContain(`Le chèque n° 7654321 de`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await order.getByRole('button', { name: 'Enregistrer le chèque' }).click();
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        const recorded = page.getByRole('status').filter({ hasText: `Chèque enregistré : la commande ${reference} est payée` });
        await recorded.waitFor();
        const invoiceNumber = /facture (FA-\d{4}-\d{6})/.exec((await recorded.textContent())!)![1];
        await order.waitFor({ state: 'detached' });

        // This month's invoices, chosen with the month picker: the new invoice is listed, and exported for the accountant.
        const month = thisMonth();
        const picker = page.getByRole('search', { name: 'Afficher le mois' });
        await picker.getByLabel('Mois').selectOption(month);
        await picker.getByRole('button', { name: 'Afficher le mois' }).click();
        await page.waitForURL((u) => u.searchParams.get('month') === month);
        const row = page.locator('[data-testid="accounting-row"][data-kind="invoice"]').filter({ hasText: invoiceNumber });
        await row.waitFor();
        expect(await row.textContent()).toContain(reference);
        expect(await row.textContent()).toContain('Chèque');
        const shownCount = async () => Number(/(\d+) pièces?/.exec((await page.getByRole('status').filter({ hasText: 'Factures émises du' }).textContent())!)![1]);
        const count = await shownCount();
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');

        const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV', exact: true }).click()]);
        expect(csv.suggestedFilename()).toMatch(new RegExp(`^factures-${month}-01-${month}-\\d{2}\\.csv$`));
        const text = await readFile((await csv.path())!, 'utf8');
        expect(text.startsWith('\uFEFF')).toBe(true);
        const lines = text.trim().split('\r\n');
        expect(lines[0]).toBe('Numéro;Date;Type;Client;Commande;Montant HT;Taux de TVA (%);TVA;Montant TTC;Paiement;Statut');
        expect(lines).toHaveLength(count + 1);
        const line = lines.find((l) => l.startsWith(`${invoiceNumber};`))!;
        expect(line.split(';')).toEqual([invoiceNumber, expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), 'Facture', 'Inès Petit', reference, expect.any(String), '20', expect.any(String), expected.replace(/,00$/, '').replace(/,(\d)0$/, ',$1'), 'Chèque', 'Payée']);

        const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Excel (XLSX)' }).click()]);
        expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
        const sheet = await unzip(await readFile((await xlsx.path())!));
        expect(sheet.get('xl/worksheets/sheet1.xml')!.toString('utf8').match(/<row /g)).toHaveLength(count + 1);
        expect(sheet.get('xl/sharedStrings.xml')!.toString('utf8')).toContain(invoiceNumber);

        // The buyer's order is paid and the training is theirs.
        await buyer.page.reload();
        await expect.poll(() => buyer.page.getByTestId('order-status').getAttribute('data-status')).toBe('paid');
        await buyer.page.goto(url('demo', '/mes-formations'));
        await buyer.page.getByTestId('my-training').filter({ hasText: TRAINING.name }).waitFor();

        // A credit note cancels the invoice: a reason is asked, then a confirmation.
        await row.getByRole('button', { name: `Émettre un avoir pour la facture ${invoiceNumber}` }).click();
        const creditDialog = page.getByRole('dialog', { name: `Avoir sur la facture ${invoiceNumber}` });
        await creditDialog.getByRole('button', { name: 'Continuer' }).click();
        await creditDialog.getByText('Saisissez le motif de l’avoir (1 à 500 caractères).').waitFor();
        await creditDialog.getByLabel('Motif (imprimé sur l’avoir)').fill('Le client renonce à la formation');
        await creditDialog.getByRole('button', { name: 'Continuer' }).click();
        await creditDialog.getByText(`Émettre l’avoir annulant la facture ${invoiceNumber} et rembourser la commande ${reference} ?`, { exact: false }).waitFor();
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
        await creditDialog.getByRole('button', { name: 'Émettre l’avoir' }).click();
        const issued = page.getByRole('status').filter({ hasText: `la facture ${invoiceNumber} est annulée et la commande ${reference} remboursée` });
        await issued.waitFor();
        const creditNumber = /Avoir (AV-\d{4}-\d{6}) émis/.exec((await issued.textContent())!)![1];
        const creditRow = page.getByTestId('accounting-row').filter({ hasText: creditNumber });
        await creditRow.waitFor();
        expect(await creditRow.getAttribute('data-kind')).toBe('creditNote');
        expect(await creditRow.textContent()).toContain(`annule ${invoiceNumber}`);
        await expect.poll(async () => row.getByTestId('accounting-status').textContent()).toBe('Remboursée');
        expect(await row.getByRole('button', { name: /^Émettre un avoir/ }).count()).toBe(0);
        expect(await shownCount()).toBe(count + 1);
        const [creditPdf] = await Promise.all([page.waitForEvent('download'), creditRow.getByRole('link', { name: `Avoir ${creditNumber} (PDF)` }).click()]);
        expect(creditPdf.suggestedFilename()).toBe(`${creditNumber}.pdf`);

        // The CSV has the credit note's line, its amounts negative, and the invoice's order refunded.
        const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV', exact: true }).click()]);
        const after = (await readFile((await again.path())!, 'utf8')).trim().split('\r\n');
        expect(after).toHaveLength(count + 2);
        const credited = after.find((l) => l.startsWith(`${creditNumber};`))!.split(';');
        expect(credited.slice(2, 5)).toEqual(['Avoir', 'Inès Petit', reference]);
        expect(credited[8]).toBe(`-${line.split(';')[8]}`);
        expect(credited[10]).toBe('Remboursée');
        expect(after.find((l) => l.startsWith(`${invoiceNumber};`))!.split(';')[10]).toBe('Remboursée');

        // The audit log has the cheque, with the order's status before and after.
        await page.getByRole('navigation', { name: 'Rubriques du back-office' }).getByRole('link', { name: 'Journal des modifications' }).click();
        await waitForPath(page, '/admin/auditLog');
        const entry = page.getByTestId('audit-entry').filter({ hasText: 'Chèque enregistré' }).filter({ hasText: invoiceNumber });
        await entry.waitFor();
        expect(await entry.getByRole('row', { name: /^status/ }).textContent()).toBe('statusawaitingChequepaid');
        const creditEntry = page.getByTestId('audit-entry').filter({ hasText: 'Avoir émis' }).filter({ hasText: invoiceNumber });
        await creditEntry.waitFor();
        expect(await creditEntry.getByRole('row', { name: /^status/ }).textContent()).toBe('statuspaidrefunded');
      });

      // The buyer's order is refunded, with its credit note beside the invoice.
      await buyer.page.goto(url('demo', `/boutique/commande/${reference}`));
      await expect.poll(() => buyer.page.getByTestId('order-status').getAttribute('data-status')).toBe('refunded');
      expect(await buyer.page.getByTestId('order-status').textContent()).toBe('Remboursée');
      await buyer.page.getByTestId('credit-note-link').waitFor();
    } finally {
      await buyer.close();
    }
  }, 180_000);

  it('fits a phone, and refuses a period ending before it starts beside its field', async () => {
    await inFreshBrowser(
      async ({ page }) => {
        await page.goto(url('demo', '/connexion?redirect=/admin/factureCompta'));
        await submitLogin(page, 'admin@demo.test');
        await waitForPath(page, '/admin/factureCompta');
        await page.getByRole('heading', { level: 2, name: 'Factures de la période' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        const period = page.getByRole('search', { name: 'Afficher la période' });
        await period.getByLabel('Du', { exact: true }).fill('2026-05-02');
        await period.getByLabel('Au', { exact: true }).fill('2026-05-01');
        await period.getByRole('button', { name: 'Afficher la période' }).click();
        await page.getByText('La fin de la période ne peut pas précéder son début.').waitFor();
        expect(await period.getByLabel('Au', { exact: true }).inputValue()).toBe('2026-05-01');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect((await seriousAxeViolations(page)).join('\n')).toBe('');
        await screenshot(page, 'admin-facture-compta-phone');
      },
      { width: 375, height: 740 },
    );
  });
});
