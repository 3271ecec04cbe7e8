/**
 * The contract tab's main card (issue 15 part 3): the product, period, price and state; the document to read; moving
 * to the next product (confirmed first); signing with the consent box; the signed PDF and its evidence; paying by card
 * on the payment provider's page, which sends the browser back here.
 */
import { useState } from 'react';
import { signContract, signContractSystemPay, updateToNextContractProduct, type ContractView } from '@app/contracts/pharmacy/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDate, formatDay, formatDayAndTime, formatPrice } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { FormAlert } from '../ui/fields.tsx';

type Status = { tone: 'success' | 'error'; text: string } | null;

const STATE_CLASS: Record<ContractView['state'], string> = {
  draft: 'bg-amber-100 text-amber-950',
  signed: 'bg-sky-100 text-sky-950',
  paid: 'bg-emerald-100 text-emerald-950',
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="font-semibold text-neutral-900 sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="break-words text-neutral-800">{children}</dd>
    </div>
  );
}

export function ContractSummary({ contract, locale, onChanged }: { contract: ContractView; locale: string; onChanged(): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [status, setStatus] = useState<Status>(null);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [busy, setBusy] = useState<'next' | 'sign' | 'pay' | null>(null);
  const product = (code: string) => t(`pharmacy.contract.products.${code}`);
  const price = contract.price;

  async function run(kind: 'next' | 'sign' | 'pay', action: () => Promise<string | null>) {
    setBusy(kind);
    setStatus(null);
    try {
      const message = await action();
      if (message) setStatus({ tone: 'success', text: message });
    } catch (error) {
      setStatus({ tone: 'error', text: mapApiErrors(error, [], t('errors.anErrorOccurred')).form ?? t('errors.anErrorOccurred') });
    } finally {
      setBusy(null);
      // A refusal may mean the contract changed meanwhile (signed elsewhere, a new document): show it as it is.
      onChanged();
    }
  }

  const moveUp = () => run('next', async () => (await api.call(updateToNextContractProduct, {})).message);
  const sign = (event: React.FormEvent) => {
    event.preventDefault();
    if (!consent) {
      setConsentError(true);
      return;
    }
    void run('sign', async () => {
      const answer = await api.call(signContract, { params: { id: contract.id }, body: { documentHash: contract.documentHash, consent: true } });
      setConsent(false);
      return answer.message;
    });
  };
  const pay = () =>
    run('pay', async () => {
      const { data } = await api.call(signContractSystemPay, { params: { id: contract.id } });
      // The card is entered on the provider's page, which sends the browser back to this tab.
      window.location.assign(data.paymentUrl);
      return null;
    });

  return (
    <section aria-labelledby="contract-title" className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6" data-testid="contract-summary">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="contract-title" className="text-lg font-bold text-neutral-900">
          {t('pharmacy.contract.summary.title', { product: product(contract.product.code) })}
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_CLASS[contract.state]}`} data-testid="contract-state">
          {t(`pharmacy.contract.state.${contract.state}`)}
        </span>
      </div>
      <div aria-live="polite">{status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}</div>
      <dl className="flex flex-col gap-2">
        <Row label={t('pharmacy.contract.summary.team')}>
          {contract.product.maxLearners === null ? t('pharmacy.contract.summary.unlimited') : t('pharmacy.contract.summary.upTo', { count: contract.product.maxLearners })}
          {contract.product.trainingPlan && ` · ${t('pharmacy.contract.summary.trainingPlan')}`}
        </Row>
        <Row label={t('pharmacy.contract.summary.period')}>
          {t('pharmacy.contract.summary.periodText', { start: formatDay(contract.period.start, locale) ?? '', end: formatDay(contract.period.end, locale) ?? '' })}
        </Row>
        <Row label={t('pharmacy.contract.summary.price')}>
          {t('pharmacy.contract.summary.priceText', { ht: formatPrice(price.ht, locale), rate: price.vatRate, vat: formatPrice(price.vat, locale), ttc: formatPrice(price.ttc, locale) })}
        </Row>
        {contract.signedAt && <Row label={t('pharmacy.contract.summary.signedAt')}>{formatDate(contract.signedAt, locale)}</Row>}
        {contract.paidAt && <Row label={t('pharmacy.contract.summary.paidAt')}>{formatDate(contract.paidAt, locale)}</Row>}
        {contract.replacesContractId !== null && <Row label={t('pharmacy.contract.summary.replaces')}>{t('pharmacy.contract.summary.replacesText', { id: contract.replacesContractId })}</Row>}
      </dl>

      <div className="flex flex-wrap gap-3">
        <a href={contract.documentUrl} className={buttonClass('secondary')} download>
          {t('pharmacy.contract.summary.read')}
        </a>
        {contract.signature && (
          <a href={contract.signature.signedPdfUrl} className={buttonClass('secondary')} download data-testid="contract-signed-pdf">
            {t('pharmacy.contract.summary.signedPdf')}
          </a>
        )}
        {contract.nextProduct && (
          <ConfirmDialog
            trigger={t('pharmacy.contract.next.button', { product: product(contract.nextProduct.code) })}
            triggerClassName={buttonClass('secondary')}
            disabled={busy !== null}
            title={t('pharmacy.contract.next.title', { product: product(contract.nextProduct.code) })}
            text={t(contract.state === 'draft' ? 'pharmacy.contract.next.textDraft' : 'pharmacy.contract.next.textSigned', {
              product: product(contract.nextProduct.code),
              ttc: formatPrice(contract.nextProduct.price.ttc, locale),
            })}
            cancel={t('pharmacy.contract.next.cancel')}
            confirm={t('pharmacy.contract.next.confirm')}
            onConfirm={() => void moveUp()}
          />
        )}
      </div>

      {contract.state === 'draft' && (
        <form onSubmit={sign} noValidate className="flex flex-col gap-3 border-t border-neutral-200 pt-4" data-testid="contract-sign">
          <h3 className="font-bold text-neutral-900">{t('pharmacy.contract.sign.title')}</h3>
          <p className="text-sm text-neutral-700">{t('pharmacy.contract.sign.intro')}</p>
          <div className="flex items-start gap-3">
            <input
              id="contract-consent"
              type="checkbox"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                setConsentError(false);
              }}
              aria-invalid={consentError || undefined}
              aria-describedby={consentError ? 'contract-consent-error' : undefined}
              className="mt-1 size-5 shrink-0 accent-neutral-900"
            />
            <label htmlFor="contract-consent" className="min-w-0 break-words text-neutral-900">
              {contract.consentText}
            </label>
          </div>
          {consentError && (
            <p id="contract-consent-error" className="text-sm font-medium text-red-800">
              {t('pharmacy.contract.errors.consent')}
            </p>
          )}
          <div>
            <Button type="submit" loading={busy === 'sign'} loadingText={t('pharmacy.contract.sign.signing')} disabled={busy !== null && busy !== 'sign'}>
              {t('pharmacy.contract.sign.submit')}
            </Button>
          </div>
        </form>
      )}

      {contract.signature && (
        <div className="flex flex-col gap-1 border-t border-neutral-200 pt-4 text-sm text-neutral-800" data-testid="contract-evidence">
          <h3 className="text-base font-bold text-neutral-900">{t('pharmacy.contract.evidence.title')}</h3>
          <p>{t('pharmacy.contract.evidence.signer', { name: contract.signature.signerName, email: contract.signature.signerEmail, role: t(`pharmacy.contract.role.${contract.signature.signerRole}`) })}</p>
          <p>{t('pharmacy.contract.evidence.when', { ...formatDayAndTime(contract.signature.signedAt, locale), ip: contract.signature.ip })}</p>
          <p className="break-all">{t('pharmacy.contract.evidence.hash', { hash: contract.signature.documentHash })}</p>
        </div>
      )}

      {contract.state === 'signed' && (
        <div className="flex flex-col gap-2 border-t border-neutral-200 pt-4">
          <h3 className="font-bold text-neutral-900">{t('pharmacy.contract.pay.title')}</h3>
          <p className="text-sm text-neutral-700">{t('pharmacy.contract.pay.intro')}</p>
          <div>
            <Button onClick={() => void pay()} loading={busy === 'pay'} loadingText={t('pharmacy.contract.pay.starting')} disabled={busy !== null && busy !== 'pay'}>
              {t('pharmacy.contract.pay.submit', { ttc: formatPrice(price.ttc, locale) })}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
