import type { Lang } from '@app/domain/platform/locales';
import { isBlankQuery, searchWords } from '@app/domain/catalogue/search-text';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Lower-cased and unaccented, like the words of a query (domain searchWords). */
function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Levenshtein distance, stopping early once it exceeds `max` (then returns max + 1). */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/**
 * Whether a word of the name answers a query word, mirroring what the search matches: a prefix (the query is
 * searched as prefixes), the same stem (a shared beginning all but the last two letters of the shorter word,
 * at least 4), or a typo (one edit per five letters) for words of 5 letters or more.
 */
export function wordMatches(nameWord: string, queryWord: string): boolean {
  if (nameWord.startsWith(queryWord)) return true;
  const shorter = Math.min(nameWord.length, queryWord.length);
  if (shorter >= 4 && commonPrefixLength(nameWord, queryWord) >= Math.max(4, shorter - 2)) return true;
  if (queryWord.length < 5 || nameWord.length < 5) return false;
  const max = Math.floor(Math.max(nameWord.length, queryWord.length) / 5);
  return editDistance(nameWord, queryWord, max) <= max;
}

/**
 * The name as HTML with the words that answer the query in `<mark>…</mark>` (issue "Catalogue" part 5: matched words
 * highlighted). Everything is HTML-escaped; accents and case are ignored when comparing; stop-words of the language
 * are never marked.
 */
export function highlightName(name: string, q: string, lang: Lang): string {
  const queryWords = [...new Set(searchWords(q))].filter((w) => !isBlankQuery(w, lang));
  if (queryWords.length === 0) return escapeHtml(name);
  let html = '';
  let last = 0;
  for (const match of name.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = fold(match[0]);
    if (isBlankQuery(word, lang) || !queryWords.some((w) => wordMatches(word, w))) continue;
    const start = match.index;
    html += `${escapeHtml(name.slice(last, start))}<mark>${escapeHtml(match[0])}</mark>`;
    last = start + match[0].length;
  }
  return html + escapeHtml(name.slice(last));
}
