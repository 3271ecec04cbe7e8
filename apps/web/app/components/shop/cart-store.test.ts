import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client.ts';
import { cartRead, clearCart, loadCart } from './cart-store.ts';

describe('the page cart', () => {
  it('lets a change wait for the first read of the cart, which a new guest needs for their cart cookie', async () => {
    clearCart();
    let answer: (() => void) | undefined;
    const api = { call: () => new Promise((resolve) => (answer = () => resolve({ data: { products: [] } }))) } as unknown as ApiClient;
    void loadCart(api, 'guest');
    let settled = false;
    const read = cartRead().then(() => (settled = true));
    // The read is asked (its contract is imported first), and not answered yet.
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answer!();
    await read;
    expect(settled).toBe(true);
  });

  it('lets a change go at once when no read is under way', async () => {
    clearCart();
    await expect(cartRead()).resolves.toBeUndefined();
  });
});
