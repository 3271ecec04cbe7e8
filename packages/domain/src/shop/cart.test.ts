import { describe, expect, it } from 'vitest';
import {
  availableCartFundings,
  availableCartFunctions,
  cartChannel,
  cartFunction,
  checkDiscount,
  fundedUnitPriceCents,
  invoiceNumber,
  type DiscountCodeRule,
} from './cart.ts';

describe('cart functions (spec §4)', () => {
  it("converts an old 'adjoint' silently for individual accounts only", () => {
    expect(cartFunction('adjoint', true)).toBe('Pharmacien');
    expect(cartFunction('Adjoint', true)).toBe('Pharmacien');
    expect(cartFunction('adjoint', false)).toBe('Adjoint');
    expect(cartFunction('Pharmacien', true)).toBe('Pharmacien');
    expect(cartFunction('Préparateur', false)).toBeNull();
  });

  it('offers the training’s functions, Adjoint sold as Pharmacien to an individual account', () => {
    expect(availableCartFunctions([], false)).toEqual(['Pharmacien', 'Adjoint']);
    expect(availableCartFunctions([], true)).toEqual(['Pharmacien']);
    expect(availableCartFunctions(['Adjoint'], false)).toEqual(['Adjoint']);
    expect(availableCartFunctions(['Adjoint'], true)).toEqual(['Pharmacien']);
  });
});

describe('cart fundings', () => {
  it('offers the funders of the offer that fund the function, then self-funding', () => {
    expect(availableCartFundings(['DPC', 'FIFPL', 'OPCO'], 'Pharmacien')).toEqual(['DPC', 'FIFPL', 'SELF']);
    expect(availableCartFundings(['DPC', 'FIFPL', 'OPCO'], 'Adjoint')).toEqual(['DPC', 'OPCO', 'SELF']);
    expect(availableCartFundings([], 'Adjoint')).toEqual(['SELF']);
  });

  it('makes a DPC-funded product cost the buyer nothing, the others their price', () => {
    expect(fundedUnitPriceCents(29_000, 'DPC')).toBe(0);
    expect(fundedUnitPriceCents(29_000, 'FIFPL')).toBe(29_000);
    expect(fundedUnitPriceCents(29_000, null)).toBe(29_000);
  });
});

describe('cart channel (spec §7)', () => {
  it('replaces the dots of the cart id with dashes', () => {
    expect(cartChannel('a1.b2.c3')).toBe('private-cart-a1-b2-c3');
  });
});

describe('discount codes', () => {
  const code: DiscountCodeRule = {
    startsAt: new Date('2026-11-01T00:00:00Z'),
    endsAt: new Date('2026-12-01T00:00:00Z'),
    maxUses: 10,
    usedCount: 0,
    maxUsesPerUser: 1,
    offerIds: [],
    trainingTypes: ['formation'],
  };
  const products = [{ offerId: 7, trainingType: 'formation' }];
  const at = (iso: string) => new Date(iso);

  it('is valid inside its window, for its scope, under its limits', () => {
    expect(checkDiscount(code, { now: at('2026-11-26T10:00:00Z'), usedByUser: 0, products })).toBeNull();
    expect(checkDiscount(code, { now: at('2026-10-31T23:59:59Z'), usedByUser: 0, products })).toBe('notStarted');
    expect(checkDiscount(code, { now: at('2026-12-01T00:00:00Z'), usedByUser: 0, products })).toBe('expired');
    expect(checkDiscount({ ...code, usedCount: 10 }, { now: at('2026-11-26T10:00:00Z'), usedByUser: 0, products })).toBe('exhausted');
    expect(checkDiscount(code, { now: at('2026-11-26T10:00:00Z'), usedByUser: 1, products })).toBe('exhaustedForUser');
    expect(checkDiscount(code, { now: at('2026-11-26T10:00:00Z'), usedByUser: null, products })).toBeNull();
    expect(checkDiscount(code, { now: at('2026-11-26T10:00:00Z'), usedByUser: 0, products: [{ offerId: 7, trainingType: 'dpc' }] })).toBe('notApplicable');
    expect(checkDiscount({ ...code, offerIds: [7] }, { now: at('2026-11-26T10:00:00Z'), usedByUser: 0, products: [{ offerId: 7, trainingType: 'dpc' }] })).toBeNull();
  });
});

describe('invoice numbers', () => {
  it('print the country prefix, the year and the sequence', () => {
    expect(invoiceNumber('FR', 2026, 42)).toBe('FA-2026-000042');
    expect(invoiceNumber('ES', 2027, 1)).toBe('FAC-2027-000001');
  });

  it('give credit notes a prefix of their own', () => {
    expect(invoiceNumber('FR', 2026, 3, 'creditNote')).toBe('AV-2026-000003');
    expect(invoiceNumber('ES', 2026, 12, 'creditNote')).toBe('REC-2026-000012');
    expect(invoiceNumber('FR', 2026, 3, 'creditNote')).not.toBe(invoiceNumber('FR', 2026, 3));
  });
});
