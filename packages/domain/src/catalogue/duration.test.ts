import { describe, it, expect } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration (spec §9 "1h30mn")', () => {
  it.each([
    [90, '1h30mn'],
    [60, '1h'],
    [45, '45mn'],
    [0, '0mn'],
    [125, '2h05mn'],
    [5, '5mn'],
    [600, '10h'],
    [61, '1h01mn'],
  ])('%i minutes → %s', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });

  it('rounds fractions and treats invalid input as zero', () => {
    expect(formatDuration(89.6)).toBe('1h30mn');
    expect(formatDuration(-10)).toBe('0mn');
    expect(formatDuration(Number.NaN)).toBe('0mn');
  });
});
