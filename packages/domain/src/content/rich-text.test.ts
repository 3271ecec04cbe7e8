import { describe, expect, it } from 'vitest';
import { plainTextToRichText, richTextToPlain, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the allow-list', () => {
    const html = '<h2>Titre</h2><p>Un <strong>texte</strong> <em>riche</em><br />suite</p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>c</blockquote><h3>d</h3>';
    expect(sanitizeRichText(html)).toBe(html);
  });
  it('drops scripts with their content, event handlers, styles and unknown tags', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red">a<script>alert(1)</script></p><img src=x onerror=alert(1)><iframe src="//x"></iframe><div>b</div>'))
      .toBe('<p>a</p>b');
  });
  it('keeps http, https, mailto and relative links only', () => {
    expect(sanitizeRichText('<a href="https://a.fr/x">1</a><a href="mailto:a@b.fr">2</a><a href="/docs/x">3</a><a href="javascript:alert(1)">4</a><a href="JaVaScRiPt:alert(1)">5</a><a href="data:text/html,x">6</a><a href="//evil.test">7</a>'))
      .toBe('<a href="https://a.fr/x">1</a><a href="mailto:a@b.fr">2</a><a href="/docs/x">3</a><a>4</a><a>5</a><a>6</a><a>7</a>');
  });
  it('escapes text that looks like markup in attributes and text', () => {
    expect(sanitizeRichText('1 < 2 & "ok"')).toBe('1 &lt; 2 &amp; "ok"');
  });
});

describe('plain text', () => {
  it('turns a textarea into paragraphs, without markup of the sender', () => {
    expect(plainTextToRichText('Bonjour<script>alert(1)</script>\nligne 2\n\n<b>Merci</b>')).toBe('<p>Bonjour<br />ligne 2</p><p>Merci</p>');
  });
  it('gives the text of rich text', () => {
    expect(richTextToPlain('<p>Un &amp; deux</p><p>trois<br />quatre</p><script>x</script>')).toBe('Un & deux\ntrois\nquatre');
  });
});
