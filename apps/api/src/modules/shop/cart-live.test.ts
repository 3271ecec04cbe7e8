import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import type { DataOf } from '@app/contracts/contract';
import { broadcastingAuth } from '@app/contracts/realtime/broadcasting';
import * as shop from '@app/contracts/shop/cart';
import type { DbHandle } from '@app/db/client';
import { EVENT_NAMES } from '@app/domain/realtime/realtime-channels';
import { buildApp } from '../../app.ts';
import { answerOf, createVisitor, dataOf, openDatabaseForTests, signedIn, testConfig, type Visitor } from '../../test/helper.ts';

/** Issue 14 part 7: the cart's private channel, through the real pusher-js client and the real authorisation route. */
let db: DbHandle;
let app: FastifyInstance;
let port: number;
const clients: PusherClient[] = [];

beforeAll(async () => {
  db = await openDatabaseForTests();
  app = await buildApp(testConfig, { db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await app.close();
  await db.close();
});

function connect(visitor: Visitor): PusherClient {
  const client = new PusherClient(testConfig.PUSHER_APP_KEY, {
    cluster: 'mt1', wsHost: '127.0.0.1', wsPort: port, forceTLS: false, enabledTransports: ['ws'], disableStats: true,
    channelAuthorization: {
      endpoint: '/back/api/broadcasting/auth', transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        visitor
          .request({
            method: 'POST', url: '/back/api/broadcasting/auth', xsrf: true,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
          })
          .then((res) => (res.statusCode === 200 ? callback(null, answerOf(res, broadcastingAuth) as DataOf<typeof broadcastingAuth>) : callback(new Error(`HTTP ${res.statusCode}`), null)));
      },
    },
  });
  clients.push(client);
  return client;
}

function waitFor<T>(bind: (resolve: (value: T) => void) => void, ms = 4000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    bind((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

async function subscribe(visitor: Visitor, channelName: string) {
  const channel = connect(visitor).subscribe(channelName);
  const ok = await waitFor<boolean>((done) => {
    channel.bind('pusher:subscription_succeeded', () => done(true));
    channel.bind('pusher:subscription_error', () => done(false));
  });
  return { channel, ok };
}

const nextCart = (channel: ReturnType<PusherClient['subscribe']>) => waitFor<{ cart: shop.CartView }>((done) => channel.bind(EVENT_NAMES.cartUpdate, done));
const courseId = async (slug: string) => dataOf(await createVisitor(app).call(getCourse, { params: { slug } }), getCourse).id;

describe('the live cart', () => {
  it('reaches a guest holding the cart cookie; another guest may not join', async () => {
    const guest = createVisitor(app);
    await guest.csrf();
    const cart = dataOf(await guest.call(shop.getCart), shop.getCart);
    const { channel, ok } = await subscribe(guest, cart.channel);
    expect(ok).toBe(true);
    const received = nextCart(channel);
    const quiz = await courseId('quiz-diabete-type-2');
    await guest.call(shop.addProducts, { body: { products: [quiz] } });
    const { cart: live } = await received;
    expect(live.id).toBe(cart.id);
    expect(live.products.map((p) => p.productId)).toEqual([quiz]);

    const stranger = createVisitor(app);
    await stranger.csrf();
    expect((await subscribe(stranger, cart.channel)).ok).toBe(false);
  });

  it('reaches the signed-in owner in every tab; another user is refused', async () => {
    const buyer = await signedIn(app, 'boutique@demo.test');
    const cart = dataOf(await buyer.call(shop.getCart), shop.getCart);
    const first = await subscribe(buyer, cart.channel);
    const second = await subscribe(buyer, cart.channel);
    expect([first.ok, second.ok]).toEqual([true, true]);
    const both = Promise.all([nextCart(first.channel), nextCart(second.channel)]);
    const product = await courseId('accompagner-sevrage-tabagique');
    await buyer.call(shop.addProducts, { body: { products: [product] } });
    for (const { cart: live } of await both) expect(live.products.map((p) => p.productId)).toContain(product);

    const other = await signedIn(app, 'pharmacien@demo.test');
    expect((await subscribe(other, cart.channel)).ok).toBe(false);
    const signedOut = createVisitor(app);
    await signedOut.csrf();
    expect((await subscribe(signedOut, cart.channel)).ok).toBe(false);
  });
});
