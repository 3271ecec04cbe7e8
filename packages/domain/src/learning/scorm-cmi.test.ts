import { describe, expect, it } from 'vitest';
import { checkCmiCommit, formatTimeSpan, isCmiComplete, launchCmi, mergeCmi, scoreOutOfTen, timeSpanSeconds } from './scorm-cmi.ts';

describe('checkCmiCommit', () => {
  it('keeps the writable elements of a SCORM 1.2 commit and ignores the read-only ones it echoes', () => {
    const check = checkCmiCommit('1.2', {
      'cmi.core.lesson_location': 'page-2',
      'cmi.core.lesson_status': 'incomplete',
      'cmi.core.score.raw': 80,
      'cmi.core.session_time': '0000:01:30.5',
      'cmi.core.exit': 'suspend',
      'cmi.suspend_data': '{"answers":[1,2]}',
      'cmi.core.student_name': 'Martin, Claire',
      'cmi.core.total_time': '00:10:00',
      'cmi.interactions._count': '1',
      'cmi.interactions.0.id': 'q1',
      'cmi.interactions.0.type': 'choice',
      'cmi.interactions.0.result': 'correct',
      'cmi.interactions.0.time': '14:05:00',
    });
    expect(check.problems).toEqual([]);
    expect(check.values).toEqual({
      'cmi.core.lesson_location': 'page-2',
      'cmi.core.lesson_status': 'incomplete',
      'cmi.core.score.raw': '80',
      'cmi.core.session_time': '0000:01:30.5',
      'cmi.core.exit': 'suspend',
      'cmi.suspend_data': '{"answers":[1,2]}',
      'cmi.interactions.0.id': 'q1',
      'cmi.interactions.0.type': 'choice',
      'cmi.interactions.0.result': 'correct',
      'cmi.interactions.0.time': '14:05:00',
    });
  });

  it('names each element outside the data model or with a value outside its type', () => {
    const check = checkCmiCommit('1.2', {
      'cmi.core.lesson_status': 'finished',
      'cmi.core.score.raw': '120',
      'cmi.core.session_time': '1 minute',
      'cmi.core.lesson_location': 'x'.repeat(256),
      'cmi.location': 'page-2',
      'cmi.interactions.999.id': 'q1',
      'cmi.interactions.0.id': 'has space',
      'cmi.suspend_data': { nested: true },
    });
    expect(check.problems).toEqual([
      { element: 'cmi.core.lesson_status', problem: 'invalidValue' },
      { element: 'cmi.core.score.raw', problem: 'invalidValue' },
      { element: 'cmi.core.session_time', problem: 'invalidValue' },
      { element: 'cmi.core.lesson_location', problem: 'invalidValue' },
      { element: 'cmi.location', problem: 'notInDataModel' },
      { element: 'cmi.interactions.999.id', problem: 'notInDataModel' },
      { element: 'cmi.interactions.0.id', problem: 'invalidValue' },
      { element: 'cmi.suspend_data', problem: 'invalidValue' },
    ]);
  });

  it('checks SCORM 2004 elements with their own types', () => {
    const good = checkCmiCommit('2004', {
      'cmi.location': 'p3',
      'cmi.completion_status': 'completed',
      'cmi.success_status': 'passed',
      'cmi.score.scaled': '0.75',
      'cmi.score.raw': '3',
      'cmi.session_time': 'PT1M30.25S',
      'cmi.progress_measure': '1',
      'cmi.interactions.0.id': 'urn:campus:q1',
      'cmi.interactions.0.timestamp': '2026-11-02T10:15:00Z',
      'cmi.interactions.0.learner_response': 'b',
      'cmi.interactions.0.result': 'incorrect',
      'cmi.interactions.0.latency': 'PT12S',
      'adl.nav.request': 'continue',
      'cmi.learner_id': '42',
    });
    expect(good.problems).toEqual([]);
    expect(good.values['cmi.learner_id']).toBeUndefined();
    const bad = checkCmiCommit('2004', {
      'cmi.score.scaled': '1.5',
      'cmi.session_time': 'PT',
      'cmi.completion_status': 'passed',
      'cmi.core.lesson_status': 'passed',
      'cmi.interactions.0.result': 'wrong',
    });
    expect(bad.problems.map((p) => p.element)).toEqual([
      'cmi.score.scaled',
      'cmi.session_time',
      'cmi.completion_status',
      'cmi.core.lesson_status',
      'cmi.interactions.0.result',
    ]);
  });
});

describe('time spans', () => {
  it('reads both notations and writes each version’s', () => {
    expect(timeSpanSeconds('0001:02:03.50')).toBe(3723.5);
    expect(timeSpanSeconds('PT1H2M3.5S')).toBe(3723.5);
    expect(timeSpanSeconds('P1DT1S')).toBe(86401);
    expect(formatTimeSpan('1.2', 3723.5)).toBe('01:02:04');
    expect(formatTimeSpan('2004', 90)).toBe('PT0H1M30S');
  });
});

describe('mergeCmi', () => {
  it('adds the session time to the total once the session ends', () => {
    const saved = { 'cmi.core.lesson_location': 'p1', 'cmi.core.total_time': '00:10:00' };
    const during = mergeCmi('1.2', saved, { 'cmi.core.lesson_location': 'p2', 'cmi.core.session_time': '00:02:00' }, false);
    expect(during).toEqual({ 'cmi.core.lesson_location': 'p2', 'cmi.core.total_time': '00:10:00', 'cmi.core.session_time': '00:02:00' });
    const ended = mergeCmi('1.2', during, { 'cmi.core.session_time': '00:03:00' }, true);
    expect(ended).toEqual({ 'cmi.core.lesson_location': 'p2', 'cmi.core.total_time': '00:13:00' });
    expect(mergeCmi('2004', {}, { 'cmi.session_time': 'PT45S' }, true)).toEqual({ 'cmi.total_time': 'PT0H0M45S' });
  });
});

describe('scoreOutOfTen', () => {
  it('scales the raw score within its range, 2004’s scaled score first', () => {
    expect(scoreOutOfTen('1.2', { 'cmi.core.score.raw': '80' })).toBe(8);
    expect(scoreOutOfTen('1.2', { 'cmi.core.score.raw': '2', 'cmi.core.score.min': '0', 'cmi.core.score.max': '3' })).toBe(6.67);
    expect(scoreOutOfTen('1.2', { 'cmi.core.score.raw': '' })).toBeNull();
    expect(scoreOutOfTen('1.2', {})).toBeNull();
    expect(scoreOutOfTen('2004', { 'cmi.score.scaled': '0.5', 'cmi.score.raw': '1', 'cmi.score.max': '10' })).toBe(5);
    expect(scoreOutOfTen('2004', { 'cmi.score.scaled': '-0.5' })).toBe(0);
    expect(scoreOutOfTen('2004', { 'cmi.score.raw': '3', 'cmi.score.max': '4' })).toBe(7.5);
  });
});

describe('isCmiComplete', () => {
  it('completes on completed or passed, never on failed', () => {
    expect(isCmiComplete('1.2', { 'cmi.core.lesson_status': 'passed' })).toBe(true);
    expect(isCmiComplete('1.2', { 'cmi.core.lesson_status': 'completed' })).toBe(true);
    expect(isCmiComplete('1.2', { 'cmi.core.lesson_status': 'failed' })).toBe(false);
    expect(isCmiComplete('1.2', { 'cmi.core.lesson_status': 'incomplete' })).toBe(false);
    expect(isCmiComplete('2004', { 'cmi.completion_status': 'completed', 'cmi.success_status': 'passed' })).toBe(true);
    expect(isCmiComplete('2004', { 'cmi.completion_status': 'completed', 'cmi.success_status': 'unknown' })).toBe(true);
    expect(isCmiComplete('2004', { 'cmi.completion_status': 'completed', 'cmi.success_status': 'failed' })).toBe(false);
    expect(isCmiComplete('2004', { 'cmi.completion_status': 'incomplete', 'cmi.success_status': 'passed' })).toBe(false);
  });
});

describe('launchCmi', () => {
  const learner = { id: '7', name: 'Martin, Claire' };
  it('starts a first visit ab initio', () => {
    expect(launchCmi('1.2', {}, learner)).toEqual({
      'cmi.core.student_id': '7',
      'cmi.core.student_name': 'Martin, Claire',
      'cmi.core.credit': 'credit',
      'cmi.core.lesson_mode': 'normal',
      'cmi.core.entry': 'ab-initio',
      'cmi.core.total_time': '00:00:00',
    });
  });

  it('resumes with the saved state, without the write-only elements', () => {
    const cmi = launchCmi('2004', { 'cmi.location': 'p2', 'cmi.exit': 'suspend', 'cmi.session_time': 'PT1M', 'cmi.total_time': 'PT0H5M0S' }, learner);
    expect(cmi['cmi.location']).toBe('p2');
    expect(cmi['cmi.entry']).toBe('resume');
    expect(cmi['cmi.total_time']).toBe('PT0H5M0S');
    expect(cmi['cmi.exit']).toBeUndefined();
    expect(cmi['cmi.session_time']).toBeUndefined();
  });
});
