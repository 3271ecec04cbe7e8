import { describe, expect, it } from 'vitest';
import { CONTRACT_PRODUCTS, nextContractProduct, teamHasRoom } from './contract-products.ts';
import { managesPharmacy } from './access.ts';

describe('contract ladder', () => {
  it('climbs one product at a time and stops at the top', () => {
    expect(nextContractProduct('essentiel')?.code).toBe('equipe');
    expect(nextContractProduct('equipe')?.code).toBe('integral');
    expect(nextContractProduct('integral')).toBeNull();
    expect(nextContractProduct('unknown')).toBeNull();
  });

  it('costs more and covers more on each step', () => {
    for (let i = 1; i < CONTRACT_PRODUCTS.length; i++) {
      expect(CONTRACT_PRODUCTS[i].priceHtCents).toBeGreaterThan(CONTRACT_PRODUCTS[i - 1].priceHtCents);
    }
  });

  it('has room for a learner below the product size only', () => {
    expect(teamHasRoom('essentiel', 4)).toBe(true);
    expect(teamHasRoom('essentiel', 5)).toBe(false);
    expect(teamHasRoom('integral', 10_000)).toBe(true);
    expect(teamHasRoom('unknown', 0)).toBe(false);
  });
});

describe('pharmacy managers', () => {
  it('are the owner and the referents, never a learner', () => {
    expect(managesPharmacy('owner')).toBe(true);
    expect(managesPharmacy('referent')).toBe(true);
    expect(managesPharmacy('learner')).toBe(false);
    expect(managesPharmacy(null)).toBe(false);
  });
});
