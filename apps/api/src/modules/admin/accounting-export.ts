import type { AccountingRow } from '@app/contracts/admin/facture-compta';
import { defaultLocaleOf, TIME_ZONE, type Lang } from '@app/domain/platform/locales';
import { tableCsv, tableXlsx, type SpreadsheetFormat, type Table } from '../../http/spreadsheet.ts';
import { translate } from '../../i18n/messages.ts';

const COLUMNS = ['number', 'date', 'kind', 'buyer', 'orderReference', 'total', 'vatRate', 'vat', 'totalWithVat', 'paymentMethod', 'status'] as const;

/** The accountant's table in the administrator's language: dates as Paris days, amounts as numbers in euros. */
export function accountingTable(rows: readonly AccountingRow[], lang: Lang): Table {
  const t = (key: string) => translate(lang, key as Parameters<typeof translate>[1]);
  const day = new Intl.DateTimeFormat(defaultLocaleOf(lang), { dateStyle: 'short', timeZone: TIME_ZONE });
  return {
    header: COLUMNS.map((column) => t(`admin.factureCompta.export.${column}`)),
    rows: rows.map((r) => [
      r.number,
      day.format(new Date(r.issuedAt)),
      t(`admin.factureCompta.export.kinds.${r.kind}`),
      r.buyer,
      r.orderReference,
      r.total,
      r.vatRate,
      r.vat,
      r.totalWithVat,
      r.paymentMethod ? t(`admin.factureCompta.export.methods.${r.paymentMethod}`) : null,
      t(`admin.factureCompta.export.statuses.${r.status}`),
    ]),
  };
}

/**
 * The file for the accountant: a CSV as French spreadsheets open it (UTF-8 with BOM, `;` between cells, decimal
 * comma), or an XLSX workbook (numbers as numbers). Named after the period.
 */
export async function accountingFile(rows: readonly AccountingRow[], lang: Lang, format: SpreadsheetFormat, period: { from: string; to: string }) {
  const table = accountingTable(rows, lang);
  const file = format === 'csv' ? tableCsv(table, { delimiter: ';', decimalComma: true }) : await tableXlsx(table, translate(lang, 'admin.factureCompta.export.sheet'));
  return { file, fileName: `${translate(lang, 'admin.factureCompta.export.fileName')}-${period.from}-${period.to}.${format}` };
}
