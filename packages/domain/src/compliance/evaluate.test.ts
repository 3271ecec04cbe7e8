import { describe, expect, it } from 'vitest';
import { evaluateCompliance, evaluateObligation, periodOf, ruleSetForPeriod, tagsOfTraining, type ComplianceAction } from './evaluate.ts';
import { FRENCH_RULE_SETS, ruleSetSchema, type ActionTag, type RuleSet } from './rule-sets.ts';

const versionsOf = (code: string) => FRENCH_RULE_SETS.filter((r) => r.code === code);
const dpc = versionsOf('fr-dpc');
const certification = versionsOf('fr-certification');

let next = 0;
const done = (completedOn: string, tags: ActionTag[], over: Partial<ComplianceAction> = {}): ComplianceAction => ({
  id: `training:${++next}`,
  completedOn,
  tags,
  source: 'platform',
  verified: false,
  ...over,
});
const cognitive = (day: string) => done(day, ['cognitive', 'priority']);
const practice = (day: string) => done(day, ['practiceEvaluation', 'priority']);
const risk = (day: string) => done(day, ['riskManagement', 'priority']);

describe('the rule sets as stored', () => {
  it('are valid data, each with its legal source, one version per number', () => {
    for (const rule of FRENCH_RULE_SETS) {
      expect(ruleSetSchema.parse(rule)).toEqual(rule);
      expect(rule.source).toMatch(/Code de la santé publique/);
    }
    const keys = FRENCH_RULE_SETS.map((r) => `${r.code}@${r.version}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a rule that names an unknown tag or asks for nothing', () => {
    const [rule] = dpc;
    expect(ruleSetSchema.safeParse({ ...rule, paths: [{ id: 'x', requirements: [{ tags: ['astrology'], min: 1 }] }] }).success).toBe(false);
    expect(ruleSetSchema.safeParse({ ...rule, paths: [{ id: 'x', requirements: [{ tags: ['cognitive'], min: 0 }] }] }).success).toBe(false);
    expect(ruleSetSchema.safeParse({ ...rule, paths: [] }).success).toBe(false);
  });
});

describe('the periods', () => {
  it('are the DPC’s three-year runs from 2017, both ends included', () => {
    const [rule] = dpc;
    expect(periodOf(rule, '2026-11-27')).toEqual({ start: '2026-01-01', end: '2028-12-31' });
    expect(periodOf(rule, '2025-12-31')).toEqual({ start: '2023-01-01', end: '2025-12-31' });
    expect(periodOf(rule, '2026-01-01')).toEqual({ start: '2026-01-01', end: '2028-12-31' });
    expect(periodOf(rule, '2016-06-30')).toEqual({ start: '2014-01-01', end: '2016-12-31' });
  });

  it('are a nine-year first cycle of the certification for those registered before 2023, six years after', () => {
    const [rule] = certification;
    expect(periodOf(rule, '2026-11-27', '2010-09-01')).toEqual({ start: '2023-01-01', end: '2031-12-31' });
    expect(periodOf(rule, '2026-11-27', null)).toEqual({ start: '2023-01-01', end: '2031-12-31' });
    expect(periodOf(rule, '2032-01-01', '2010-09-01')).toEqual({ start: '2032-01-01', end: '2037-12-31' });
    expect(periodOf(rule, '2038-03-01', '2010-09-01')).toEqual({ start: '2038-01-01', end: '2043-12-31' });
  });

  it('start at registration for those registered since 2023, six years each', () => {
    const [rule] = certification;
    expect(periodOf(rule, '2026-11-27', '2024-02-29')).toEqual({ start: '2024-02-29', end: '2030-02-27' });
    expect(periodOf(rule, '2030-02-28', '2024-02-29')).toEqual({ start: '2030-02-28', end: '2036-02-27' });
    // Registered next month: today belongs to the cycle about to begin.
    expect(periodOf(rule, '2026-11-27', '2026-12-15')).toEqual({ start: '2026-12-15', end: '2032-12-14' });
  });
});

describe('the DPC obligation', () => {
  const today = '2026-11-27';

  it('is met by two kinds of action in the period, or by an integrated programme', () => {
    expect(evaluateObligation(dpc, [cognitive('2026-03-02'), practice('2026-10-15')], today)).toMatchObject({ status: 'met', closest: { id: 'andpc', met: true } });
    expect(evaluateObligation(dpc, [done('2026-05-05', ['integrated', 'cognitive', 'practiceEvaluation', 'priority'])], today)?.status).toBe('met');
  });

  it('is not met by two actions of one kind, and says what is missing on the closest path', () => {
    const result = evaluateObligation(dpc, [cognitive('2026-03-02'), cognitive('2026-04-02')], today)!;
    expect(result.status).toBe('missing');
    expect(result.closest.id).toBe('andpc');
    expect(result.closest.requirements).toEqual([
      { tags: ['cognitive', 'practiceEvaluation', 'riskManagement'], min: 2, distinct: true, done: 1, shortfall: 1 },
      { tags: ['priority'], min: 1, done: 2, shortfall: 0 },
    ]);
  });

  it('needs one action within the priority orientations', () => {
    const outside = [done('2026-02-02', ['cognitive']), done('2026-03-03', ['riskManagement'])];
    expect(evaluateObligation(dpc, outside, today)?.status).toBe('missing');
  });

  it('is met on the CNP path by three actions of its mix from the 2023 period on, not before', () => {
    const cnp = [done('2024-02-02', ['cognitive']), done('2024-03-03', ['riskManagement']), done('2025-03-03', ['cognitive'])];
    expect(evaluateObligation(dpc, cnp, '2025-06-01')).toMatchObject({ version: 2, status: 'met', closest: { id: 'cnp' } });
    const earlier = cnp.map((a) => ({ ...a, completedOn: a.completedOn.replace('2024', '2021').replace('2025', '2022') }));
    expect(evaluateObligation(dpc, earlier, '2022-06-01')).toMatchObject({ version: 1, status: 'atRisk', period: { start: '2020-01-01' } });
    // Before the obligation existed there is nothing to meet.
    expect(evaluateObligation(dpc, earlier, '2016-06-01')).toBeNull();
  });

  it('counts an action on the last day of the period, not the day after', () => {
    const lastDay = [cognitive('2025-12-31'), practice('2025-12-31')];
    expect(evaluateObligation(dpc, lastDay, '2025-12-31')).toMatchObject({ status: 'met', daysLeft: 1 });
    expect(evaluateObligation(dpc, lastDay, '2026-01-01')).toMatchObject({ status: 'missing', daysLeft: 1096, counted: [] });
  });

  it('counts an action straddling two periods in the one it was completed in', () => {
    // Begun in December 2025, completed in January 2026: it belongs to 2026-2028.
    const straddling = practice('2026-01-10');
    const result = evaluateObligation(dpc, [cognitive('2025-11-03'), straddling], '2026-02-01')!;
    expect(result.counted.map((a) => a.id)).toEqual([straddling.id]);
    expect(result.status).toBe('missing');
  });

  it('is at risk once the period’s end is within its window and it is not met', () => {
    expect(evaluateObligation(dpc, [], '2028-01-01')).toMatchObject({ status: 'missing', daysLeft: 366 });
    expect(evaluateObligation(dpc, [], '2028-01-02')).toMatchObject({ status: 'atRisk', daysLeft: 365 });
    expect(evaluateObligation(dpc, [cognitive('2028-02-02'), risk('2028-03-03')], '2028-06-01')?.status).toBe('met');
  });

  it('counts a declared action once it is verified, and lists it as pending before', () => {
    const declared = done('2026-06-06', ['practiceEvaluation', 'priority'], { id: 'declared:4', source: 'declared' });
    const pending = evaluateObligation(dpc, [cognitive('2026-03-02'), declared], today)!;
    expect(pending).toMatchObject({ status: 'missing', pending: [declared] });
    expect(evaluateObligation(dpc, [cognitive('2026-03-02'), { ...declared, verified: true }], today)).toMatchObject({ status: 'met', pending: [] });
  });

  it('follows a new version of the rule from the period it applies to', () => {
    const stricter: RuleSet = { ...dpc[1], version: 3, validFrom: '2029-01-01', paths: [{ id: 'all-three', requirements: [{ tags: ['cognitive', 'practiceEvaluation', 'riskManagement'], min: 3, distinct: true }] }] };
    const versions = [...dpc, stricter];
    const two = [cognitive('2026-03-02'), practice('2026-10-15')];
    expect(evaluateObligation(versions, two, today)).toMatchObject({ version: 2, status: 'met' });
    const later = two.map((a) => ({ ...a, completedOn: a.completedOn.replace('2026', '2029') }));
    expect(evaluateObligation(versions, later, '2029-11-27')).toMatchObject({ version: 3, status: 'missing', closest: { requirements: [{ shortfall: 1 }] } });
    expect(ruleSetForPeriod(versions, '2028-12-31')?.version).toBe(2);
  });
});

describe('the certification périodique', () => {
  const both = (day: string, block: ActionTag) => done(day, [block]);

  it('needs two actions in each of the four blocks over the cycle', () => {
    const seven = [
      ...['2023-05-01', '2027-05-01'].map((d) => both(d, 'knowledge')),
      ...['2024-05-01', '2025-05-01'].map((d) => both(d, 'practiceQuality')),
      ...['2026-05-01', '2029-05-01'].map((d) => both(d, 'patientRelation')),
      both('2030-05-01', 'ownHealth'),
    ];
    const result = evaluateObligation(certification, seven, '2031-01-10', '2001-07-01')!;
    expect(result).toMatchObject({ status: 'atRisk', period: { start: '2023-01-01', end: '2031-12-31' } });
    expect(result.closest.requirements.map((r) => [r.tags[0], r.shortfall])).toEqual([
      ['knowledge', 0],
      ['practiceQuality', 0],
      ['patientRelation', 0],
      ['ownHealth', 1],
    ]);
    expect(evaluateObligation(certification, [...seven, both('2031-01-09', 'ownHealth')], '2031-01-10', '2001-07-01')?.status).toBe('met');
  });
});

describe('a country’s obligations', () => {
  it('are each of its rule codes, evaluated together on the same actions', () => {
    const integrated = tagsOfTraining(FRENCH_RULE_SETS, { type: 'dpc', dpcNumber: '12345678901', dpcKind: 'integrated' });
    expect(integrated.sort()).toEqual(['cognitive', 'integrated', 'knowledge', 'practiceEvaluation', 'practiceQuality', 'priority']);
    const results = evaluateCompliance(FRENCH_RULE_SETS, [done('2026-05-05', integrated)], '2026-11-27');
    expect(results.map((r) => [r.code, r.status])).toEqual([
      ['fr-dpc', 'met'],
      ['fr-certification', 'missing'],
    ]);
  });

  it('are none where no rule set applies (Spain)', () => {
    expect(evaluateCompliance([], [cognitive('2026-01-01')], '2026-11-27')).toEqual([]);
  });

  it('take from a training only what its type and accreditation allow', () => {
    expect(tagsOfTraining(FRENCH_RULE_SETS, { type: 'formation', dpcNumber: null, dpcKind: 'cognitive' })).toEqual([]);
    expect(tagsOfTraining(FRENCH_RULE_SETS, { type: 'podcast', dpcNumber: '12345678901', dpcKind: 'cognitive' })).toEqual([]);
    expect(tagsOfTraining(FRENCH_RULE_SETS, { type: 'formation', dpcNumber: '12345678901', dpcKind: null })).toEqual([]);
    expect(tagsOfTraining(FRENCH_RULE_SETS, { type: 'formation', dpcNumber: '12345678901', dpcKind: 'riskManagement' }).sort()).toEqual(['practiceQuality', 'priority', 'riskManagement']);
  });
});
