import { describe, it, expect } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, clampPage, clampPerPage, pageCount, pageOffset } from './pagination.ts';

describe('pagination (spec §9 default page size 10)', () => {
  it('defaults to 10 per page', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(pageCount(25)).toBe(3);
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(40, 12)).toBe(4);
  });

  it('clamps the page size', () => {
    expect(clampPerPage(undefined)).toBe(10);
    expect(clampPerPage('abc')).toBe(10);
    expect(clampPerPage(0)).toBe(10);
    expect(clampPerPage('25')).toBe(25);
    expect(clampPerPage(10_000)).toBe(MAX_PAGE_SIZE);
  });

  it('clamps the page from query input', () => {
    expect(clampPage(undefined)).toBe(1);
    expect(clampPage('abc')).toBe(1);
    expect(clampPage('-3')).toBe(1);
    expect(clampPage('2')).toBe(2);
    expect(clampPage(2.7)).toBe(2);
    expect(clampPage(9, 25, 10)).toBe(3);
    expect(clampPage(5, 0, 10)).toBe(1);
  });

  it('computes offsets', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
    expect(pageOffset(0, 10)).toBe(0);
  });
});
