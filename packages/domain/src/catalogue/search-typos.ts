/**
 * Typo tolerance of the catalogue search (issue "Catalogue", part 5): when a query finds nothing as typed, each of its
 * words that no word of the platform's training names begins with is also searched as the names' words close to
 * it, so "vaccinaton" searches "vaccination" too. Close is pg_trgm's word similarity between two words: the share of the query word's trigrams
 * (the word padded with two spaces before and one after, as pg_trgm does) that the name's word holds, at least
 * pg_trgm's default threshold. The names' words are few (hundreds for the demo, a few thousand for 100,000
 * trainings), so this is a loop in memory; done by the database, every name of a typo's hundreds of matches was
 * compared again.
 */
import type { Lang } from '../platform/locales.ts';
import { isStopWord, searchWords } from './search-text.ts';

/** Shorter query words are left as typed: a prefix of three letters already finds much, and too much is close to it. */
export const MIN_TYPO_LENGTH = 4;
/** pg_trgm's word_similarity_threshold default. */
export const WORD_SIMILARITY = 0.6;
/** The closest words searched for one query word, at most. */
export const MAX_CLOSE_WORDS = 3;

export interface SearchLexicon {
  /** The names' words, lower-cased and unaccented (search-text searchWords), each once. */
  words: string[];
  /** For each trigram, the numbers of the words holding it. */
  byTrigram: Map<string, number[]>;
}

export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  return found;
}

/** The lexicon of a platform's training names (or of any words: each text is split as a query is). */
export function searchLexicon(texts: Iterable<string>): SearchLexicon {
  const words = [...new Set([...texts].flatMap((text) => searchWords(text)))].filter((word) => word.length >= MIN_TYPO_LENGTH).sort();
  const byTrigram = new Map<string, number[]>();
  words.forEach((word, id) => {
    for (const trigram of trigrams(word)) {
      const holders = byTrigram.get(trigram);
      if (holders) holders.push(id);
      else byTrigram.set(trigram, [id]);
    }
  });
  return { words, byTrigram };
}

/** The lexicon's words close to a word it has no word beginning with, closest first (ties in alphabetical order). */
export function closeWords(word: string, lexicon: SearchLexicon): string[] {
  if (word.length < MIN_TYPO_LENGTH || lexicon.words.some((known) => known.startsWith(word))) return [];
  const own = trigrams(word);
  const shared = new Map<number, number>();
  for (const trigram of own) for (const id of lexicon.byTrigram.get(trigram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
  return [...shared]
    .map(([id, count]) => ({ word: lexicon.words[id], similarity: count / own.size }))
    .filter((close) => close.similarity >= WORD_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || (a.word < b.word ? -1 : 1))
    .slice(0, MAX_CLOSE_WORDS)
    .map((close) => close.word);
}

/**
 * Each word of a query with the words searched for it: itself, then its close words. A stop-word keeps none: the
 * search ignores it, so a close word would be searched alone.
 */
export function searchAlternatives(q: string, lexicon: SearchLexicon, lang: Lang): string[][] {
  return searchWords(q).map((word) => (isStopWord(word, lang) ? [word] : [word, ...closeWords(word, lexicon)]));
}
