/** HTTP Range requests on a media file (RFC 9110 §14; issue "Learning I" part 5 and "Bad input"). */

/** What to answer: the whole file (200), one byte span (206, both ends inclusive), or 416. */
export type RangeAnswer = { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SPEC = /^bytes=(\d*)-(\d*)$/;

/**
 * The answer to a `Range` header on a file of `size` bytes. No header, or a list of ranges (which a server may ignore),
 * gives the whole file; `bytes=a-b`, `bytes=a-` and `bytes=-n` give one span, its end clamped to the last byte. A
 * header that does not parse, names another unit, starts past the end, ends before it starts or asks for zero bytes is
 * unsatisfiable: the player asked for something this file cannot give, so it hears 416 rather than a silent 200.
 */
export function resolveRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const value = header.trim();
  if (value.startsWith('bytes=') && value.includes(',')) return { kind: 'whole' };
  const match = SPEC.exec(value);
  if (!match || size <= 0) return { kind: 'unsatisfiable' };
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    const suffix = Number(last);
    return suffix > 0 ? { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 } : { kind: 'unsatisfiable' };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || Number(last === '' ? end : last) < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}

/** `Content-Range` of a span, or of a 416 (the size alone, after an asterisk). */
export function contentRange(answer: RangeAnswer, size: number): string | null {
  if (answer.kind === 'partial') return `bytes ${answer.start}-${answer.end}/${size}`;
  if (answer.kind === 'unsatisfiable') return `bytes */${size}`;
  return null;
}
