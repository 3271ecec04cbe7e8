import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import writeXlsxFile from 'write-excel-file/node';

/** Tables sent as spreadsheets (the learner's and the team's history, the accountant's invoices). */
export type Cell = string | number | null;
export interface Table {
  header: string[];
  rows: Cell[][];
}
export type SpreadsheetFormat = 'csv' | 'xlsx';

export const SPREADSHEET_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A UTF-8 CSV with a byte order mark (Excel reads the accents), every cell quoted as needed, CRLF line ends. French
 * spreadsheets read `;` as the separator and `,` as the decimal mark: `delimiter` and `decimalComma` say so.
 */
export function tableCsv({ header, rows }: Table, options: { delimiter?: ',' | ';'; decimalComma?: boolean } = {}): Buffer {
  const number = options.decimalComma ? (n: number) => String(n).replace('.', ',') : String;
  return Buffer.from(stringify([header, ...rows], { bom: true, record_delimiter: 'windows', delimiter: options.delimiter ?? ',', cast: { number } }), 'utf8');
}

/** The same table as an XLSX workbook of one sheet, its header in bold and kept in view. */
export async function tableXlsx({ header, rows }: Table, sheet: string): Promise<Buffer> {
  const data = [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows];
  return writeXlsxFile(data, { sheet, stickyRowsCount: 1 }).toBuffer();
}

/** Sends a built spreadsheet as a private download under that name. */
export function sendSpreadsheet(reply: FastifyReply, format: SpreadsheetFormat, fileName: string, file: Buffer) {
  return reply.type(SPREADSHEET_TYPES[format]).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(file);
}
