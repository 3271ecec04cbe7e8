import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '@app/db/schema/carts';
import { platforms } from '@app/db/schema/platforms';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { openCallerCart, type ShopCaller } from './cart-owner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const platformId = async (code: string) => (await t.db.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, code)))[0].id;
const guestOn = async (code: string, key: string): Promise<ShopCaller> => ({ platformId: await platformId(code), lang: 'fr', userId: null, isIndividual: true, guestKeyHash: key });

describe('a guest’s open cart', () => {
  it('is one per platform for the same browser key, and a key’s ordered cart never blocks its next one', async () => {
    const demo = await openCallerCart(t.db.db, await guestOn('demo', 'same-browser-key'));
    const farline = await openCallerCart(t.db.db, await guestOn('farline', 'same-browser-key'));
    expect(farline.id).not.toBe(demo.id);
    expect((await openCallerCart(t.db.db, await guestOn('demo', 'same-browser-key'))).id).toBe(demo.id);

    await t.db.db.update(carts).set({ status: 'ordered' }).where(eq(carts.id, demo.id));
    const next = await openCallerCart(t.db.db, await guestOn('demo', 'same-browser-key'));
    expect(next.id).not.toBe(demo.id);
    expect(next.status).toBe('open');
  });
});
