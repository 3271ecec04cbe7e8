import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { listBonificacionesInvoices } from '@app/contracts/pharmacy/fundae';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FundaeYearNav, yearOfUrl } from '../../components/pharmacy/fundae.tsx';
import { EmptyState } from '../../components/ui/layout.tsx';
import { areaPreload } from '../../lib/area-texts.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * The invoices to bonify of a year (Spain, issue 16 part 5, spec §7 `bonificacionesInvoices`): the pharmacy's paid
 * invoices holding bonificable trainings, each with its bonificable lines and the amount to bonify, and the year's total.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(listBonificacionesInvoices, { query: { year: yearOfUrl(request) } });
    return { ...data, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.fundae.pages.invoices') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

export default function PharmacyFundaeInvoices() {
  const { year, invoices, bonifiableCents, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const euros = (cents: number) => formatPrice(cents / 100, locale);
  return (
    <section aria-labelledby="bonificables-heading" className="flex flex-col gap-4" data-testid="fundae-invoices">
      <h3 id="bonificables-heading" className="text-lg font-semibold text-neutral-900">
        {t('pharmacy.fundae.invoices.heading', { year: String(year) })}
      </h3>
      <FundaeYearNav year={year} />
      <p className="text-neutral-800">{t('pharmacy.fundae.invoices.intro')}</p>
      {invoices.length === 0 ? (
        <EmptyState testId="bonificables-empty">
          <p className="text-neutral-800">{t('pharmacy.fundae.invoices.empty')}</p>
        </EmptyState>
      ) : (
        <>
          <p className="font-semibold text-neutral-900" data-testid="bonificables-total">
            {t('pharmacy.fundae.invoices.total', { amount: euros(bonifiableCents) })}
          </p>
          <ul className="flex flex-col divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
            {invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-col gap-1 p-4" data-testid="bonificable-invoice">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={buildPath('gestion-ma-pharmacie-factures-invoiceId', lang, { invoiceId: invoice.id })} className="font-semibold text-neutral-900 underline underline-offset-2">
                    {t('pharmacy.fundae.invoices.invoice', { number: invoice.number, date: formatDate(invoice.issuedAt, locale) ?? '' })}
                  </Link>
                  <span className="font-semibold text-neutral-900">{t('pharmacy.fundae.invoices.toBonify', { amount: euros(invoice.bonifiableCents) })}</span>
                </div>
                <ul className="list-disc pl-6 text-sm text-neutral-800">
                  {invoice.lines.map((line, i) => (
                    <li key={`${invoice.id}-${i}`}>{t('pharmacy.fundae.invoices.line', { name: line.name, quantity: String(line.quantity), amount: euros(line.totalHtCents) })}</li>
                  ))}
                </ul>
                <p className="text-sm text-neutral-800">{t('pharmacy.fundae.invoices.invoiceTotal', { amount: euros(invoice.totalHtCents) })}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
