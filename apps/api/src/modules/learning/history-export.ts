import type { HistoryEntry } from '@app/contracts/learning/tracking';
import type { HistoryExportFormat } from '@app/contracts/profile/history';
import { historyPoints } from '@app/domain/learning/points';
import { filterHistory, pointsTotal, type HistoryFilter } from '@app/domain/profile/history';
import { defaultLocaleOf, TIME_ZONE, type Lang } from '@app/domain/platform/locales';
import { todayInParis } from '@app/domain/identity/session-user';
import { SPREADSHEET_TYPES, tableCsv, tableXlsx, type Cell } from '../../http/spreadsheet.ts';
import { translate } from '../../i18n/messages.ts';
import { typeLabel } from './attestation-pdf.ts';

export type { Cell };

/** The table's column titles in that language; the points column only with points access (spec §4). */
export function historyHeader(lang: Lang, showPoints: boolean): string[] {
  return ['training', 'type', 'startDate', 'endDate', 'minutes', 'initialScore', 'finalScore', ...(showPoints ? ['points'] : [])].map((column) =>
    translate(lang, `history.export.${column}` as Parameters<typeof translate>[1]),
  );
}

const dayFormats = new Map<Lang, Intl.DateTimeFormat>();
/** One formatter per language: a team's export formats thousands of dates. */
function dayFormat(lang: Lang): Intl.DateTimeFormat {
  let format = dayFormats.get(lang);
  if (!format) dayFormats.set(lang, (format = new Intl.DateTimeFormat(defaultLocaleOf(lang), { dateStyle: 'short', timeZone: TIME_ZONE })));
  return format;
}

/** One finished training as a row: dates in Europe/Paris, minutes really spent, scores, and points with access. */
export function historyRow(e: HistoryEntry, lang: Lang, showPoints: boolean): Cell[] {
  const day = dayFormat(lang);
  return [
    e.course.name,
    typeLabel(lang, e.course.type),
    e.startDate ? day.format(new Date(e.startDate)) : null,
    day.format(new Date(e.endDate)),
    Math.round(e.secondsSpent / 60),
    e.formations[0]?.initialScore ?? null,
    e.formations[0]?.finalScore ?? null,
    ...(showPoints ? [historyPoints({ formations: e.formations, points: e.course.points })] : []),
  ];
}

/** The filtered history as a table in the learner's language, with the points total when points are shown. */
export function historyTable(entries: readonly HistoryEntry[], filter: HistoryFilter, lang: Lang, showPoints: boolean): { header: string[]; rows: Cell[][] } {
  const kept = filterHistory(entries, filter);
  const rows = kept.map((e) => historyRow(e, lang, showPoints));
  if (showPoints) rows.push([translate(lang, 'history.export.total'), null, null, null, null, null, null, pointsTotal(kept)]);
  return { header: historyHeader(lang, showPoints), rows };
}

/** A UTF-8 CSV with a byte order mark (Excel reads the accents), every cell quoted as needed, CRLF line ends. */
export function historyCsv(table: ReturnType<typeof historyTable>): Buffer {
  return tableCsv(table);
}

/** The same table as an XLSX workbook of one sheet. */
export async function historyXlsx(table: ReturnType<typeof historyTable>, lang: Lang): Promise<Buffer> {
  return tableXlsx(table, translate(lang, 'history.export.sheet'));
}

export const EXPORT_TYPES: Record<HistoryExportFormat, string> = SPREADSHEET_TYPES;

/** The file's name in the learner's language, with the day (Europe/Paris) it was made. */
export function exportFileName(lang: Lang, format: HistoryExportFormat, now: Date): string {
  return `${translate(lang, 'history.export.fileName')}-${todayInParis(now)}.${format}`;
}
