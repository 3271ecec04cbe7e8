import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items.ts';

describe('paginationItems', () => {
  it('lists every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('collapses distant pages into gaps', () => {
    expect(paginationItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(paginationItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(paginationItems(10, 10)).toEqual([1, null, 9, 10]);
  });
  it('fills a one-page gap instead of an ellipsis', () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });
  it('is empty with no pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
