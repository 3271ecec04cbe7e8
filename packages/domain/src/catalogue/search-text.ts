/** Search text from the header box and `/recherche/:value` | `/buscar/:value` (issue "Catalogue", part 5). */
import type { Lang } from '../platform/locales.ts';

export const SEARCH_MAX_LENGTH = 100;

/**
 * The query as searched: Unicode NFC, control characters removed, trimmed, runs of whitespace collapsed to one space,
 * cut to SEARCH_MAX_LENGTH characters (code points, never half a character) at most. null/undefined → ''.
 */
export function normalizeSearch(q: string | null | undefined): string {
  if (!q) return '';
  const cleaned = q.normalize('NFC').replace(/\p{Cc}/gu, ' ').replace(/\s+/gu, ' ').trim();
  return Array.from(cleaned).slice(0, SEARCH_MAX_LENGTH).join('').trim();
}

/**
 * Common French and Spanish words a full-text search ignores (a subset of PostgreSQL's stop-word lists,
 * written without accents because queries are compared unaccented).
 */
const STOP_WORDS: Record<Lang, ReadonlySet<string>> = {
  fr: new Set(
    ('a au aux avec ce ces cet cette d dans de des du elle en et eux il ils je l la le les leur leurs lui m ma mais me meme ' +
      'mes moi mon n ne nos notre nous on ou par pas pour qu que qui s sa se ses son sur t ta te tes toi ton tu un une vos ' +
      'votre vous y est sont etre').split(' '),
  ),
  es: new Set(
    ('a al algo como con cual de del el ella ellas ellos en entre era es esa ese eso esta este esto fue ha hay la las le les ' +
      'lo los mas me mi mis muy no nos o os para pero por que se sin sobre su sus te tu tus un una uno unos unas y ya yo').split(' '),
  ),
};

/** Words of a query, lower-cased and unaccented, split on anything that is not a letter or digit. */
export function searchWords(q: string | null | undefined): string[] {
  return normalizeSearch(q)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * True when a query cannot find anything: empty, only punctuation, or — when the language is given — only
 * stop-words of that language ("le la de", "de la"). The screen then shows a helpful empty state, never an error.
 */
export function isBlankQuery(q: string | null | undefined, lang?: Lang): boolean {
  const words = searchWords(q);
  if (words.length === 0) return true;
  if (!lang) return false;
  return words.every((w) => isStopWord(w, lang));
}

/** Whether a query word (as searchWords gives it) is one a full-text search of that language ignores. */
export function isStopWord(word: string, lang: Lang): boolean {
  return STOP_WORDS[lang].has(word);
}
