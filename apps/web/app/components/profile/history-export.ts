/** Where the browser downloads the filtered history (same origin, with the session cookie): `historyExport`'s URL. */
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { historyExport, type HistoryExportFormat } from '@app/contracts/profile/history';
import type { HistoryFilter } from '@app/domain/profile/history';

export function historyExportHref(format: HistoryExportFormat, filter: HistoryFilter): string {
  const query = new URLSearchParams({ format });
  if (filter.year != null) query.set('year', String(filter.year));
  if (filter.type != null) query.set('type', filter.type);
  return `${API_PREFIX}${pathOf(historyExport)}?${query}`;
}
