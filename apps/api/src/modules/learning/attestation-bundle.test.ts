import { describe, expect, it } from 'vitest';
import { uniqueName } from './attestation-bundle.ts';

describe('the names in the attestations’ zip', () => {
  it('keeps a name once and numbers its repeats before the extension', () => {
    const taken = new Set<string>();
    expect(['a.pdf', 'a.pdf', 'b.pdf', 'a.pdf', 'noext'].map((n) => uniqueName(n, taken))).toEqual(['a.pdf', 'a-2.pdf', 'b.pdf', 'a-3.pdf', 'noext']);
    expect(uniqueName('noext', taken)).toBe('noext-2');
  });
});
