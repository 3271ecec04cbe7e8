/**
 * Search highlights (issue "Catalogue" part 5): the API sends the training name HTML-escaped with `<mark>…</mark>`
 * around the matches. The web never injects it as HTML: it is parsed here into text parts, marked or not, and
 * rendered as React text and <mark> elements. Any other tag is shown as the text it is.
 */

export interface HighlightPart {
  text: string;
  mark: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references an HTML escaper produces (named basics, decimal and hex). */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** `Vaccination &amp; <mark>grippe</mark>` → [{text:'Vaccination & ', mark:false}, {text:'grippe', mark:true}]. */
export function parseHighlight(html: string | null | undefined): HighlightPart[] {
  if (!html) return [];
  const parts: HighlightPart[] = [];
  let marked = false;
  for (const token of html.split(/(<\/?mark>)/i)) {
    const lower = token.toLowerCase();
    if (lower === '<mark>') marked = true;
    else if (lower === '</mark>') marked = false;
    else if (token) {
      const text = decodeEntities(token);
      const last = parts.at(-1);
      if (last && last.mark === marked) last.text += text;
      else parts.push({ text, mark: marked });
    }
  }
  return parts;
}
