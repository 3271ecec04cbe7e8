import { describe, expect, it } from 'vitest';
import { decodeEntities, parseHighlight } from './highlight.ts';

describe('parseHighlight', () => {
  it('splits the name into plain and marked parts', () => {
    expect(parseHighlight('Vacunación en la <mark>farmacia</mark> comunitaria')).toEqual([
      { text: 'Vacunación en la ', mark: false },
      { text: 'farmacia', mark: true },
      { text: ' comunitaria', mark: false },
    ]);
    expect(parseHighlight('<mark>Dermo</mark><mark>farmacia</mark>')).toEqual([{ text: 'Dermofarmacia', mark: true }]);
  });

  it('decodes escaped text and never turns it into markup', () => {
    expect(parseHighlight('&lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>AVK</mark>')).toEqual([
      { text: '<script>alert(1)</script> & ', mark: false },
      { text: 'AVK', mark: true },
    ]);
    // A stray tag other than <mark> stays text.
    expect(parseHighlight('<b>x</b>')).toEqual([{ text: '<b>x</b>', mark: false }]);
  });

  it('handles empty input and an unclosed mark', () => {
    expect(parseHighlight('')).toEqual([]);
    expect(parseHighlight(null)).toEqual([]);
    expect(parseHighlight('a <mark>b')).toEqual([
      { text: 'a ', mark: false },
      { text: 'b', mark: true },
    ]);
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references and keeps unknown ones', () => {
    expect(decodeEntities('l&#39;officine &#x27;x&#x27; &quot;q&quot; &copy;')).toBe('l\'officine \'x\' "q" &copy;');
  });
});
