import { describe, expect, it } from 'vitest';
import {
  DPEC_ACTIONS,
  DPEC_DOCUMENTS,
  DPEC_FINAL_STATES,
  DPEC_PAGES,
  DPEC_STATES,
  allowedDpecActions,
  decideDpecAction,
  decideDpecSession,
  dpecPageOf,
  suggestDpecFunder,
  type DpecAction,
  type DpecState,
} from './dpec.ts';

/** Every allowed transition of the documented machine (docs/decisions.md "Funding files (DPEC)"). */
const ALLOWED: [DpecState, DpecAction, DpecState][] = [
  ['created', 'submit', 'submitted'],
  ['created', 'cancel', 'cancelled'],
  ['submitted', 'start', 'in_progress'],
  ['submitted', 'refuse', 'refused'],
  ['submitted', 'cancel', 'cancelled'],
  ['in_progress', 'finance', 'financed'],
  ['in_progress', 'refuse', 'refused'],
  ['in_progress', 'cancel', 'cancelled'],
  ['financed', 'sendReport', 'report_sent'],
  ['report_sent', 'reimburse', 'reimbursed'],
];

const file = (state: DpecState) => ({ state, funder: 'OPCO' as const, hasSession: false });

describe('the funding file state machine', () => {
  it.each(ALLOWED)('from %s, %s leads to %s', (state, action, to) => {
    expect(decideDpecAction(file(state), action)).toEqual({ ok: true, to });
  });

  const refused = DPEC_STATES.flatMap((state) =>
    DPEC_ACTIONS.filter((action) => !ALLOWED.some(([s, a]) => s === state && a === action)).map((action) => [state, action] as const),
  );
  it.each(refused)('from %s, %s is refused', (state, action) => {
    expect(decideDpecAction(file(state), action)).toEqual({ ok: false, reason: 'notAllowedFromState' });
  });

  it('tries every pair of state and action', () => {
    expect(ALLOWED.length + refused.length).toBe(DPEC_STATES.length * DPEC_ACTIONS.length);
  });

  it('refunds only after financing and the report (issue 16 "Bad input")', () => {
    expect(decideDpecAction(file('in_progress'), 'reimburse').ok).toBe(false);
    expect(decideDpecAction(file('financed'), 'reimburse').ok).toBe(false);
  });

  it('leaves a final state by no action', () => {
    for (const state of DPEC_FINAL_STATES) expect(allowedDpecActions(file(state))).toEqual([]);
  });

  it('sends a DPC file only with its ANDPC session', () => {
    expect(decideDpecAction({ state: 'created', funder: 'DPC', hasSession: false }, 'submit')).toEqual({ ok: false, reason: 'sessionRequired' });
    expect(decideDpecAction({ state: 'created', funder: 'DPC', hasSession: true }, 'submit')).toEqual({ ok: true, to: 'submitted' });
    expect(allowedDpecActions({ state: 'created', funder: 'DPC', hasSession: false })).toEqual(['cancel']);
  });

  it('lists the buttons of a file in the order of its life', () => {
    expect(allowedDpecActions(file('created'))).toEqual(['submit', 'cancel']);
    expect(allowedDpecActions(file('in_progress'))).toEqual(['finance', 'refuse', 'cancel']);
  });
});

describe('the session of a file', () => {
  it('changes until the funder starts handling a DPC file', () => {
    expect(decideDpecSession({ state: 'created', funder: 'DPC' })).toEqual({ ok: true });
    expect(decideDpecSession({ state: 'submitted', funder: 'DPC' })).toEqual({ ok: true });
    for (const state of ['in_progress', 'financed', 'report_sent', 'reimbursed', 'refused', 'cancelled'] as const) {
      expect(decideDpecSession({ state, funder: 'DPC' })).toEqual({ ok: false, reason: 'sessionLocked' });
    }
  });

  it('belongs to DPC files only', () => {
    expect(decideDpecSession({ state: 'created', funder: 'OPCO' })).toEqual({ ok: false, reason: 'sessionNotForFunder' });
  });
});

describe('the suggested funder', () => {
  it('is the ANDPC for a DPC programme, whoever follows it', () => {
    expect(suggestDpecFunder(['DPC', 'FIFPL', 'OPCO'], 'Pharmacien')).toEqual({ funder: 'DPC', reason: 'dpcProgramme', candidates: ['DPC', 'FIFPL'] });
    expect(suggestDpecFunder(['DPC', 'FIFPL', 'OPCO'], 'Adjoint')).toEqual({ funder: 'DPC', reason: 'dpcProgramme', candidates: ['DPC', 'OPCO'] });
  });

  it('is the FIF-PL for a self-employed pharmacist and the OPCO for an employee', () => {
    expect(suggestDpecFunder(['FIFPL', 'OPCO'], 'Pharmacien')).toMatchObject({ funder: 'FIFPL', reason: 'selfEmployed' });
    expect(suggestDpecFunder(['FIFPL', 'OPCO'], 'Adjoint')).toMatchObject({ funder: 'OPCO', reason: 'employee' });
  });

  it('is FUNDAE in Spain', () => {
    expect(suggestDpecFunder(['FUNDAE'], 'Adjoint')).toEqual({ funder: 'FUNDAE', reason: 'spain', candidates: ['FUNDAE'] });
  });

  it('keeps only the funders of every function when the learner’s function is unknown', () => {
    expect(suggestDpecFunder(['FIFPL', 'OPCO', 'DPC'], null)).toMatchObject({ funder: 'DPC', candidates: ['DPC'] });
    expect(suggestDpecFunder(['FIFPL'], null)).toEqual({ funder: null, reason: 'noFunderForFunction', candidates: [] });
  });

  it('says why there is none', () => {
    expect(suggestDpecFunder(['OPCO'], 'Pharmacien')).toEqual({ funder: null, reason: 'noFunderForFunction', candidates: [] });
    expect(suggestDpecFunder([], 'Pharmacien')).toEqual({ funder: null, reason: 'noFunding', candidates: [] });
  });

  it('names the documents each funder asks for', () => {
    expect(DPEC_DOCUMENTS.DPC).toContain('andpcRegistration');
    expect(DPEC_DOCUMENTS.FUNDAE).toContain('groupStartNotice');
    for (const docs of Object.values(DPEC_DOCUMENTS)) expect(docs.length).toBeGreaterThan(0);
  });
});

describe('the DPEC pages', () => {
  it('list every state on exactly one page', () => {
    expect(Object.values(DPEC_PAGES).flat().sort()).toEqual([...DPEC_STATES].sort());
    expect(dpecPageOf('submitted')).toBe('en-cours');
    expect(dpecPageOf('report_sent')).toBe('rapport');
  });
});
