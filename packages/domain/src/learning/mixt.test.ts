import { describe, expect, it } from 'vitest';
import { MODULE_TYPE } from '../catalogue/training-types.ts';
import { liveModuleStatus, mixtFlow, mixtParts, type LiveBookingFacts, type ModuleStatus } from './mixt.ts';

const mod = (id: number, typeCode: number, status: ModuleStatus = 'notStarted') => ({ id, typeCode, status, locked: false });
const modules = [mod(1, MODULE_TYPE.elearning), mod(2, MODULE_TYPE.video), mod(3, MODULE_TYPE.faceToFace)];
const booking = (over: Partial<LiveBookingFacts>): LiveBookingFacts => ({ status: 'confirmed', lastDay: '2027-01-21', attended: false, markedAbsent: false, ...over });

describe('mixt parts', () => {
  it('puts the e-learning part first, or the live part when faceToFaceFirst', () => {
    expect(mixtParts(modules, false).map((p) => [p.kind, p.modules.map((m) => m.id)])).toEqual([['elearning', [1, 2]], ['live', [3]]]);
    expect(mixtParts(modules, true).map((p) => [p.kind, p.modules.map((m) => m.id)])).toEqual([['live', [3]], ['elearning', [1, 2]]]);
  });

  it('leaves an empty part out and counts a virtual class or webinar as live', () => {
    expect(mixtParts([mod(1, MODULE_TYPE.virtualClass), mod(2, MODULE_TYPE.webinar)], false).map((p) => p.kind)).toEqual(['live']);
  });
});

describe('the live module status', () => {
  const today = '2027-01-22';
  it('is not started without a seat (a waiting place holds none)', () => {
    expect(liveModuleStatus([], today)).toBe('notStarted');
    expect(liveModuleStatus([booking({ status: 'waiting' }), booking({ status: 'cancelled', attended: true })], today)).toBe('notStarted');
  });
  it('is in progress while a seat is held before the session ends', () => {
    expect(liveModuleStatus([booking({ lastDay: today })], today)).toBe('inProgress');
    expect(liveModuleStatus([booking({ status: 'offered', lastDay: '2027-02-01' })], today)).toBe('inProgress');
  });
  it('is completed once attended, or once the last day is past unless marked absent', () => {
    expect(liveModuleStatus([booking({ lastDay: '2027-02-01', attended: true })], today)).toBe('completed');
    expect(liveModuleStatus([booking({ lastDay: '2027-01-21' })], today)).toBe('completed');
    expect(liveModuleStatus([booking({ lastDay: '2027-01-21', markedAbsent: true })], today)).toBe('inProgress');
  });
});

describe('mixt flow', () => {
  it('opens the live part once the e-learning part is done; booking stays free, the lock only orders the parts', () => {
    const flow = mixtFlow([mod(1, MODULE_TYPE.elearning, 'completed'), mod(2, MODULE_TYPE.elearning, 'inProgress'), mod(3, MODULE_TYPE.faceToFace)], false, 'inProgress');
    expect(flow.modules.map((m) => [m.id, m.status, m.locked])).toEqual([[1, 'completed', false], [2, 'inProgress', false], [3, 'inProgress', true]]);
    expect(flow.parts.map((p) => [p.kind, p.status])).toEqual([['elearning', 'inProgress'], ['live', 'inProgress']]);
  });

  it('face to face first: the e-learning modules wait for the live module to be completed', () => {
    const before = mixtFlow(modules, true, 'inProgress');
    expect(before.modules.map((m) => [m.id, m.locked])).toEqual([[3, false], [1, true], [2, true]]);
    const after = mixtFlow(modules, true, 'completed');
    expect(after.modules.map((m) => [m.id, m.status, m.locked])).toEqual([[3, 'completed', false], [1, 'notStarted', false], [2, 'notStarted', true]]);
    expect(after.parts.map((p) => p.status)).toEqual(['completed', 'notStarted']);
  });
});
