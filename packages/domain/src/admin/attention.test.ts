import { describe, expect, it } from 'vitest';
import { isAlmostFull } from './attention.ts';

describe('isAlmostFull', () => {
  it('flags a session with two seats left or fewer, or a tenth of its seats, but not a full one', () => {
    expect(isAlmostFull(8, 6)).toBe(true);
    expect(isAlmostFull(8, 5)).toBe(false);
    expect(isAlmostFull(50, 45)).toBe(true);
    expect(isAlmostFull(50, 44)).toBe(false);
    expect(isAlmostFull(12, 12)).toBe(false);
    expect(isAlmostFull(12, 0)).toBe(false);
  });
});
