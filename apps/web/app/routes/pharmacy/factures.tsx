import { useState } from 'react';
import { Form, Link, redirect, useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { downloadInvoices, getLastCommand, listInvoices, mergeInvoices, type PharmacyOrder } from '@app/contracts/pharmacy/invoices';
import type { Locale } from '@app/domain/platform/locales';
import { pageCount } from '@app/domain/platform/pagination';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { OrderLines, OrderStatusBadge, invoicePdfHref } from '../../components/pharmacy/invoices-order.tsx';
import { saveFile } from '../../components/profile/attestation-bundle.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FormAlert, SelectField } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState } from '../../components/ui/layout.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { downloadFile } from '../../lib/api-download.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

const INVOICE_PAGE = 'gestion-ma-pharmacie-factures-invoiceId';

/** A value of the URL's query as the API's contract reads it; a stray one is left out (everything shown, page 1). */
function queryValue<K extends 'year' | 'page'>(url: URL, key: K) {
  const read = listInvoices.query.shape[key].safeParse(url.searchParams.get(key) ?? undefined);
  return read.success ? read.data : undefined;
}

/**
 * The pharmacy's orders and invoices (issue 15 part 4, spec §2 `factures`): its last order highlighted, then its
 * invoices a page at a time, filtered by year through the URL's query (a GET form); the selected ones downloaded as one
 * zip (`invoices` POST) or as one merged PDF to print (`mFactures`), each one on its own.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const url = new URL(request.url);
  const year = queryValue(url, 'year');
  const page = queryValue(url, 'page');
  const api = serverApi(request, context);
  try {
    const [{ data: last }, { data: invoices }] = await Promise.all([api.call(getLastCommand, {}), api.call(listInvoices, { query: { year, page } })]);
    if (invoices.items.length === 0 && invoices.total > 0) {
      // A page past the end (the list shrank, a hand-made link): its last page.
      url.searchParams.set('page', String(pageCount(invoices.total, invoices.perPage)));
      return redirect(`${url.pathname}${url.search}`);
    }
    return { last, invoices, year: year ?? null, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('pharmacy');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.invoices.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

export default function PharmacyInvoices() {
  const { last, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="last-order-heading" className="flex flex-col gap-3">
        <h2 id="last-order-heading" className="text-xl font-bold text-neutral-900">
          {t('pharmacy.invoices.lastOrder.heading')}
        </h2>
        {last ? (
          <LastOrder order={last} lang={lang} locale={locale} />
        ) : (
          <EmptyState testId="last-order-none" centred={false}>
            <p className="text-neutral-800">{t('pharmacy.invoices.lastOrder.none')}</p>
          </EmptyState>
        )}
      </section>
      <InvoicesSection />
    </div>
  );
}

function LastOrder({ order, lang, locale }: { order: PharmacyOrder; lang: 'fr' | 'es'; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 rounded-xl border-2 border-primary bg-primary-light/30 p-4 sm:p-5" data-testid="last-order">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900">
            {t(`pharmacy.invoices.kind.${order.kind}`)} <OrderStatusBadge status={order.status} />
          </p>
          <p className="text-neutral-800">{t('pharmacy.invoices.lastOrder.summary', { reference: order.reference, date: formatDate(order.createdAt, locale), name: order.orderedBy })}</p>
        </div>
        <p className="text-xl font-bold tabular-nums text-neutral-900">{formatPrice(order.totalWithVat, locale)}</p>
      </div>
      <OrderLines order={order} locale={locale} />
      {order.invoice && (
        <Link to={buildPath(INVOICE_PAGE, lang, { invoiceId: String(order.invoice.id) })} className={`${buttonClass('secondary')} self-start`}>
          <Icon name="document" size={18} />
          {t('pharmacy.invoices.lastOrder.seeInvoice', { number: order.invoice.number })}
        </Link>
      )}
    </div>
  );
}

type Busy = 'zip' | 'merged' | null;

function InvoicesSection() {
  const { invoices, year, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { search } = useLocation();
  const api = useBrowserApi();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = invoices.items.map((i) => i.id);
  const chosen = ids.filter((id) => selected.has(id));
  const allSelected = ids.length > 0 && chosen.length === ids.length;
  // A new selection answers the "nothing selected" message.
  const select = (next: (now: ReadonlySet<number>) => ReadonlySet<number>) => {
    setFailure(null);
    setSelected(next);
  };
  const toggle = (id: number) => select((now) => (now.has(id) ? new Set([...now].filter((k) => k !== id)) : new Set([...now, id])));

  async function download(kind: Exclude<Busy, null>) {
    setFailure(null);
    if (chosen.length === 0) return setFailure(t('pharmacy.invoices.list.noneSelected'));
    setBusy(kind);
    try {
      const { blob, fileName } = await downloadFile(api, kind === 'zip' ? downloadInvoices : mergeInvoices, { body: { factures: chosen } });
      saveFile(blob, fileName ?? (kind === 'zip' ? 'factures.zip' : 'factures.pdf'));
    } catch (error) {
      setFailure(mapApiErrors(error, [], t('pharmacy.invoices.list.failed')).form);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="invoices-heading" className="flex flex-col gap-4">
      <h2 id="invoices-heading" className="text-xl font-bold text-neutral-900">
        {t('pharmacy.invoices.list.heading')}
      </h2>
      {invoices.years.length === 0 ? (
        <EmptyState testId="invoices-empty" centred={false}>
          <p className="text-neutral-800">{t('pharmacy.invoices.list.empty')}</p>
        </EmptyState>
      ) : (
        <>
          <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3" aria-label={t('pharmacy.invoices.list.filters')}>
            <SelectField name="year" label={t('pharmacy.invoices.list.year')} defaultValue={year ?? ''} key={`year-${year}`} className="min-w-40">
              <option value="">{t('pharmacy.invoices.list.allYears')}</option>
              {invoices.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </SelectField>
            <button type="submit" className={buttonClass('secondary')}>
              {t('pharmacy.invoices.list.apply')}
            </button>
          </Form>
          {invoices.items.length === 0 ? (
            <EmptyState testId="invoices-none-this-year" centred={false}>
              <p className="text-neutral-800">{t('pharmacy.invoices.list.noneThisYear', { year })}</p>
            </EmptyState>
          ) : (
            <div className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-3">
                <p className="mr-auto text-neutral-800" aria-live="polite" data-testid="invoices-selected">
                  {t('pharmacy.invoices.list.selected', { count: chosen.length })}
                </p>
                <Button variant="primary" loading={busy === 'zip'} loadingText={t('pharmacy.invoices.list.preparing')} disabled={busy !== null} onClick={() => void download('zip')}>
                  <Icon name="document" size={18} />
                  {t('pharmacy.invoices.list.downloadZip')}
                </Button>
                <Button variant="secondary" loading={busy === 'merged'} loadingText={t('pharmacy.invoices.list.preparing')} disabled={busy !== null} onClick={() => void download('merged')}>
                  {t('pharmacy.invoices.list.downloadMerged')}
                </Button>
              </div>
              {failure && <FormAlert>{failure}</FormAlert>}
              <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white" role="region" aria-label={t('pharmacy.invoices.list.scrollHint')} tabIndex={0}>
                <table className="w-full min-w-[52rem] text-left text-sm">
                  <caption className="sr-only">{t('pharmacy.invoices.list.caption', { count: invoices.items.length, total: invoices.total })}</caption>
                  <thead className="bg-neutral-50 text-neutral-800">
                    <tr>
                      <th scope="col" className="px-4 py-2">
                        <label className="flex min-h-11 items-center gap-2 font-semibold">
                          <input
                            type="checkbox"
                            className="size-5 accent-neutral-900"
                            checked={allSelected}
                            onChange={() => select(() => (allSelected ? new Set() : new Set(ids)))}
                            data-testid="invoices-select-all"
                          />
                          <span className="sr-only">{t('pharmacy.invoices.list.selectAll')}</span>
                        </label>
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('pharmacy.invoices.list.number')}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('pharmacy.invoices.list.date')}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('pharmacy.invoices.list.order')}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('pharmacy.invoices.list.orderedBy')}</th>
                      <th scope="col" className="px-4 py-3 text-right font-semibold">{t('pharmacy.invoices.list.totalHt')}</th>
                      <th scope="col" className="px-4 py-3 text-right font-semibold">{t('pharmacy.invoices.list.vat')}</th>
                      <th scope="col" className="px-4 py-3 text-right font-semibold">{t('pharmacy.invoices.list.totalTtc')}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('pharmacy.invoices.list.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {invoices.items.map((invoice) => (
                      <tr key={invoice.id} className="border-t border-neutral-200" data-testid="invoice-row">
                        <td className="px-4 py-1">
                          <label className="flex min-h-11 items-center">
                            <input type="checkbox" className="size-5 accent-neutral-900" checked={selected.has(invoice.id)} onChange={() => toggle(invoice.id)} />
                            <span className="sr-only">{t('pharmacy.invoices.list.selectOne', { number: invoice.number })}</span>
                          </label>
                        </td>
                        <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-neutral-900">
                          <Link to={buildPath(INVOICE_PAGE, lang, { invoiceId: String(invoice.id) })} className="underline underline-offset-2">
                            {invoice.number}
                          </Link>
                        </th>
                        <td className="px-4 py-3 whitespace-nowrap text-neutral-800">{formatDate(invoice.issuedAt, locale)}</td>
                        <td className="px-4 py-3 text-neutral-800">
                          <span className="block whitespace-nowrap">{invoice.orderReference}</span>
                          <span className="block text-neutral-700">{t(`pharmacy.invoices.kind.${invoice.kind}`)}</span>
                        </td>
                        <td className="px-4 py-3 text-neutral-800">{invoice.orderedBy}</td>
                        <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums text-neutral-800">{formatPrice(invoice.total, locale)}</td>
                        <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums text-neutral-800">{formatPrice(invoice.vat, locale)}</td>
                        <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums text-neutral-900">{formatPrice(invoice.totalWithVat, locale)}</td>
                        <td className="px-4 py-1">
                          <a href={invoicePdfHref(invoice.id)} download className={buttonClass('ghost', 'px-3')}>
                            <Icon name="document" size={18} />
                            {t('pharmacy.invoices.list.download')}
                            <span className="sr-only">, {t('pharmacy.invoices.list.downloadOne', { number: invoice.number })}</span>
                          </a>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination page={invoices.page} pageCount={pageCount(invoices.total, invoices.perPage)} search={search} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
