import { describe, expect, it } from 'vitest';
import { escapeHtml, highlightName, wordMatches } from './search-highlight.ts';

describe('highlightName', () => {
  it('marks the words that answer the query, ignoring accents and case', () => {
    expect(highlightName('Dermofarmacia práctica', 'DERMOFARMACÍA', 'es')).toBe('<mark>Dermofarmacia</mark> práctica');
    expect(highlightName('Vacunación en la farmacia', 'vacunacion', 'es')).toBe('<mark>Vacunación</mark> en la farmacia');
    expect(highlightName('Gestion des stupéfiants', 'stupefiant', 'fr')).toBe('Gestion des <mark>stupéfiants</mark>');
  });

  it('marks prefixes, shared stems and typos', () => {
    expect(highlightName('Vaccination antigrippale', 'vacc', 'fr')).toBe('<mark>Vaccination</mark> antigrippale');
    expect(highlightName('La vaccination', 'vaccins', 'fr')).toBe('La <mark>vaccination</mark>');
    expect(highlightName('Farmacovigilancia: notificación', 'farmacovijilancia', 'es')).toBe('<mark>Farmacovigilancia</mark>: notificación');
  });

  it('never marks stop-words and escapes HTML', () => {
    expect(highlightName('Le conseil de la pharmacie', 'la pharmacie', 'fr')).toBe('Le conseil de la <mark>pharmacie</mark>');
    expect(highlightName("Soins <b> à l'officine", 'officine', 'fr')).toBe('Soins &lt;b&gt; à l&#39;<mark>officine</mark>');
    expect(highlightName('A & B', '', 'fr')).toBe('A &amp; B');
  });

  it('compares words', () => {
    expect(wordMatches('antigrippale', 'anti')).toBe(true);
    expect(wordMatches('diabete', 'asthme')).toBe(false);
    expect(wordMatches('pied', 'pie')).toBe(true);
    expect(wordMatches('vaccin', 'vacances')).toBe(false);
    expect(escapeHtml(`<"'&>`)).toBe('&lt;&quot;&#39;&amp;&gt;');
  });
});
