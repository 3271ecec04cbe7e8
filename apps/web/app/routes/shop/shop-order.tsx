import { useEffect, useState } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { getOrder } from '@app/contracts/shop/orders';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Totals } from '../../components/shop/totals.tsx';
import { chequeOf, type ChequeInstructions } from '../../components/shop/cheque-note.ts';
import { InvoiceLink, OrderStatus } from '../../components/shop/order-parts.tsx';
import { ORDER_REFRESH, awaitsPayment, fundingText } from '../../components/shop/shop-format.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { PageBody } from '../../components/ui/layout.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { formatDate, formatDay, formatPrice } from '../../lib/format.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * An order's confirmation (issue 14 part 8; not in spec §2: `/boutique/commande/:reference` | `/tienda/pedido/:reference`,
 * login required), where the payment page sends the buyer back: its state — paid, awaiting the cheque (with where to
 * send it), or waiting for the provider's confirmation, asked again until it comes — its lines and totals, the invoice
 * once issued, and the way to the trainings.
 */
export async function loader({ request, context, pattern, params }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data: order } = await serverApi(request, context).call(getOrder, { params: { reference: params.reference ?? '' } });
    return { order, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('shop');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'shop.meta.order') },
  { name: 'robots', content: 'noindex' },
  areaPreload('shop', matches),
];

/** Asks the order again while its payment is not confirmed (the provider's notification may come after the buyer). */
function useRefreshWhilePending(pending: boolean) {
  const revalidator = useRevalidator();
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!pending || tries >= ORDER_REFRESH.maxTries || revalidator.state !== 'idle') return;
    const timer = window.setTimeout(() => {
      setTries((n) => n + 1);
      void revalidator.revalidate();
    }, ORDER_REFRESH.everyMs);
    return () => window.clearTimeout(timer);
  }, [pending, tries, revalidator]);
}

export default function ShopOrder() {
  const { order, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [cheque, setCheque] = useState<ChequeInstructions | null>(null);
  useEffect(() => setCheque(chequeOf(order.reference)), [order.reference]);
  useRefreshWhilePending(awaitsPayment(order));

  return (
    <PageBody>
      <PageHeader title={t('shop.order.title', { reference: order.reference })} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="order-state" className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm" aria-live="polite">
            <h2 id="order-state" className="mb-2 flex flex-wrap items-center gap-2 text-lg font-bold text-neutral-900">
              {t('shop.order.statusLabel')} <OrderStatus status={order.status} />
            </h2>
            <p className="text-sm text-neutral-700">
              {t('shop.order.date', { date: formatDate(order.createdAt, locale) })}
              {order.paidAt && ` · ${t('shop.order.paidOn', { date: formatDate(order.paidAt, locale) })}`}
            </p>
            {order.status === 'pending' && <p className="mt-2 text-neutral-800">{t('shop.order.pendingHint')}</p>}
            {order.status === 'paid' && <p className="mt-2 text-neutral-800">{t('shop.order.paidHint')}</p>}
            {order.status === 'awaitingCheque' && (
              <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-neutral-900" data-testid="cheque-instructions">
                <h3 className="font-semibold">{t('shop.order.chequeTitle')}</h3>
                {cheque ? (
                  <>
                    <p className="mt-1">
                      {t('shop.order.chequeText', { amount: formatPrice(cheque.amount, locale), payee: cheque.payee, reference: cheque.reference })}
                    </p>
                    <address className="mt-2 not-italic">
                      {cheque.address.map((line) => (
                        <span key={line} className="block">
                          {line}
                        </span>
                      ))}
                    </address>
                  </>
                ) : null}
                <p className="mt-2 text-sm">{t('shop.order.chequeHint')}</p>
              </div>
            )}
            {order.invoice && (
              <p className="mt-3">
                <InvoiceLink invoice={order.invoice} />
              </p>
            )}
            {order.creditNote && (
              <p className="mt-3">
                <InvoiceLink invoice={order.creditNote} creditNote />
              </p>
            )}
          </section>

          <section aria-labelledby="order-lines">
            <h2 id="order-lines" className="mb-3 text-lg font-bold text-neutral-900">
              {t('shop.order.lines')}
            </h2>
            <ul className="flex flex-col gap-3">
              {order.lines.map((line) => (
                <li key={line.productId} className="rounded-xl border border-neutral-200 bg-white p-4" data-testid="order-line">
                  <p className="font-semibold text-neutral-900">{line.name}</p>
                  <p className="text-sm text-neutral-700">
                    {t('shop.order.functionFunding', { function: t(`catalogue.functionValue.${line.function}`, { defaultValue: line.function }), funding: fundingText(line.funding, t('shop.product.selfFunding')) })}
                  </p>
                  {line.sessions.map((s) => (
                    <p key={s.sessionId} className="text-sm text-neutral-700">
                      {[s.name, formatDay(s.startDate, locale), s.city].filter(Boolean).join(' · ')}
                    </p>
                  ))}
                  <p className="mt-1 text-sm font-semibold text-neutral-900">{t('shop.product.priceInclTax', { price: formatPrice(line.totalWithVat, locale) })}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="flex flex-col gap-4">
          <section aria-labelledby="order-totals" className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
            <h2 id="order-totals" className="mb-2 text-lg font-bold text-neutral-900">
              {t('shop.totals.title')}
            </h2>
            <Totals totals={order} locale={locale} />
          </section>
          <Link to={buildPath('my-trainings', lang)} className={buttonClass('primary')} data-testid="to-my-trainings">
            {t('shop.order.myTrainings')}
          </Link>
          <Link to={buildPath('catalogue', lang)} className={buttonClass('secondary')}>
            {t('shop.order.catalogue')}
          </Link>
        </div>
      </div>
    </PageBody>
  );
}
