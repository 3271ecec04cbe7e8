import { describe, expect, it } from 'vitest';
import { moveItem, nextOrder, orderRows } from './ordering.ts';

describe('moveItem', () => {
  it('moves an item up, down, to either end, and clamps a move past an end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
  });

  it('leaves the list as it is for an index outside it, and never changes the list given', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 5, 0)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 0)).toEqual(['b', 'a']);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('orderRows', () => {
  it('numbers the rows from 1 in list order and keeps each visibility', () => {
    expect(orderRows([{ id: 7, isVisible: true }, { id: 3, isVisible: false }])).toEqual([
      { id: 7, order: 1, isVisible: true },
      { id: 3, order: 2, isVisible: false },
    ]);
    expect(orderRows([])).toEqual([]);
  });
});

describe('nextOrder', () => {
  it('places a new row after the last one, whatever the gaps', () => {
    expect(nextOrder([])).toBe(1);
    expect(nextOrder([1, 2, 3])).toBe(4);
    expect(nextOrder([10, 2])).toBe(11);
  });
});
