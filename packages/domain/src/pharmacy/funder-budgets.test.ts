import { describe, expect, it } from 'vitest';
import { funderBudgets } from './funder-budgets.ts';

describe('funderBudgets', () => {
  const files = [
    { funder: 'OPCO' as const, state: 'submitted' as const, amountCents: 30_000 },
    { funder: 'OPCO' as const, state: 'created' as const, amountCents: 10_000 },
    { funder: 'OPCO' as const, state: 'cancelled' as const, amountCents: 5_000 },
    { funder: 'DPC' as const, state: 'reimbursed' as const, amountCents: 80_000 },
    { funder: 'FUNDAE' as const, state: 'financed' as const, amountCents: 20_000 },
  ];

  it("shows a French pharmacy's funders, counting the files asked of each, left only of a budget of its own", () => {
    expect(funderBudgets('FR', files, { OPCO: 100_000 })).toEqual([
      { funder: 'DPC', cap: 'perProfessional', usedCents: 80_000, budgetCents: null, leftCents: null },
      { funder: 'FIFPL', cap: 'perProfessional', usedCents: 0, budgetCents: null, leftCents: null },
      { funder: 'OPCO', cap: 'pharmacy', usedCents: 30_000, budgetCents: 100_000, leftCents: 70_000 },
    ]);
  });

  it('leaves nothing computed without a budget, and a negative left past it', () => {
    expect(funderBudgets('FR', files, {}).find((f) => f.funder === 'OPCO')).toMatchObject({ budgetCents: null, leftCents: null });
    expect(funderBudgets('ES', files, { FUNDAE: 15_000 })).toEqual([{ funder: 'FUNDAE', cap: 'pharmacy', usedCents: 20_000, budgetCents: 15_000, leftCents: -5_000 }]);
  });
});
