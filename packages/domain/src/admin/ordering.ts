/**
 * Ordering of the back-office's lists (issue 17 part 6; spec §3 FAQ sections and questions, billboards: order,
 * visibility): what the screens send after a move, and where a new row goes.
 */
export interface Ordered {
  id: number;
  isVisible: boolean;
}

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(target, 0, item);
  return moved;
}

/** Each row's order as its place in the list, from 1, with its visibility: the body of an `…OrderAndVisibility` call. */
export function orderRows(items: readonly Ordered[]): { id: number; order: number; isVisible: boolean }[] {
  return items.map((item, index) => ({ id: item.id, order: index + 1, isVisible: item.isVisible }));
}

/** The order of a row added at the end: one after the last (1 for the first row). */
export function nextOrder(orders: readonly number[]): number {
  return orders.length === 0 ? 1 : Math.max(...orders) + 1;
}
