import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

/**
 * A table with a caption; on a phone each row becomes a card whose cells carry their column's header, so nothing
 * scrolls sideways at 375 px.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: { caption: ReactNode; columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string | number; empty: ReactNode }) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-neutral-900">{caption}</caption>
      <thead className="sr-only sm:not-sr-only">
        <tr className="border-b border-neutral-300">
          {columns.map((c) => (
            <th key={c.key} scope="col" className={`px-3 py-2 font-semibold text-neutral-800 ${c.numeric ? 'text-right' : ''}`}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="mb-3 block rounded-lg border border-neutral-200 bg-white sm:mb-0 sm:table-row sm:rounded-none sm:border-0 sm:border-b">
            {columns.map((c) => (
              <td key={c.key} className={`flex justify-between gap-4 px-3 py-2 sm:table-cell ${c.numeric ? 'sm:text-right' : ''}`}>
                <span aria-hidden="true" className="font-semibold text-neutral-700 sm:hidden">
                  {c.header}
                </span>
                <span className="min-w-0 break-words text-neutral-900">{c.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
