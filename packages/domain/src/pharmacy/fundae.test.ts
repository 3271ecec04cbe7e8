import { describe, expect, it } from 'vitest';
import { FUNDAE_MINIMUM_CREDIT_CENTS, fundaeBand, fundaeCredit, fundaeModality, usesFundaeCredit } from './fundae.ts';

describe('the FUNDAE bonus percentage by average workforce', () => {
  it.each([
    [1, 100],
    [5, 100],
    [6, 100],
    [9, 100],
    [10, 75],
    [49, 75],
    [50, 60],
    [249, 60],
    [250, 50],
    [4000, 50],
  ])('is %i employees → %i%%', (workforce, percent) => {
    expect(fundaeBand(workforce).percent).toBe(percent);
  });

  it('rounds a fractional average workforce up to the next band boundary', () => {
    expect(fundaeBand(9.2).percent).toBe(75);
    expect(fundaeBand(0).percent).toBe(100);
  });
});

describe('the FUNDAE credit of a year', () => {
  it('is the contributions times the percentage, used by the files that count, the rest left', () => {
    const credit = fundaeCredit({ contributionsCents: 200_000, averageWorkforce: 12 }, [
      { state: 'financed', amountCents: 50_000 },
      { state: 'submitted', amountCents: 20_000 },
      { state: 'created', amountCents: 99_000 },
      { state: 'refused', amountCents: 99_000 },
      { state: 'cancelled', amountCents: 99_000 },
    ]);
    expect(credit).toEqual({ percent: 75, minimumApplied: false, creditCents: 150_000, usedCents: 70_000, leftCents: 80_000 });
  });

  it('guarantees 420 € to a company of 1 to 5 employees', () => {
    expect(fundaeCredit({ contributionsCents: 10_000, averageWorkforce: 3 }, [])).toMatchObject({ creditCents: FUNDAE_MINIMUM_CREDIT_CENTS, minimumApplied: true });
    expect(fundaeCredit({ contributionsCents: 100_000, averageWorkforce: 3 }, [])).toMatchObject({ creditCents: 100_000, minimumApplied: false });
    // No minimum from 6 employees on.
    expect(fundaeCredit({ contributionsCents: 10_000, averageWorkforce: 6 }, [])).toMatchObject({ creditCents: 10_000, minimumApplied: false });
  });

  it('goes negative when the files exceed the credit', () => {
    expect(fundaeCredit({ contributionsCents: 100_000, averageWorkforce: 300 }, [{ state: 'reimbursed', amountCents: 60_000 }]).leftCents).toBe(-10_000);
  });

  it('counts the files communicated to FUNDAE, not drafts, refused or cancelled ones', () => {
    expect(['submitted', 'in_progress', 'financed', 'report_sent', 'reimbursed'].every((s) => usesFundaeCredit(s as never))).toBe(true);
    expect(['created', 'refused', 'cancelled'].some((s) => usesFundaeCredit(s as never))).toBe(false);
  });
});

describe('the FUNDAE modality of a training', () => {
  it('is face-to-face, mixed, or online for everything followed on the platform', () => {
    expect(fundaeModality('faceToFaceOnly')).toBe('PRESENCIAL');
    expect(fundaeModality('mixt')).toBe('MIXTA');
    expect(fundaeModality('formation')).toBe('TELEFORMACION');
    expect(fundaeModality('virtualClass')).toBe('TELEFORMACION');
  });
});
