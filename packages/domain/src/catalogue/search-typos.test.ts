import { describe, expect, it } from 'vitest';
import { closeWords, searchAlternatives, searchLexicon, trigrams } from './search-typos.ts';

const lexicon = searchLexicon([
  'la vaccination antigrippale',
  'Vaccination : pratique des injections',
  'Le diabète de type 2',
  'Farmacovigilancia: notificación de sospechas',
  'Dermofarmacia práctica',
]);

describe('search typos', () => {
  it('splits the names as a query is split: lower-cased, unaccented, short words left out', () => {
    expect(lexicon.words).toContain('diabete');
    expect(lexicon.words).toContain('notificacion');
    expect(lexicon.words.filter((w) => w === 'vaccination')).toHaveLength(1);
    expect(lexicon.words).not.toContain('la');
    expect(lexicon.words).not.toContain('des');
  });

  it('pads a word as pg_trgm does', () => {
    expect([...trigrams('acne')]).toEqual(['  a', ' ac', 'acn', 'cne', 'ne ']);
  });

  it('finds the names\' words close to a misspelt word', () => {
    expect(closeWords('vaccinaton', lexicon)).toEqual(['vaccination']);
    expect(closeWords('diabte', lexicon)).toEqual(['diabete']);
    expect(closeWords('farmacovijilancia', lexicon)).toEqual(['farmacovigilancia']);
    // Another spelling of the same word, in another language.
    expect(closeWords('pharmacovigilance', lexicon)).toEqual(['farmacovigilancia']);
  });

  it('leaves a word some name begins with, a short word and a word close to nothing as they are', () => {
    expect(closeWords('vaccin', lexicon)).toEqual([]);
    expect(closeWords('antigrippale', lexicon)).toEqual([]);
    expect(closeWords('vac', lexicon)).toEqual([]);
    expect(closeWords('cannabis', lexicon)).toEqual([]);
    expect(closeWords('vaccinaton', searchLexicon([]))).toEqual([]);
  });

  it('gives each word of a query with the words searched for it', () => {
    expect(searchAlternatives('Vaccinaton antigrippale', lexicon, 'fr')).toEqual([['vaccinaton', 'vaccination'], ['antigrippale']]);
    expect(searchAlternatives('', lexicon, 'fr')).toEqual([]);
  });

  it('gives a stop-word no close word, which the search would look for alone', () => {
    const withDanger = searchLexicon(['Les dangers du soleil']);
    expect(closeWords('dans', withDanger)).toEqual(['dangers']);
    expect(searchAlternatives('soleil dans', withDanger, 'fr')).toEqual([['soleil'], ['dans']]);
  });
});
