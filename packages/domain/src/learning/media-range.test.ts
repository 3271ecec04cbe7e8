import { describe, expect, it } from 'vitest';
import { contentRange, resolveRange } from './media-range.ts';

const SIZE = 1000;

describe('resolveRange', () => {
  it('gives the whole file without a Range header', () => {
    expect(resolveRange(undefined, SIZE)).toEqual({ kind: 'whole' });
  });

  it.each([
    ['bytes=0-0', 0, 0],
    ['bytes=0-99', 0, 99],
    ['bytes=500-599', 500, 599],
    ['bytes=999-999', 999, 999],
    ['bytes=900-', 900, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=-100', 900, 999],
    ['bytes=-5000', 0, 999],
    [' bytes=10-20 ', 10, 20],
  ])('%s is the span %i–%i', (header, start, end) => {
    expect(resolveRange(header, SIZE)).toEqual({ kind: 'partial', start, end });
  });

  it.each(['bytes=1000-', 'bytes=1000-1001', 'bytes=20-10', 'bytes=-0', 'bytes=-', 'bytes=a-b', 'items=0-10', 'bytes 0-10', '', 'bytes=0-1x'])(
    '%j is unsatisfiable',
    (header) => {
      expect(resolveRange(header, SIZE)).toEqual({ kind: 'unsatisfiable' });
    },
  );

  it('answers a list of ranges with the whole file', () => {
    expect(resolveRange('bytes=0-10,20-30', SIZE)).toEqual({ kind: 'whole' });
  });

  it('cannot give a span of an empty file', () => {
    expect(resolveRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('contentRange', () => {
  it('names the span and the size, or only the size of an unsatisfiable range', () => {
    expect(contentRange({ kind: 'partial', start: 0, end: 9 }, SIZE)).toBe('bytes 0-9/1000');
    expect(contentRange({ kind: 'unsatisfiable' }, SIZE)).toBe('bytes */1000');
    expect(contentRange({ kind: 'whole' }, SIZE)).toBeNull();
  });
});
