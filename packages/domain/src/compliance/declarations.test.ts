import { describe, expect, it } from 'vitest';
import { checkProof, declarableTags, isUndecided, PROOF_MAX_BYTES } from './declarations.ts';
import { FRENCH_RULE_SETS } from './rule-sets.ts';

describe('declarableTags', () => {
  it('offers the kinds, the priority orientations and the four blocks the French rules ask for, not the integrated programme', () => {
    expect(declarableTags(FRENCH_RULE_SETS)).toEqual(['cognitive', 'practiceEvaluation', 'riskManagement', 'priority', 'knowledge', 'practiceQuality', 'patientRelation', 'ownHealth']);
  });

  it('offers nothing without a rule set (the Spanish platforms)', () => {
    expect(declarableTags([])).toEqual([]);
  });
});

describe('checkProof', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4 proof');
  it('takes a PDF, a PNG or a JPEG by its bytes', () => {
    expect(checkProof(pdf)).toEqual({ ok: true, type: 'application/pdf' });
    expect(checkProof(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('refuses an empty file, another type and a file over the limit', () => {
    expect(checkProof(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    expect(checkProof(new TextEncoder().encode('GIF89a'))).toEqual({ ok: false, problem: 'type' });
    const big = new Uint8Array(PROOF_MAX_BYTES + 1);
    big.set(pdf);
    expect(checkProof(big)).toEqual({ ok: false, problem: 'tooBig' });
  });
});

describe('isUndecided', () => {
  it('lets only a pending declaration be decided or withdrawn', () => {
    expect(['pending', 'verified', 'refused'].map((s) => isUndecided(s as 'pending'))).toEqual([true, false, false]);
  });
});
