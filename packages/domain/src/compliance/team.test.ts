import { describe, expect, it } from 'vitest';
import { compareLearners, learnerStatus, summarizeTeam } from './team.ts';

const learner = (name: string, ...obligations: [string, 'met' | 'missing' | 'atRisk', number][]) => ({
  name,
  obligations: obligations.map(([code, status, daysLeft]) => ({ code, status, daysLeft })),
});

describe('learnerStatus', () => {
  it('is the worst of the obligations, met when all are (or there is none)', () => {
    expect(learnerStatus(['met', 'met'])).toBe('met');
    expect(learnerStatus(['met', 'missing'])).toBe('missing');
    expect(learnerStatus(['missing', 'atRisk', 'met'])).toBe('atRisk');
    expect(learnerStatus([])).toBe('met');
  });
});

describe('compareLearners', () => {
  it('puts the worst status first, then the nearest deadline of a gap, then the name', () => {
    const team = [
      learner('Zoé', ['dpc', 'met', 10]),
      learner('Anne', ['dpc', 'missing', 900], ['cert', 'missing', 1500]),
      learner('Marc', ['dpc', 'atRisk', 200]),
      learner('Bruno', ['dpc', 'missing', 800], ['cert', 'met', 5]),
      learner('Alice', ['dpc', 'met', 10]),
    ];
    expect([...team].sort(compareLearners).map((l) => l.name)).toEqual(['Marc', 'Bruno', 'Anne', 'Alice', 'Zoé']);
  });
});

describe('summarizeTeam', () => {
  it('counts learners by their worst status and each obligation by its own', () => {
    const summary = summarizeTeam(
      [learner('a', ['dpc', 'met', 1], ['cert', 'met', 1]), learner('b', ['dpc', 'atRisk', 1], ['cert', 'missing', 1]), learner('c', ['dpc', 'met', 1], ['cert', 'missing', 1])],
      ['dpc', 'cert'],
    );
    expect(summary).toEqual({
      learners: 3,
      compliant: 1,
      missing: 1,
      atRisk: 1,
      obligations: [
        { code: 'dpc', met: 2, missing: 0, atRisk: 1 },
        { code: 'cert', met: 1, missing: 2, atRisk: 0 },
      ],
    });
  });

  it('is all zeros for an empty team, each obligation still listed', () => {
    expect(summarizeTeam([], ['dpc'])).toEqual({ learners: 0, compliant: 0, missing: 0, atRisk: 0, obligations: [{ code: 'dpc', met: 0, missing: 0, atRisk: 0 }] });
  });
});
