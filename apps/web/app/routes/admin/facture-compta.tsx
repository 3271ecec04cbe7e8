import { useState } from 'react';
import { Form, useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { downloadAccountingCreditNote, exportAccountingInvoices, listAccountingInvoices, listAwaitingCheques, type AccountingRow } from '@app/contracts/admin/facture-compta';
import { monthPeriod } from '@app/domain/admin/facture-compta';
import { todayInParis } from '@app/domain/identity/session-user';
import { pageCount } from '@app/domain/platform/pagination';
import { ChequeForm } from '../../components/admin/cheque-form.tsx';
import { CreditNoteDialog } from '../../components/admin/credit-note-dialog.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { FormAlert, SelectField, TextField } from '../../components/ui/fields.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { apiFieldErrors } from '../../lib/form-errors.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';

/** The months the picker offers: this one and the 23 before it (two years of invoices), newest first. */
const MONTHS_OFFERED = 24;

function monthsBefore(month: string, count: number): string[] {
  const [y, m] = month.split('-').map(Number);
  return Array.from({ length: count }, (_, n) => new Date(Date.UTC(y, m - 1 - n, 1)).toISOString().slice(0, 7));
}

/**
 * The period asked in the URL: a month (`?month=2026-10`), else `?from=&to=` days, else this month (Europe/Paris).
 * The call checks the days; a malformed month is this month.
 */
function periodOf(params: URLSearchParams, thisMonth: string): { from: string; to: string; month: string | null } {
  const month = params.get('month');
  if (month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return { ...monthPeriod(month), month };
  const from = params.get('from');
  const to = params.get('to');
  if (from || to) return { from: from ?? '', to: to ?? '', month: null };
  return { ...monthPeriod(thisMonth), month: thisMonth };
}

/**
 * The back-office's accounting (issue 17 part 5, `/admin/factureCompta`): the invoices of a period with its totals and
 * the accountant's downloads, and the orders awaiting their cheque, each with the form that records it.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const params = new URL(request.url).searchParams;
  const today = todayInParis(new Date());
  const period = periodOf(params, today.slice(0, 7));
  const page = params.get('page') ?? undefined;
  const api = serverApi(request, context);
  try {
    const [cheques, invoices] = await Promise.all([
      api.call(listAwaitingCheques, {}),
      api.call(listAccountingInvoices, { query: { from: period.from, to: period.to, ...(page ? { page } : {}) } as never }).then(
        (answer) => ({ list: answer.data, errors: {} as Record<string, string> }),
        (error: unknown) => {
          const errors = apiFieldErrors(error);
          if (!errors) throw error;
          return { list: null, errors };
        },
      ),
    ]);
    const months = monthsBefore(today.slice(0, 7), MONTHS_OFFERED);
    // A month asked by its URL beyond the picker's range is still shown as chosen.
    if (period.month && !months.includes(period.month)) months.push(period.month);
    return { period, today, months, invoices, cheques: cheques.data.items, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta('admin.factureCompta.title');

function exportHref(period: { from: string; to: string }, format: 'csv' | 'xlsx'): string {
  return `${API_PREFIX}${pathOf(exportAccountingInvoices)}?${new URLSearchParams({ from: period.from, to: period.to, format })}`;
}

/** A local day (YYYY-MM-DD) as the short date of the locale. */
function shortDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** A row's action: a paid invoice (its first rate's row) can be cancelled by a credit note; a credit note is downloaded. */
function RowAction({ row, first, locale, onIssued }: { row: AccountingRow; first: boolean; locale: string; onIssued(message: string): void }) {
  const { t } = useTranslation();
  if (!first) return null;
  if (row.creditNoteId !== null) {
    return (
      <a href={`${API_PREFIX}${pathOf(downloadAccountingCreditNote, { creditNoteId: row.creditNoteId })}`} download className="font-semibold whitespace-nowrap text-neutral-900 underline">
        {t('admin.factureCompta.creditNote.download', { number: row.number })}
      </a>
    );
  }
  return row.status === 'paid' ? <CreditNoteDialog invoice={row} locale={locale} onIssued={onIssued} /> : null;
}

function InvoiceRows({ rows, locale, onIssued }: { rows: AccountingRow[]; locale: string; onIssued(message: string): void }) {
  const { t } = useTranslation();
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <>
      {rows.map((row, n) => (
        <tr key={`${row.kind}-${row.creditNoteId ?? row.invoiceId}-${row.vatRate}`} className="border-t border-neutral-100 align-top" data-testid="accounting-row" data-kind={row.kind}>
          <th scope="row" className="py-2 pr-3 font-mono text-xs font-normal whitespace-nowrap text-neutral-900">{row.number}</th>
          <td className="py-2 pr-3 whitespace-nowrap">{formatDate(row.issuedAt, locale)}</td>
          <td className="py-2 pr-3">
            {t(`admin.factureCompta.invoices.kinds.${row.kind}`)}
            {row.cancels && <span className="block text-xs text-neutral-700">{t('admin.factureCompta.invoices.cancels', { number: row.cancels })}</span>}
          </td>
          <td className="py-2 pr-3">{row.buyer}</td>
          <td className="py-2 pr-3 font-mono text-xs">{row.orderReference}</td>
          <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPrice(row.total, locale)}</td>
          <td className="py-2 pr-3 text-right">{percent.format(row.vatRate)}</td>
          <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPrice(row.vat, locale)}</td>
          <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPrice(row.totalWithVat, locale)}</td>
          <td className="py-2 pr-3">{t(`admin.factureCompta.invoices.methods.${row.paymentMethod ?? 'none'}`)}</td>
          <td className="py-2 pr-3" data-testid="accounting-status">{t(`admin.factureCompta.invoices.statuses.${row.status}`)}</td>
          <td className="py-2">
            <RowAction row={row} first={rows[n - 1]?.number !== row.number} locale={locale} onIssued={onIssued} />
          </td>
        </tr>
      ))}
    </>
  );
}

export default function FactureCompta() {
  const { period, today, months, invoices, cheques, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [recorded, setRecorded] = useState<string | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  const list = invoices.list;
  const columns = ['number', 'date', 'kind', 'buyer', 'order', 'total', 'vatRate', 'vat', 'totalWithVat', 'payment', 'status', 'actions'] as const;
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className="flex flex-col gap-6">
      <p className="text-neutral-700">{t('admin.factureCompta.intro')}</p>

      <section aria-labelledby="compta-invoices-heading" className="flex flex-col gap-4">
        <h2 id="compta-invoices-heading" className="text-xl font-semibold text-neutral-900">
          {t('admin.factureCompta.invoices.heading')}
        </h2>
        <div className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-4 lg:grid-cols-2">
          {/* GET forms: the URL carries the period (shareable, back button, no script needed). */}
          <Form method="get" role="search" aria-label={t('admin.factureCompta.period.showMonth')} className="flex flex-wrap items-end gap-3">
            <SelectField label={t('admin.factureCompta.period.month')} name="month" defaultValue={period.month ?? ''} className="min-w-48 grow">
              {period.month === null && <option value="">—</option>}
              {months.map((month) => (
                <option key={month} value={month}>
                  {monthName.format(new Date(`${month}-01T12:00:00Z`))}
                </option>
              ))}
            </SelectField>
            <button type="submit" className={buttonClass('secondary')}>
              {t('admin.factureCompta.period.showMonth')}
            </button>
          </Form>
          <Form method="get" role="search" aria-label={t('admin.factureCompta.period.showPeriod')} className="flex flex-wrap items-end gap-3">
            <TextField label={t('admin.factureCompta.period.from')} name="from" type="date" defaultValue={period.from} error={invoices.errors.from} className="grow" />
            <TextField label={t('admin.factureCompta.period.to')} name="to" type="date" defaultValue={period.to} error={invoices.errors.to} className="grow" />
            <button type="submit" className={buttonClass('secondary')}>
              {t('admin.factureCompta.period.showPeriod')}
            </button>
          </Form>
        </div>
        {issued && <FormAlert tone="success">{issued}</FormAlert>}
        {list && (
          <>
            <p className="text-sm text-neutral-700" role="status">
              {t('admin.factureCompta.period.shown', { from: shortDay(period.from, locale), to: shortDay(period.to, locale) })} {t('admin.factureCompta.invoices.count', { count: list.total })}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold text-neutral-900">{t('admin.factureCompta.invoices.download')}</span>
              <a href={exportHref(period, 'csv')} download className={buttonClass('primary')}>
                {t('admin.factureCompta.invoices.csv')}
              </a>
              <a href={exportHref(period, 'xlsx')} download className={buttonClass('primary')}>
                {t('admin.factureCompta.invoices.xlsx')}
              </a>
              <span className="text-sm text-neutral-700">{t('admin.factureCompta.invoices.csvHint')}</span>
            </div>
            {list.items.length === 0 ? (
              <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-center text-neutral-700">{t('admin.factureCompta.invoices.empty')}</p>
            ) : (
              <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white p-4" tabIndex={0} role="region" aria-labelledby="compta-invoices-heading">
                <table className="w-full min-w-3xl text-left text-sm text-neutral-800">
                  <thead className="text-neutral-700">
                    <tr>
                      {columns.map((column) => (
                        <th key={column} scope="col" className={`py-1 pr-3 font-semibold ${['total', 'vatRate', 'vat', 'totalWithVat'].includes(column) ? 'text-right' : ''}`}>
                          {t(`admin.factureCompta.invoices.columns.${column}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    <InvoiceRows
                      rows={list.items}
                      locale={locale}
                      onIssued={(message) => {
                        setIssued(message);
                        void revalidator.revalidate();
                      }}
                    />
                  </tbody>
                  <tfoot className="border-t-2 border-neutral-300 font-semibold text-neutral-900" data-testid="accounting-totals">
                    <tr>
                      <th scope="row" colSpan={5} className="py-2 pr-3 text-left">
                        {t('admin.factureCompta.invoices.totals')}
                      </th>
                      <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPrice(list.totals.total, locale)}</td>
                      <td />
                      <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPrice(list.totals.vat, locale)}</td>
                      <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPrice(list.totals.totalWithVat, locale)}</td>
                      <td colSpan={3} />
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
            <Pagination page={list.page} pageCount={pageCount(list.total, list.perPage)} search={location.search} />
          </>
        )}
      </section>

      <section aria-labelledby="compta-cheques-heading" className="flex flex-col gap-4">
        <h2 id="compta-cheques-heading" className="text-xl font-semibold text-neutral-900">
          {t('admin.factureCompta.cheques.heading')}
        </h2>
        {recorded && <FormAlert tone="success">{recorded}</FormAlert>}
        {cheques.length === 0 ? (
          <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-center text-neutral-700">{t('admin.factureCompta.cheques.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {cheques.map((order) => (
              <ChequeForm
                key={order.reference}
                order={order}
                today={today}
                locale={locale}
                onRecorded={(message) => {
                  setRecorded(message);
                  void revalidator.revalidate();
                }}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
