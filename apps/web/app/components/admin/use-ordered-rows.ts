/** The state of an ordered list on a back-office screen: changed at once on screen, saved one change after another. */
import { useEffect, useRef, useState } from 'react';
import { orderRows } from '@app/domain/admin/ordering';
import type { SortableRow } from './sortable-list.tsx';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * `rows` are the loader's; `save` sends the order and visibility of every row (an `…OrderAndVisibility` call). A
 * failed save puts the rows back as they were before it, so the screen never shows what was not saved.
 */
export function useOrderedRows<T extends SortableRow>(rows: T[], save: (body: ReturnType<typeof orderRows>) => Promise<unknown>) {
  const [items, setItems] = useState(rows);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => setItems(rows), [rows]);

  const change = (next: T[]) => {
    const previous = items;
    setItems(next);
    setStatus('saving');
    queue.current = queue.current.then(async () => {
      try {
        await save(orderRows(next));
        setStatus('saved');
      } catch {
        setItems(previous);
        setStatus('failed');
      }
    });
  };
  return { items, change, status };
}
