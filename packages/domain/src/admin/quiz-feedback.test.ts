import { describe, expect, it } from 'vitest';
import { roundedAverage } from './quiz-feedback.ts';

describe('roundedAverage', () => {
  it('rounds the database’s mean to one decimal and keeps "no rating" apart', () => {
    expect(roundedAverage('3.6666666666666667')).toBe(3.7);
    expect(roundedAverage(4)).toBe(4);
    expect(roundedAverage(null)).toBeNull();
    expect(roundedAverage('not a number')).toBeNull();
  });
});
