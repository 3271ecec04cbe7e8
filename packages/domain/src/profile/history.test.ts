import { describe, expect, it } from 'vitest';
import { filterHistory, historyTypes, historyYears, parisYear, pointsTotal, readHistoryFilter } from './history.ts';

const entry = (endDate: string, type: string, points: number, initialScore: number | null = null, finalScore: number | null = null) => ({
  endDate,
  course: { type, points },
  formations: [{ initialScore, finalScore }],
});

const HISTORY = [
  entry('2026-09-15T10:20:00Z', 'pdf', 10, 5, 9.2),
  entry('2025-12-31T23:30:00Z', 'formation', 20, 6.4, 8.6),
  entry('2025-11-20T16:45:00Z', 'formation', 5),
];

describe('the history filters (issue 13 part 4)', () => {
  it('reads the year in Europe/Paris: 31 December 23:30 UTC is already the next year', () => {
    expect(parisYear('2025-12-31T23:30:00Z')).toBe(2026);
    expect(parisYear('2025-12-31T22:30:00Z')).toBe(2025);
  });

  it('keeps the entries of a year, of a type, of both, or all', () => {
    expect(filterHistory(HISTORY, { year: 2026 })).toEqual([HISTORY[0], HISTORY[1]]);
    expect(filterHistory(HISTORY, { type: 'formation' })).toEqual([HISTORY[1], HISTORY[2]]);
    expect(filterHistory(HISTORY, { year: 2026, type: 'formation' })).toEqual([HISTORY[1]]);
    expect(filterHistory(HISTORY, {})).toEqual(HISTORY);
    expect(filterHistory(HISTORY, { year: 2024 })).toEqual([]);
  });

  it('offers the years newest first and the types in the catalogue’s order', () => {
    expect(historyYears(HISTORY)).toEqual([2026, 2025]);
    expect(historyTypes(HISTORY)).toEqual(['formation', 'pdf']);
    expect(historyYears([])).toEqual([]);
  });

  it('reads a filter from a query, ignoring what is not a year or a type', () => {
    expect(readHistoryFilter({ year: '2025', type: 'pdf' })).toEqual({ year: 2025, type: 'pdf' });
    expect(readHistoryFilter({ year: '25', type: 'nope' })).toEqual({ year: null, type: null });
    expect(readHistoryFilter({})).toEqual({ year: null, type: null });
  });
});

describe('the points total (spec §3 History entry)', () => {
  it('adds each entry’s rounded initial and final scores and its training’s points', () => {
    // 5 + 9 + 10, 6 + 9 + 20, 0 + 0 + 5
    expect(pointsTotal(HISTORY)).toBe(24 + 35 + 5);
    expect(pointsTotal(filterHistory(HISTORY, { type: 'pdf' }))).toBe(24);
    expect(pointsTotal([])).toBe(0);
  });
});
