import { describe, expect, it } from 'vitest';
import { decideEnrolment, type EnrolmentLearner, type EnrolmentTraining } from './enrolment.ts';
import { flowTypeOf } from './flow-types.ts';
import { currentQuiz, currentTraining } from './current.ts';
import { historyPoints } from './points.ts';
import { CHAIN_GENESIS, canonicalJson, chainInput, creditedSeconds, HEARTBEAT_MAX_CREDIT, verifyChain, type ChainedEvent } from './tracking.ts';

describe('flowTypeOf (spec §4)', () => {
  it('maps each training to its flow', () => {
    expect(flowTypeOf({ type: 'formation' })).toBe('formation');
    expect(flowTypeOf({ type: 'video' })).toBe('video');
    expect(flowTypeOf({ type: 'pdf' })).toBe('pdf');
    expect(flowTypeOf({ type: 'podcast' })).toBe('module');
    expect(flowTypeOf({ type: 'quiz' })).toBe('module');
    expect(flowTypeOf({ type: 'dpc', hasDpc: true })).toBe('dpc');
    expect(flowTypeOf({ type: 'dpc', hasDpc: true, isEpp: true })).toBe('epp');
    expect(flowTypeOf({ type: 'dpc', hasDpc: false })).toBe('formation');
    expect(flowTypeOf({ type: 'faceToFaceOnly', isVirtual: true })).toBe('virtualClass');
    expect(flowTypeOf({ type: 'mixt' })).toBe('mixt');
  });
  it('raises "not implemented current flow type" for anything else', () => {
    expect(() => flowTypeOf({ type: 'hologram' })).toThrow('not implemented current flow type');
  });
});

describe('decideEnrolment (spec §4)', () => {
  const learner: EnrolmentLearner = { contractType: null, contractValidDate: '2027-01-31', function: 'Pharmacien', isIndividualAccount: true };
  const training: EnrolmentTraining = { noContractRequired: false, free: false, availableFunctions: [], availableOnSpace: true, canStart: true };
  const today = '2026-11-23';
  const decide = (l: Partial<EnrolmentLearner>, t: Partial<EnrolmentTraining> = {}) => decideEnrolment({ ...learner, ...l }, { ...training, ...t }, today);

  it('lets a learner with a valid contract enrol, up to and on the valid date', () => {
    expect(decide({})).toEqual({ allow: true });
    expect(decide({ contractValidDate: today })).toEqual({ allow: true });
  });
  it('never lets a read-only account enrol, even in a free training', () => {
    expect(decide({ contractType: 'read-only' }, { free: true })).toEqual({ allow: false, reason: 'readOnly' });
  });
  it('explains an invalid contract, unless the training needs none or is free', () => {
    expect(decide({ contractValidDate: '2026-11-22' })).toEqual({ allow: false, reason: 'contractInvalid' });
    expect(decide({ contractValidDate: null })).toEqual({ allow: false, reason: 'contractInvalid' });
    expect(decide({ contractValidDate: null }, { noContractRequired: true })).toEqual({ allow: true });
    expect(decide({ contractValidDate: null }, { free: true })).toEqual({ allow: true });
  });
  it('sends a shop contract to the shop for a paid training, not for a free one', () => {
    expect(decide({ contractType: 'shop', contractValidDate: null })).toEqual({ allow: false, reason: 'shopContext' });
    expect(decide({ contractType: 'shop', contractValidDate: null }, { free: true })).toEqual({ allow: true });
  });
  it('restricts by function, an individual Adjoint counting as Pharmacien (spec §3)', () => {
    expect(decide({ function: 'Adjoint', isIndividualAccount: false }, { availableFunctions: ['Adjoint'] })).toEqual({ allow: true });
    expect(decide({ function: 'Adjoint', isIndividualAccount: true }, { availableFunctions: ['Adjoint'] })).toEqual({ allow: false, reason: 'functionNotAvailable' });
    expect(decide({ function: null }, { availableFunctions: ['Pharmacien'] })).toEqual({ allow: false, reason: 'functionNotAvailable' });
  });
  it('refuses a training that cannot start or is not offered in the learning space', () => {
    expect(decide({}, { canStart: false })).toEqual({ allow: false, reason: 'cantStart' });
    expect(decide({}, { availableOnSpace: false })).toEqual({ allow: false, reason: 'notOnSpace' });
  });
});

describe('current quiz and current training (spec §4)', () => {
  it('takes the first quiz not hidden', () => {
    expect(currentQuiz([{ id: 1, hidden: true }, { id: 2, hidden: false }, { id: 3, hidden: false }])?.id).toBe(2);
    expect(currentQuiz([{ id: 1, hidden: true }])).toBeNull();
  });
  it('skips a dpc whose first session is still to come', () => {
    const now = '2026-11-23T10:00:00Z';
    const dpcLater = { id: 1, course: { type: 'dpc' }, sessions: [{ startDate: '2027-02-01' }, { startDate: '2026-12-01' }] };
    const dpcStarted = { id: 2, course: { type: 'dpc' }, sessions: [{ startDate: '2027-02-01' }, { startDate: '2026-10-01' }] };
    const formation = { id: 3, course: { type: 'formation' }, sessions: [] };
    expect(currentTraining([dpcLater, dpcStarted, formation], now)?.id).toBe(2);
    expect(currentTraining([dpcLater, formation], now)?.id).toBe(3);
    expect(currentTraining([dpcLater], now)).toBeNull();
  });
});

describe('historyPoints (spec §3)', () => {
  it('adds the rounded initial and final scores to the training points', () => {
    expect(historyPoints({ formations: [{ initialScore: 6.4, finalScore: 8.5 }], points: 20 })).toBe(6 + 9 + 20);
    expect(historyPoints({ formations: [{ initialScore: null, finalScore: 7 }, { initialScore: 2.5, finalScore: null }], points: 0 })).toBe(7 + 3);
    expect(historyPoints({ formations: [], points: 10 })).toBe(10);
  });
});

describe('tracking', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 23, 10, 0, s));
  it('credits the time since the previous heartbeat, nothing for the first or after a gap', () => {
    expect(creditedSeconds(null, at(0))).toBe(0);
    expect(creditedSeconds(at(0), at(15))).toBe(15);
    expect(creditedSeconds(at(0), at(HEARTBEAT_MAX_CREDIT))).toBe(HEARTBEAT_MAX_CREDIT);
    expect(creditedSeconds(at(0), at(HEARTBEAT_MAX_CREDIT + 1))).toBe(0);
    expect(creditedSeconds(at(20), at(10))).toBe(0);
  });

  it('serialises objects the same whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}');
  });

  // A toy hash keeps the test pure; the API uses SHA-256.
  const toyHash = (input: string) => String([...input].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000_007, 7));
  const chain = (n: number): ChainedEvent[] => {
    const events: ChainedEvent[] = [];
    let prev = CHAIN_GENESIS;
    for (let i = 1; i <= n; i++) {
      const fields = { userId: 1, enrolmentId: 9, moduleId: i, kind: 'heartbeat', occurredAt: at(i * 15).toISOString(), seconds: 15, payload: { i } };
      const event = { id: i, ...fields, prevHash: prev, hash: toyHash(chainInput(fields, prev)) };
      events.push(event);
      prev = event.hash;
    }
    return events;
  };
  it('accepts an intact chain and finds a changed, deleted or re-ordered event', () => {
    expect(verifyChain(chain(4), toyHash)).toBeNull();
    const changed = chain(4).map((e) => (e.id === 2 ? { ...e, seconds: 900 } : e));
    expect(verifyChain(changed, toyHash)).toEqual({ eventId: 2, problem: 'hashMismatch' });
    const deleted = chain(4).filter((e) => e.id !== 3);
    expect(verifyChain(deleted, toyHash)).toEqual({ eventId: 4, problem: 'brokenLink' });
    const [a, b, ...rest] = chain(4);
    expect(verifyChain([b, a, ...rest], toyHash)).toEqual({ eventId: 2, problem: 'brokenLink' });
  });
});
