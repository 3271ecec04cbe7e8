import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH, isBlankQuery, normalizeSearch, searchWords } from './search-text.ts';
import { searchQuerySchema } from './search-text.schema.ts';

describe('normalizeSearch', () => {
  it('trims and collapses whitespace', () => {
    expect(normalizeSearch('  vaccination \t  antigrippale\n ')).toBe('vaccination antigrippale');
    expect(normalizeSearch(null)).toBe('');
    expect(normalizeSearch(undefined)).toBe('');
  });

  it('removes control characters and composes accents (NFC)', () => {
    expect(normalizeSearch('de\u0301rmo\u0000cosme\u0301tique')).toBe('dérmo cosmétique');
  });

  it('keeps at most 100 characters, never half a character', () => {
    expect(normalizeSearch('a'.repeat(250))).toHaveLength(SEARCH_MAX_LENGTH);
    const emoji = normalizeSearch(`${'b'.repeat(99)}😀😀`);
    expect(Array.from(emoji)).toHaveLength(100);
    expect(emoji.endsWith('😀')).toBe(true);
    expect(normalizeSearch(`${'c'.repeat(99)} d`)).toBe('c'.repeat(99));
  });
});

describe('isBlankQuery', () => {
  it('is true for empty or punctuation-only queries', () => {
    for (const q of ['', '   ', '?!', ' - , ; ', null, undefined]) expect(isBlankQuery(q)).toBe(true);
  });

  it('is false for real words', () => {
    expect(isBlankQuery('TROD')).toBe(false);
    expect(isBlankQuery('dérmatologie', 'fr')).toBe(false);
    expect(isBlankQuery('vacunación', 'es')).toBe(false);
  });

  it('is true for stop-words only when the language is given', () => {
    expect(isBlankQuery('le la de', 'fr')).toBe(true);
    expect(isBlankQuery("de l'", 'fr')).toBe(true);
    expect(isBlankQuery('de la', 'es')).toBe(true);
    expect(isBlankQuery('de la')).toBe(false);
    expect(isBlankQuery('de la vaccination', 'fr')).toBe(false);
  });

  it('splits words unaccented and lower-cased', () => {
    expect(searchWords("L'Acné  du Bébé")).toEqual(['l', 'acne', 'du', 'bebe']);
  });
});

describe('searchQuerySchema', () => {
  it('normalises q and defaults paging', () => {
    expect(searchQuerySchema.parse({ q: '  acné   bébé ' })).toEqual({ q: 'acné bébé', page: 1, perPage: 10 });
    expect(searchQuerySchema.parse({})).toEqual({ q: '', page: 1, perPage: 10 });
  });

  it('rejects bad paging and unknown parameters', () => {
    expect(searchQuerySchema.safeParse({ q: 'x', page: '0' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'x', perPage: '500' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'x', type: 'dpc' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: ['a', 'b'] }).success).toBe(false);
  });
});
