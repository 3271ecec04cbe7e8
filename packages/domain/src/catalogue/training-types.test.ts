import { describe, it, expect } from 'vitest';
import {
  MODULE_TYPE,
  TRAINING_TYPES,
  assertTrainingFlowType,
  courseKindOfModule,
  hasFaceToFace,
  isLiveCourse,
  isModuleTypeCode,
  isTrainingType,
  mixtDisplayType,
  resolveTrainingType,
  typeToDisplay,
} from './training-types.ts';

describe('training types (spec §1, §2 route rules)', () => {
  it('lists the ten types', () => {
    expect([...TRAINING_TYPES]).toEqual([
      'dpc', 'mixt', 'formation', 'faceToFaceOnly', 'virtualClass', 'pdf', 'video', 'podcast', 'webinar', 'quiz',
    ]);
  });

  it('validates a trainingType value', () => {
    for (const t of TRAINING_TYPES) expect(isTrainingType(t)).toBe(true);
    for (const bad of ['', 'wrongtype', 'Dpc', 'elearning', 'faceToFace', 'experts', 'mixtElearningF2f']) {
      expect(isTrainingType(bad)).toBe(false);
    }
  });

  it('has the module type codes of §3', () => {
    expect(MODULE_TYPE).toEqual({
      elearning: 1, faceToFace: 2, virtualClass: 3, video: 4, podcast: 5, webinar: 6, quiz: 7, pdf: 9,
    });
    expect(isModuleTypeCode(9)).toBe(true);
    expect(isModuleTypeCode(8)).toBe(false);
  });
});

describe('resolveTrainingType (spec §4)', () => {
  it('treats a virtual faceToFaceOnly as virtualClass', () => {
    expect(resolveTrainingType({ type: 'faceToFaceOnly', isVirtual: true })).toBe('virtualClass');
    expect(resolveTrainingType({ type: 'faceToFaceOnly', isVirtual: false })).toBe('faceToFaceOnly');
  });

  it('treats a dpc without a dpc object as formation', () => {
    expect(resolveTrainingType({ type: 'dpc', hasDpc: false })).toBe('formation');
    expect(resolveTrainingType({ type: 'dpc' })).toBe('formation');
    expect(resolveTrainingType({ type: 'dpc', hasDpc: true })).toBe('dpc');
  });

  it('keeps other types', () => {
    expect(resolveTrainingType({ type: 'video', isVirtual: true, hasDpc: false })).toBe('video');
  });
});

describe('mixtDisplayType (spec §4)', () => {
  it('concatenates successive course kinds with adjacent duplicates collapsed', () => {
    expect(mixtDisplayType(['Elearning', 'F2f'])).toBe('mixtElearningF2f');
    expect(mixtDisplayType(['F2f', 'Elearning'])).toBe('mixtF2fElearning');
    expect(mixtDisplayType(['Elearning', 'VirtualClass'])).toBe('mixtElearningVirtualClass');
    expect(mixtDisplayType(['VirtualClass', 'Elearning'])).toBe('mixtVirtualClassElearning');
    expect(mixtDisplayType(['Elearning', 'Elearning', 'F2f', 'F2f'])).toBe('mixtElearningF2f');
    expect(mixtDisplayType(['Elearning', 'F2f', 'Elearning'])).toBe('mixtElearningF2fElearning');
    expect(mixtDisplayType([])).toBe('mixt');
  });

  it('maps module codes to course kinds', () => {
    expect([1, 2, 3, 6, 9, 42].map(courseKindOfModule)).toEqual([
      'Elearning', 'F2f', 'VirtualClass', 'VirtualClass', 'Elearning', null,
    ]);
  });
});

describe('typeToDisplay (catalogue type_to_display)', () => {
  it('uses the resolved type, or the mixed display type', () => {
    expect(typeToDisplay({ type: 'pdf' })).toBe('pdf');
    expect(typeToDisplay({ type: 'faceToFaceOnly', isVirtual: true })).toBe('virtualClass');
    expect(typeToDisplay({ type: 'dpc', hasDpc: false })).toBe('formation');
    expect(typeToDisplay({ type: 'mixt', courseKinds: ['F2f', 'F2f', 'Elearning'] })).toBe('mixtF2fElearning');
  });
});

describe('hasFaceToFace (spec §3) and isLiveCourse (spec §4)', () => {
  it('is true for mixt, faceToFaceOnly, virtualClass only', () => {
    const withF2f = TRAINING_TYPES.filter(hasFaceToFace);
    expect(withF2f).toEqual(['mixt', 'faceToFaceOnly', 'virtualClass']);
  });

  it('a course is live when a module is a webinar, virtual class or face to face', () => {
    expect(isLiveCourse([1, 4, 6])).toBe(true);
    expect(isLiveCourse([3])).toBe(true);
    expect(isLiveCourse([2, 9])).toBe(true);
    expect(isLiveCourse([1, 4, 5, 7, 9])).toBe(false);
    expect(isLiveCourse([])).toBe(false);
  });
});

describe('assertTrainingFlowType (spec §4)', () => {
  it('accepts the known flow types and throws otherwise', () => {
    for (const t of ['module', 'formation', 'epp', 'dpc', 'faceToFaceOnly', 'virtualClass', 'mixt', 'pdf', 'video']) {
      expect(() => assertTrainingFlowType(t)).not.toThrow();
    }
    expect(() => assertTrainingFlowType('podcast')).toThrow('not implemented current flow type');
  });
});
