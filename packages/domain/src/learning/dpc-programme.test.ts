import { describe, expect, it } from 'vitest';
import {
  certificateUploadedDate,
  checkPracticeCertificate,
  currentDpcStep,
  dpcModulesByStep,
  dpcStepRefusal,
  dpcStepStates,
  PRACTICE_CERTIFICATE_MAX_BYTES,
  type DpcStep,
} from './dpc-programme.ts';

const doneUpTo = (count: number): Record<DpcStep, boolean> => ({
  preAssessment: count > 0,
  cognitive: count > 1,
  practice: count > 2,
  postAssessment: count > 3,
});

describe('the steps of a DPC programme', () => {
  it('splits the modules: first questionnaire, the training between, last questionnaire', () => {
    expect(dpcModulesByStep(['pre', 'a', 'b', 'post'])).toEqual({ preAssessment: 'pre', cognitive: ['a', 'b'], postAssessment: 'post' });
    expect(dpcModulesByStep(['pre', 'post'])).toEqual({ preAssessment: 'pre', cognitive: [], postAssessment: 'post' });
    expect(dpcModulesByStep(['only'])).toBeNull();
  });

  it('opens the first step not done and locks the ones after it', () => {
    expect(dpcStepStates(doneUpTo(0)).map((s) => s.status)).toEqual(['current', 'locked', 'locked', 'locked']);
    expect(dpcStepStates(doneUpTo(2)).map((s) => s.status)).toEqual(['completed', 'completed', 'current', 'locked']);
    expect(dpcStepStates(doneUpTo(4)).map((s) => s.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(currentDpcStep(doneUpTo(3))).toBe('postAssessment');
    expect(currentDpcStep(doneUpTo(4))).toBeNull();
  });

  it('refuses a skipped step, a step done, and the cognitive training posted instead of followed', () => {
    expect(dpcStepRefusal(doneUpTo(0), 'preAssessment')).toBeNull();
    expect(dpcStepRefusal(doneUpTo(0), 'practice')).toBe('stepLocked');
    expect(dpcStepRefusal(doneUpTo(2), 'postAssessment')).toBe('stepLocked');
    expect(dpcStepRefusal(doneUpTo(2), 'preAssessment')).toBe('stepDone');
    expect(dpcStepRefusal(doneUpTo(1), 'cognitive')).toBe('stepByModules');
    expect(dpcStepRefusal(doneUpTo(2), 'practice')).toBeNull();
    expect(dpcStepRefusal(doneUpTo(3), 'postAssessment')).toBeNull();
  });
});

describe('the practice certificate', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('recognises a PDF, a PNG and a JPEG by their first bytes', () => {
    expect(checkPracticeCertificate(bytes('%PDF-1.7\n…'))).toEqual({ ok: true, type: 'application/pdf' });
    expect(checkPracticeCertificate(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({ ok: true, type: 'image/png' });
    expect(checkPracticeCertificate(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('refuses an HTML page whatever its name, an empty file and one over the limit', () => {
    expect(checkPracticeCertificate(bytes('<!DOCTYPE html><p>%PDF-</p>'))).toEqual({ ok: false, problem: 'type' });
    expect(checkPracticeCertificate(bytes('%PD'))).toEqual({ ok: false, problem: 'type' });
    expect(checkPracticeCertificate(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const big = new Uint8Array(PRACTICE_CERTIFICATE_MAX_BYTES + 1);
    big.set(bytes('%PDF-'));
    expect(checkPracticeCertificate(big)).toEqual({ ok: false, problem: 'tooBig' });
    expect(checkPracticeCertificate(big.subarray(0, PRACTICE_CERTIFICATE_MAX_BYTES)).ok).toBe(true);
  });

  it('dates the upload dd/MM/yyyy in Europe/Paris', () => {
    expect(certificateUploadedDate(new Date('2026-11-23T10:00:00Z'))).toBe('23/11/2026');
    // 23:30 UTC on 31 December is already New Year's Day in Paris (UTC+1).
    expect(certificateUploadedDate(new Date('2026-12-31T23:30:00Z'))).toBe('01/01/2027');
    // Summer time (UTC+2).
    expect(certificateUploadedDate(new Date('2027-06-30T22:30:00Z'))).toBe('01/07/2027');
  });
});
