import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { getInvoice } from '@app/contracts/pharmacy/invoices';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { OrderLines, OrderStatusBadge, OrderTotals, invoicePdfHref } from '../../components/pharmacy/invoices-order.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { formatDate } from '../../lib/format.ts';
import { pageTitleText } from '../../lib/meta.ts';
import { notFound } from '../../lib/not-found.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { translator } from '../../i18n/i18n.ts';

/**
 * One invoice of the pharmacy (issue 15 part 4, spec §2 `factures/:invoiceId`): its number and date, its order's lines
 * and totals, who ordered and how it was paid, and its PDF. Another pharmacy's invoice, or no number, is the 404 page.
 */
export async function loader({ request, context, pattern, params }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const id = params.invoiceId ?? '';
  if (!/^\d{1,15}$/.test(id)) throw notFound(new URL(request.url).pathname, here.lang);
  try {
    const { data } = await serverApi(request, context).call(getInvoice, { params: { id: Number(id) } });
    return { ...data, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('pharmacy');

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitleText(matches, translator(data?.lang ?? 'fr')('pharmacy.invoices.invoiceTitle', { number: data?.invoice.number ?? '' })) },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

export default function PharmacyInvoice() {
  const { invoice, order, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article aria-labelledby="invoice-heading" className="flex flex-col gap-6">
      <Link to={buildPath('gestion-ma-pharmacie-factures', lang)} className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-neutral-900 underline underline-offset-2">
        <Icon name="chevronLeft" size={18} />
        {t('pharmacy.invoices.detail.back')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="invoice-heading" className="text-2xl font-bold text-neutral-900">
            {t('pharmacy.invoices.invoiceTitle', { number: invoice.number })}
          </h2>
          <p className="text-neutral-800">{t('pharmacy.invoices.detail.issuedOn', { date: formatDate(invoice.issuedAt, locale) })}</p>
        </div>
        <a href={invoicePdfHref(invoice.id)} download className={buttonClass('primary')} data-testid="invoice-download">
          <Icon name="document" size={18} />
          {t('pharmacy.invoices.detail.download')}
        </a>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="invoice-lines" className="flex flex-col gap-3">
          <div className="flex flex-col gap-1 text-neutral-800">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900">
              {t('pharmacy.invoices.detail.order', { reference: order.reference })} · {t(`pharmacy.invoices.kind.${order.kind}`)} <OrderStatusBadge status={order.status} />
            </p>
            <p>{t('pharmacy.invoices.detail.orderedBy', { name: order.orderedBy })}</p>
            {order.paidAt && order.paymentMethod && (
              <p>{t('pharmacy.invoices.detail.paid', { date: formatDate(order.paidAt, locale), method: t(`pharmacy.invoices.method.${order.paymentMethod}`) })}</p>
            )}
          </div>
          <h3 id="invoice-lines" className="text-lg font-bold text-neutral-900">
            {t('pharmacy.invoices.detail.lines')}
          </h3>
          <OrderLines order={order} locale={locale} />
        </section>
        <section aria-labelledby="invoice-totals" className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
          <h3 id="invoice-totals" className="mb-2 text-lg font-bold text-neutral-900">
            {t('pharmacy.invoices.detail.totals')}
          </h3>
          <OrderTotals order={order} locale={locale} />
        </section>
      </div>
    </article>
  );
}
