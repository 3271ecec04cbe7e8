import { describe, expect, it } from 'vitest';
import { awaitsPayment, fundingText, holdState, isFreeCart, totalBeforeDiscount, vatAmount } from './shop-format.ts';
import { controlOf, refusalMessage, refusalReason } from './cart-refusals.ts';
import { ApiError } from '../../lib/api-client.ts';
import { cartCount } from './cart-store.ts';
import { cartOfEvent } from './cart-live.ts';

describe('shop amounts', () => {
  it('the VAT is totalWithVat − total, without float noise', () => {
    expect(vatAmount({ total: 0.1, totalWithVat: 0.3 })).toBe(0.2);
    expect(vatAmount({ total: 199.99, totalWithVat: 239.99 })).toBe(40);
    expect(vatAmount({ total: 0, totalWithVat: 0 })).toBe(0);
  });
  it('the total before the discount adds the discount back', () => {
    expect(totalBeforeDiscount({ total: 89.1, totalDiscount: 9.9 })).toBe(99);
  });
  it('a cart with products and nothing to pay is free; an empty one is not', () => {
    expect(isFreeCart({ totalWithVat: 0, products: [{}] as never })).toBe(true);
    expect(isFreeCart({ totalWithVat: 0.01, products: [{}] as never })).toBe(false);
    expect(isFreeCart({ totalWithVat: 0, products: [] })).toBe(false);
  });
  it('counts the products of a known cart', () => {
    expect(cartCount(null)).toBe(0);
    expect(cartCount({ products: [{}, {}] as never })).toBe(2);
  });
});

describe('funding labels', () => {
  it('keeps the API labels and words self-funding', () => {
    expect(fundingText({ id: 'FUNDAE', label: 'BONIFICABLE' }, 'À mes frais')).toBe('BONIFICABLE');
    expect(fundingText({ id: 'SELF', label: 'SELF' }, 'À mes frais')).toBe('À mes frais');
  });
});

describe('seat holds and order states', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('a hold is lapsed when null or past', () => {
    expect(holdState('2026-11-26T10:30:00Z', now)).toBe('held');
    expect(holdState('2026-11-26T09:59:59Z', now)).toBe('lapsed');
    expect(holdState(null, now)).toBe('lapsed');
  });
  it('only a pending order is asked again', () => {
    expect(awaitsPayment({ status: 'pending', paymentMethod: 'card' })).toBe(true);
    expect(awaitsPayment({ status: 'paid', paymentMethod: 'card' })).toBe(false);
    expect(awaitsPayment({ status: 'awaitingCheque', paymentMethod: 'cheque' })).toBe(false);
  });
});

describe('cart refusals', () => {
  const refused = (reason: unknown, status = 409) =>
    new ApiError({ message: 'Message de l’API', httpStatus: status, error: { status: 'Error', message: 'Message de l’API', data: { reason } } });
  it('reads the reason of a 409 or a 404 only', () => {
    expect(refusalReason(refused('sessionFull'))).toBe('sessionFull');
    expect(refusalReason(refused('notSellable', 404))).toBe('notSellable');
    expect(refusalReason(refused('sessionFull', 422))).toBeNull();
    expect(refusalReason(new Error('x'))).toBeNull();
    expect(refusalReason(refused(3))).toBeNull();
  });
  it('puts each reason beside its control', () => {
    expect(controlOf('sessionFull', 'payment')).toBe('session');
    expect(controlOf('fundingNotAvailable', 'function')).toBe('funding');
    expect(controlOf('expired', 'payment')).toBe('discount');
    expect(controlOf('notReady', 'discount')).toBe('payment');
    expect(controlOf(null, 'function')).toBe('function');
    expect(controlOf('somethingNew', 'funding')).toBe('funding');
  });
  it('prefers the screen’s text, then the API’s message', () => {
    const keys = new Set(['shop.refusal.expired']);
    expect(refusalMessage(refused('expired'), (k) => keys.has(k))).toBe('shop.refusal.expired');
    expect(refusalMessage(refused('other'), (k) => keys.has(k))).toBe('Message de l’API');
    expect(refusalMessage(new Error('network'), (k) => keys.has(k))).toBe('shop.refusal.failed');
  });
});

describe('live cart events', () => {
  it('takes the cart of a CartUpdate, ignores anything else', () => {
    const cart = { id: 'c', products: [] };
    expect(cartOfEvent({ cart })).toBe(cart);
    expect(cartOfEvent({})).toBeNull();
    expect(cartOfEvent(null)).toBeNull();
    expect(cartOfEvent({ cart: { products: 'x' } })).toBeNull();
  });
});
