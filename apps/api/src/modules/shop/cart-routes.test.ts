import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import * as booking from '@app/contracts/learning/booking';
import * as shop from '@app/contracts/shop/cart';
import { cartProductSessions } from '@app/db/schema/cart-product-sessions';
import { carts } from '@app/db/schema/carts';
import { offeredWhere } from '@app/db/offered';
import { platforms } from '@app/db/schema/platforms';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { DEMO_DISCOUNT_CODES } from '@app/db/seed/data/shop-demo';
import { EVENT_NAMES, trainingSessionsChannel } from '@app/domain/realtime/realtime-channels';
import { GUEST_CART_KEPT_DAYS, MAX_CART_PRODUCTS, SEAT_HOLD_MINUTES } from '@app/domain/shop/cart';
import { createMailer } from '../../mail/mailer.ts';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { purgeGuestCarts } from './cart-purge.ts';
import { sweepLapsedHolds, type CartDeps } from './cart-seats.ts';

const SHOP_BUYER = 'boutique@demo.test';
const SELF_PACED = 'accompagner-sevrage-tabagique';
const QUIZ = 'quiz-diabete-type-2';
const DPC = 'vaccination-antigrippale-officine';
const FACE_TO_FACE = 'orthopedie-contention-veineuse';
const VIRTUAL = 'douleur-chronique-classe-virtuelle';

let t: TestApp;
let deps: CartDeps;
beforeAll(async () => {
  t = await buildTestApp();
  deps = { db: t.db.db, jobs: t.app.jobs, mailer: createMailer(t.db.db), broadcaster: t.app.realtime.broadcaster };
});
afterAll(() => t.close());

const course = async (slug: string) => dataOf(await createVisitor(t.app).call(getCourse, { params: { slug } }), getCourse);
const cartOf = async (v: Visitor) => dataOf(await v.call(shop.getCart), shop.getCart);
const add = (v: Visitor, products: number[]) => v.call(shop.addProducts, { body: { products } });
const seatsOf = async (sessionId: number) =>
  (await t.db.db.select({ current: faceToFaceSessions.currentParticipants }).from(faceToFaceSessions).where(eq(faceToFaceSessions.id, sessionId)))[0].current;
/** A future session with free seats of a live training, and its part. */
const liveChoice = async (slug: string) => {
  const c = await course(slug);
  const part = c.dossier_resource.faceToFaces[0];
  const session = part.sessions.find((s) => !s.isPast && s.seatsAvailable > 1)!;
  return { courseId: c.id, sessionCourseId: part.id, sessionId: session.id, part };
};
/** A guest with a session (for CSRF), as a browser visiting the shop. */
const guest = async () => {
  const v = createVisitor(t.app);
  await v.csrf();
  return v;
};

describe('the cart of a guest', () => {
  let v: Visitor;
  let selfPaced: number;
  let quiz: number;
  beforeAll(async () => {
    v = await guest();
    selfPaced = (await course(SELF_PACED)).id;
    quiz = (await course(QUIZ)).id;
  });

  it('is created on first sight with an httpOnly SameSite=Lax cookie, empty, and stays the same cart', async () => {
    const response = await v.call(shop.getCart);
    const cookie = (response.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find((c) => c.name === 'cart');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const cart = dataOf(response, shop.getCart);
    expect(cart).toMatchObject({ products: [], commandId: null, discountCode: null, total: 0, totalWithVat: 0, vat: 0, payable: false });
    expect(cart.channel).toBe(`private-cart-${cart.id}`);
    expect((await cartOf(v)).id).toBe(cart.id);
    // The key itself is never stored: only its hash.
    const [row] = await t.db.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row.guestKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.guestKeyHash).not.toBe(v.jar.get('cart'));
  });

  it('adds products once each, sets the only function and the only funding, prices them with VAT', async () => {
    const answer = await add(v, [selfPaced, quiz]);
    const cart = dataOf(answer, shop.addProducts);
    expect(answer.json().message).toBe('Ajouté à votre panier.');
    expect(cart.products.map((p) => p.productId)).toEqual([selfPaced, quiz]);
    const [tabac, quizLine] = cart.products;
    // A guest buys as an individual (Pharmacien only); the quiz has no funder: SELF is the only funding.
    expect(tabac).toMatchObject({ function: 'Pharmacien', funding: null, ready: false, brand: 'Pharma Campus', trainingType: 'formation', sessionParts: [] });
    expect(quizLine).toMatchObject({ function: 'Pharmacien', funding: { id: 'SELF', label: 'SELF' }, ready: true });
    expect(cart.total).toBeCloseTo(tabac.price + quizLine.price, 2);
    expect(cart.vat).toBeCloseTo(cart.totalWithVat - cart.total, 2);
    // Adding again changes nothing.
    expect(dataOf(await add(v, [quiz]), shop.addProducts).products).toHaveLength(2);
    // A guest may not pay: signing in first.
    expect(cart.payable).toBe(false);
  });

  it('answers the functions and fundings of a product for a function', async () => {
    const fns = dataOf(await v.call(shop.getAvailableFunctions, { body: { productId: selfPaced, type: 'formation' } }), shop.getAvailableFunctions);
    expect(fns.functions).toEqual(['Pharmacien']);
    expect((await v.call(shop.getAvailableFunctions, { body: { productId: selfPaced, type: 'quiz' } })).statusCode).toBe(404);
    const fundings = dataOf(await v.call(shop.getAvailableFundings, { body: { productId: selfPaced, function: 'pharmacien' } }), shop.getAvailableFundings);
    expect(fundings.fundings.map((f) => f.id)).toContain('SELF');
    expect(fundings.fundings.map((f) => f.id)).not.toContain('OPCO');
    const refused = await v.call(shop.getAvailableFundings, { body: { productId: selfPaced, function: 'Préparateur' } });
    expect(refused.statusCode).toBe(409);
    expect(failureOf(refused, shop.getAvailableFundings)).toMatchObject({ message: 'Cette formation ne peut pas être achetée pour cette fonction.', data: { reason: 'functionNotAvailable' } });
  });

  it('sets function (old adjoint converted) and funding, refusing those not allowed with a reason', async () => {
    const cart = await cartOf(v);
    const line = cart.products[0];
    const converted = dataOf(await v.call(shop.setProductFunction, { body: { productCartId: line.id, functionName: 'adjoint' } }), shop.setProductFunction);
    expect(converted.products[0].function).toBe('Pharmacien');
    const badFunction = await v.call(shop.setProductFunction, { body: { productCartId: line.id, functionName: 'Préparateur' } });
    expect(badFunction.statusCode).toBe(409);
    expect(failureOf(badFunction, shop.setProductFunction).data).toEqual({ reason: 'functionNotAvailable' });
    const badFunding = await v.call(shop.setProductFunding, { body: { productCartId: line.id, fundingId: 'OPCO' } });
    expect(badFunding.statusCode).toBe(409);
    expect(failureOf(badFunding, shop.setProductFunding)).toMatchObject({ message: 'Ce financement n’est pas possible pour cette formation et cette fonction.', data: { reason: 'fundingNotAvailable' } });
    const funded = dataOf(await v.call(shop.setProductFunding, { body: { productCartId: line.id, fundingId: 'SELF' } }), shop.setProductFunding);
    expect(funded.products[0]).toMatchObject({ funding: { id: 'SELF' }, ready: true });
  });

  it('refuses a product that does not exist, is not on this platform or not on the store: 404, nothing added', async () => {
    const before = (await cartOf(v)).products.length;
    const missing = await add(v, [999_999_999]);
    expect(missing.statusCode).toBe(404);
    expect(failureOf(missing, shop.addProducts).message).toBe('Cette formation n’est pas vendue ici.');
    const [spanish] = await t.db.db
      .select({ id: trainingOffers.id })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .where(eq(trainings.lang, 'es'))
      .limit(1);
    expect((await add(v, [selfPaced, spanish.id])).statusCode).toBe(404);
    const dpc = await course(DPC);
    await t.db.db.update(trainings).set({ availableOnStore: false }).where(eq(trainings.id, dpc.dossier_resource.id));
    expect((await add(v, [dpc.id])).statusCode).toBe(404);
    await t.db.db.update(trainings).set({ availableOnStore: true }).where(eq(trainings.id, dpc.dossier_resource.id));
    expect((await cartOf(v)).products).toHaveLength(before);
  });

  it('answers 422 for malformed bodies, never 500', async () => {
    const bodies: [typeof shop.addProducts | typeof shop.setProductSession | typeof shop.setProductFunding | typeof shop.removeProduct, unknown][] = [
      [shop.addProducts, { products: [] }],
      [shop.addProducts, { products: ['x'] }],
      [shop.addProducts, { products: Array.from({ length: MAX_CART_PRODUCTS + 1 }, (_, i) => i + 1) }],
      [shop.addProducts, {}],
      [shop.removeProduct, { productId: -1 }],
      [shop.setProductSession, { productCartId: 1, sessionId: 1 }],
      [shop.setProductFunding, { productCartId: 1, fundingId: '' }],
      [shop.setProductFunding, { productCartId: 1, fundingId: 'SELF', extra: 1 }],
    ];
    for (const [contract, body] of bodies) {
      const response = await v.call(contract, { body } as never);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const badCode = await v.call(shop.addDiscount, { params: { code: 'no spaces!' } });
    expect(badCode.statusCode).toBe(422);
  });

  it('removes a product by its catalogue id; another removal of it is 404', async () => {
    const cart = dataOf(await v.call(shop.removeProduct, { body: { productId: quiz } }), shop.removeProduct);
    expect(cart.products.map((p) => p.productId)).toEqual([selfPaced]);
    expect((await v.call(shop.removeProduct, { body: { productId: quiz } })).statusCode).toBe(404);
  });
});

describe('shop context (§4, §5)', () => {
  it('refuses a signed-in user outside shop context with 403 and a translated message', async () => {
    const pharmacist = await signedIn(t.app, 'pharmacien@demo.test');
    const refused = await pharmacist.call(shop.getCart);
    expect(refused.statusCode).toBe(403);
    expect(failureOf(refused, shop.getCart).message).toBe('La boutique n’est pas ouverte à ce compte : vos formations sont incluses dans votre abonnement.');
    expect((await add(pharmacist, [(await course(QUIZ)).id])).statusCode).toBe(403);
  });

  it('labels FUNDAE as BONIFICABLE for a training with credits (§9), keeping the id', async () => {
    const v = createVisitor(t.app, 'cofares.localhost');
    const c = dataOf(await v.call(getCourse, { params: { slug: 'atencion-farmaceutica-diabetes' } }), getCourse);
    const { fundings } = dataOf(await v.call(shop.getAvailableFundings, { body: { productId: c.id, function: 'Pharmacien' } }), shop.getAvailableFundings);
    expect(fundings).toEqual([
      { id: 'FUNDAE', label: 'BONIFICABLE' },
      { id: 'SELF', label: 'SELF' },
    ]);
  });

  it('answers in Spanish on a Spanish host', async () => {
    const v = createVisitor(t.app, 'cofares.localhost');
    await v.csrf();
    const missing = await add(v, [999_999_999]);
    expect(failureOf(missing, shop.addProducts).message).toBe('Esta formación no se vende aquí.');
  });
});

describe('sessions and held seats', () => {
  it('holds a seat, moves it to another session, gives it back on removal', async () => {
    const v = await guest();
    const live = await liveChoice(FACE_TO_FACE);
    const other = live.part.sessions.find((s) => !s.isPast && s.id !== live.sessionId && s.seatsAvailable > 0)!;
    const cart = dataOf(await add(v, [live.courseId]), shop.addProducts);
    const line = cart.products[0];
    expect(line.sessionParts).toEqual([{ sessionCourseId: live.sessionCourseId, name: live.part.name, virtualClass: false }]);
    expect(line.ready).toBe(false);
    const [a, b] = [await seatsOf(live.sessionId), await seatsOf(other.id)];

    const publish = vi.spyOn(t.app.realtime.broadcaster, 'publish');
    const held = dataOf(await v.call(shop.setProductSession, { body: { productCartId: line.id, sessionId: live.sessionId, sessionCourseId: live.sessionCourseId } }), shop.setProductSession);
    // After the commit: the training's open pages refetch their seats, the cart's tabs get the cart.
    const trainingId = (await course(FACE_TO_FACE)).dossier_resource.id;
    expect(publish).toHaveBeenCalledWith([trainingSessionsChannel(trainingId)], EVENT_NAMES.sessionSeats, { trainingId }, undefined);
    expect(publish).toHaveBeenCalledWith([cart.channel], EVENT_NAMES.cartUpdate, { cart: held }, undefined);
    publish.mockRestore();
    const session = held.products[0].sessions[0];
    expect(session).toMatchObject({ sessionId: live.sessionId, sessionCourseId: live.sessionCourseId });
    const minutes = (Date.parse(session.heldUntil!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(SEAT_HOLD_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(SEAT_HOLD_MINUTES);
    expect(await seatsOf(live.sessionId)).toBe(a + 1);
    // The same session again keeps the one seat.
    await v.call(shop.setProductSession, { body: { productCartId: line.id, sessionId: live.sessionId, sessionCourseId: live.sessionCourseId } });
    expect(await seatsOf(live.sessionId)).toBe(a + 1);

    await v.call(shop.setProductSession, { body: { productCartId: line.id, sessionId: other.id, sessionCourseId: live.sessionCourseId } });
    expect([await seatsOf(live.sessionId), await seatsOf(other.id)]).toEqual([a, b + 1]);

    await v.call(shop.removeProduct, { body: { productId: live.courseId } });
    expect([await seatsOf(live.sessionId), await seatsOf(other.id)]).toEqual([a, b]);
  });

  it('refuses a session of another training, an unknown part and a started session (404), a full one (409); nothing changes', async () => {
    const v = await guest();
    const live = await liveChoice(FACE_TO_FACE);
    const virtual = await liveChoice(VIRTUAL);
    const line = dataOf(await add(v, [live.courseId]), shop.addProducts).products[0];
    const set = (sessionId: number, sessionCourseId: number) => v.call(shop.setProductSession, { body: { productCartId: line.id, sessionId, sessionCourseId } });
    const before = await seatsOf(live.sessionId);

    const foreign = await set(virtual.sessionId, virtual.sessionCourseId);
    expect(foreign.statusCode).toBe(404);
    expect(failureOf(foreign, shop.setProductSession).message).toBe('Cette session n’existe pas pour cette formation, ou elle a déjà commencé.');
    expect((await set(virtual.sessionId, live.sessionCourseId)).statusCode).toBe(404);
    expect((await set(live.sessionId, virtual.sessionCourseId)).statusCode).toBe(404);

    const [row] = await t.db.db.select().from(faceToFaceSessions).where(eq(faceToFaceSessions.id, live.sessionId));
    await t.db.db.update(faceToFaceSessions).set({ startDate: '2025-01-10' }).where(eq(faceToFaceSessions.id, live.sessionId));
    expect((await set(live.sessionId, live.sessionCourseId)).statusCode).toBe(404);
    await t.db.db.update(faceToFaceSessions).set({ startDate: row.startDate }).where(eq(faceToFaceSessions.id, live.sessionId));

    await t.db.db.update(faceToFaceSessions).set({ currentParticipants: row.maxParticipants }).where(eq(faceToFaceSessions.id, live.sessionId));
    const full = await set(live.sessionId, live.sessionCourseId);
    expect(full.statusCode).toBe(409);
    expect(failureOf(full, shop.setProductSession)).toMatchObject({ message: 'Cette session est complète : choisissez-en une autre.', data: { reason: 'sessionFull' } });
    expect(await seatsOf(live.sessionId)).toBe(row.maxParticipants);
    expect((await cartOf(v)).products[0].sessions).toEqual([]);
    await t.db.db.update(faceToFaceSessions).set({ currentParticipants: before }).where(eq(faceToFaceSessions.id, live.sessionId));
  });

  it('gives a lapsed hold back through the sweep: the view shows heldUntil null and the product not ready', async () => {
    const v = await guest();
    const live = await liveChoice(FACE_TO_FACE);
    const line = dataOf(await add(v, [live.courseId]), shop.addProducts).products[0];
    const before = await seatsOf(live.sessionId);
    await v.call(shop.setProductSession, { body: { productCartId: line.id, sessionId: live.sessionId, sessionCourseId: live.sessionCourseId } });
    await v.call(shop.setProductFunding, { body: { productCartId: line.id, fundingId: 'SELF' } });
    expect((await cartOf(v)).products[0].ready).toBe(true);
    expect(await seatsOf(live.sessionId)).toBe(before + 1);

    // Nothing lapsed yet: the sweep leaves the hold.
    await sweepLapsedHolds(deps);
    expect(await seatsOf(live.sessionId)).toBe(before + 1);
    const later = new Date(Date.now() + (SEAT_HOLD_MINUTES + 1) * 60_000);
    expect(await sweepLapsedHolds(deps, later)).toBeGreaterThanOrEqual(1);
    expect(await seatsOf(live.sessionId)).toBe(before);
    const [kept] = await t.db.db.select().from(cartProductSessions).where(eq(cartProductSessions.cartProductId, line.id));
    expect(kept.heldUntil).toBeNull();
    const cart = await cartOf(v);
    expect(cart.products[0]).toMatchObject({ ready: false, sessions: [expect.objectContaining({ sessionId: live.sessionId, heldUntil: null })] });
    // Choosing the same session again takes a seat again; removing the product gives it back once.
    const again = dataOf(await v.call(shop.setProductSession, { body: { productCartId: line.id, sessionId: live.sessionId, sessionCourseId: live.sessionCourseId } }), shop.setProductSession);
    expect(again.products[0]).toMatchObject({ ready: true, sessions: [expect.objectContaining({ heldUntil: expect.any(String) })] });
    expect(await seatsOf(live.sessionId)).toBe(before + 1);
    await v.call(shop.removeProduct, { body: { productId: live.courseId } });
    expect(await seatsOf(live.sessionId)).toBe(before);
    await v.call(shop.removeProduct, { body: { productId: live.courseId } });
    expect(await seatsOf(live.sessionId)).toBe(before);
  });

  it('offers a seat given back by a cart to the first person waiting, with the booking effects', async () => {
    const v = await guest();
    const c = await course(VIRTUAL);
    const part = c.dossier_resource.faceToFaces[0];
    const last = part.sessions.find((s) => s.seatsAvailable === 1 && !s.isPast)!;
    const line = dataOf(await add(v, [c.id]), shop.addProducts).products[0];
    await v.call(shop.setProductSession, { body: { productCartId: line.id, sessionId: last.id, sessionCourseId: part.id } });
    const full = await seatsOf(last.id);
    // The session is full now: a learner booking it waits.
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const waiting = dataOf(await learner.call(booking.subscribeCourse, { params: { id: c.id }, body: { sessions: [last.id] } }), booking.subscribeCourse);
    expect(waiting.bookings[0].status).toBe('waiting');
    // A cart may not pass the waiting list either.
    const other = await guest();
    const otherLine = dataOf(await add(other, [c.id]), shop.addProducts).products[0];
    expect((await other.call(shop.setProductSession, { body: { productCartId: otherLine.id, sessionId: last.id, sessionCourseId: part.id } })).statusCode).toBe(409);

    await v.call(shop.removeProduct, { body: { productId: c.id } });
    const [offered] = await t.db.db.select().from(sessionBookings).where(eq(sessionBookings.id, waiting.bookings[0].id));
    expect(offered.status).toBe('offered');
    expect(await seatsOf(last.id)).toBe(full);
  });

  it('lets one of two buyers racing for the last seat have it', async () => {
    const live = await liveChoice(FACE_TO_FACE);
    const [row] = await t.db.db.select().from(faceToFaceSessions).where(eq(faceToFaceSessions.id, live.sessionId));
    await t.db.db.update(faceToFaceSessions).set({ currentParticipants: row.maxParticipants - 1 }).where(eq(faceToFaceSessions.id, live.sessionId));
    const buyers = [await guest(), await guest()];
    const lines = await Promise.all(buyers.map(async (b) => dataOf(await add(b, [live.courseId]), shop.addProducts).products[0]));
    const answers = await Promise.all(
      buyers.map((b, i) => b.call(shop.setProductSession, { body: { productCartId: lines[i].id, sessionId: live.sessionId, sessionCourseId: live.sessionCourseId } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await seatsOf(live.sessionId)).toBe(row.maxParticipants);
    await t.db.db.update(faceToFaceSessions).set({ currentParticipants: row.currentParticipants }).where(eq(faceToFaceSessions.id, live.sessionId));
  });
});

describe('discount codes', () => {
  let v: Visitor;
  let selfPaced: number;
  let dpc: number;
  beforeAll(async () => {
    v = await guest();
    selfPaced = (await course(SELF_PACED)).id;
    dpc = (await course(DPC)).id;
  });

  it('refuses a code on an empty cart as not applicable, an unknown one, an expired, exhausted or future one, with their reasons', async () => {
    const tryCode = async (code: string) => {
      const r = await v.call(shop.addDiscount, { params: { code } });
      expect(r.statusCode, code).toBe(409);
      return failureOf(r, shop.addDiscount);
    };
    expect((await tryCode(DEMO_DISCOUNT_CODES.welcome.code)).data).toEqual({ reason: 'notApplicable' });
    await add(v, [selfPaced]);
    expect(await tryCode('NOPE-123')).toMatchObject({ message: 'Ce code promo n’existe pas.', data: { reason: 'unknown' } });
    expect(await tryCode(DEMO_DISCOUNT_CODES.expired.code)).toMatchObject({ message: 'Ce code promo a expiré.', data: { reason: 'expired' } });
    expect(await tryCode(DEMO_DISCOUNT_CODES.exhausted.code)).toMatchObject({ data: { reason: 'exhausted' } });
    expect(await tryCode(DEMO_DISCOUNT_CODES.future.code)).toMatchObject({ data: { reason: 'notStarted' } });
    // The DPC code applies to DPC trainings only.
    expect(await tryCode(DEMO_DISCOUNT_CODES.dpcOnly.code)).toMatchObject({ message: 'Ce code promo ne s’applique à aucune formation de votre panier.', data: { reason: 'notApplicable' } });
    // Another platform's code is unknown here.
    expect((await tryCode(DEMO_DISCOUNT_CODES.welcomeEs.code)).data).toEqual({ reason: 'unknown' });
  });

  it('applies a code case-insensitively with the discount in the totals, and takes it off', async () => {
    const plain = await cartOf(v);
    const cart = dataOf(await v.call(shop.addDiscount, { params: { code: DEMO_DISCOUNT_CODES.welcome.code.toLowerCase() } }), shop.addDiscount);
    expect(cart.discountCode).toBe(DEMO_DISCOUNT_CODES.welcome.code);
    expect(cart.totalDiscount).toBeCloseTo(plain.total * 0.1, 2);
    expect(cart.total).toBeCloseTo(plain.total - cart.totalDiscount, 2);
    const off = dataOf(await v.call(shop.removeDiscount), shop.removeDiscount);
    expect(off).toMatchObject({ discountCode: null, totalDiscount: 0, total: plain.total });
  });

  it('drops a code that no longer applies when a product leaves, and says so', async () => {
    await add(v, [dpc]);
    const withCode = dataOf(await v.call(shop.addDiscount, { params: { code: DEMO_DISCOUNT_CODES.dpcOnly.code } }), shop.addDiscount);
    expect(withCode.totalDiscount).toBeGreaterThan(0);
    const answer = await v.call(shop.removeProduct, { body: { productId: dpc } });
    expect(dataOf(answer, shop.removeProduct).discountCode).toBeNull();
    expect(answer.json().message).toBe('Le code promo DPC20 ne s’applique plus à votre panier : il a été retiré.');
  });

  it('makes a cart free with a 100 % code', async () => {
    const cart = dataOf(await v.call(shop.addDiscount, { params: { code: DEMO_DISCOUNT_CODES.free.code } }), shop.addDiscount);
    expect(cart).toMatchObject({ total: 0, vat: 0, totalWithVat: 0 });
  });
});

describe('a signed-in shop buyer', () => {
  it('gets the guest cart at sign-in: products kept with their seats, cookie cleared, payable signed in', async () => {
    const v = await guest();
    const live = await liveChoice(FACE_TO_FACE);
    const quiz = (await course(QUIZ)).id;
    const guestCart = dataOf(await add(v, [live.courseId, quiz]), shop.addProducts);
    const line = guestCart.products[0];
    await v.call(shop.setProductSession, { body: { productCartId: line.id, sessionId: live.sessionId, sessionCourseId: live.sessionCourseId } });
    const seats = await seatsOf(live.sessionId);
    const login = await v.request({ method: 'POST', url: '/back/api/login', payload: { email: SHOP_BUYER, password: 'Pharma-Demo-2026', platform: 'demo' }, xsrf: true });
    expect(login.statusCode).toBe(200);

    const answer = await v.call(shop.getCart);
    const cart = dataOf(answer, shop.getCart);
    expect(cart.id).toBe(guestCart.id);
    expect(cart.products.map((p) => p.productId)).toEqual([live.courseId, quiz]);
    expect(cart.products[0].sessions[0].heldUntil).not.toBeNull();
    expect(await seatsOf(live.sessionId)).toBe(seats);
    expect((answer.cookies as { name: string; value: string }[]).find((c) => c.name === 'cart')?.value).toBe('');
    const [row] = await t.db.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row).toMatchObject({ guestKeyHash: null, status: 'open' });
    // Signed in, with every product ready (the live training has no funder: SELF was set on adding), it may be paid.
    expect(guestCart.payable).toBe(false);
    expect(cart.products.every((p) => p.ready)).toBe(true);
    expect(cart.payable).toBe(true);
  });

  it('merges a second guest cart into the open one and abandons it; another owner’s ids are not found', async () => {
    const buyer = await signedIn(t.app, SHOP_BUYER);
    const own = await cartOf(buyer);
    const v = await guest();
    const selfPaced = (await course(SELF_PACED)).id;
    const quiz = (await course(QUIZ)).id;
    const guestCart = dataOf(await add(v, [selfPaced, quiz]), shop.addProducts);

    // The guest cannot touch the buyer's products, nor the buyer the guest's.
    const buyerLine = own.products[0];
    expect((await v.call(shop.setProductFunding, { body: { productCartId: buyerLine.id, fundingId: 'SELF' } })).statusCode).toBe(404);
    expect((await v.call(shop.setProductFunction, { body: { productCartId: buyerLine.id, functionName: 'Pharmacien' } })).statusCode).toBe(404);
    const guestLine = guestCart.products[0];
    const foreign = await buyer.call(shop.setProductSession, { body: { productCartId: guestLine.id, sessionId: 1, sessionCourseId: 1 } });
    expect(foreign.statusCode).toBe(404);
    expect(failureOf(foreign, shop.setProductSession).message).toBe('Ce produit n’est pas dans votre panier.');

    const login = await v.request({ method: 'POST', url: '/back/api/login', payload: { email: SHOP_BUYER, password: 'Pharma-Demo-2026', platform: 'demo' }, xsrf: true });
    expect(login.statusCode).toBe(200);
    const merged = await cartOf(v);
    expect(merged.id).toBe(own.id);
    // The quiz already there stays once; the self-paced training joins.
    expect(merged.products.map((p) => p.productId).sort()).toEqual([...new Set([...own.products.map((p) => p.productId), selfPaced, quiz])].sort());
    const [abandoned] = await t.db.db.select().from(carts).where(and(eq(carts.id, guestCart.id)));
    expect(abandoned).toMatchObject({ status: 'abandoned', guestKeyHash: null });
  });

  it('refuses adding beyond MAX_CART_PRODUCTS with cartFull, nothing added', async () => {
    const buyer = await signedIn(t.app, SHOP_BUYER);
    const present = (await cartOf(buyer)).products.map((p) => p.productId);
    const [demo] = await t.db.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'demo'));
    const sold = await t.db.db
      .select({ id: trainingOffers.id })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .where(offeredWhere({ platformId: demo.id, lang: 'fr' }, eq(trainings.availableOnStore, true)));
    const fresh = sold.map((o) => o.id).filter((id) => !present.includes(id));
    expect(fresh.length + present.length).toBeGreaterThan(MAX_CART_PRODUCTS);
    const refused = await add(buyer, fresh.slice(0, MAX_CART_PRODUCTS - present.length + 1));
    expect(refused.statusCode).toBe(409);
    expect(failureOf(refused, shop.addProducts)).toMatchObject({ message: 'Votre panier est plein : réglez-le ou retirez une formation avant d’en ajouter une autre.', data: { reason: 'cartFull' } });
    expect((await cartOf(buyer)).products).toHaveLength(present.length);
    // Up to the limit is fine.
    expect(dataOf(await add(buyer, fresh.slice(0, MAX_CART_PRODUCTS - present.length)), shop.addProducts).products).toHaveLength(MAX_CART_PRODUCTS);
  });
});

describe('the nightly purge of guests’ carts', () => {
  it(`deletes a guest’s cart untouched for ${GUEST_CART_KEPT_DAYS} days with its products, giving its held seat back; keeps a newer one and a user’s`, async () => {
    const purgeAt = new Date(Date.now() + (GUEST_CART_KEPT_DAYS + 1) * 86_400_000);
    // The holds of the tests above lapse by then too: given back first, so the count below is this cart's seat only.
    await sweepLapsedHolds(deps, purgeAt);
    const old = await guest();
    const live = await liveChoice(FACE_TO_FACE);
    const line = dataOf(await add(old, [live.courseId]), shop.addProducts).products[0];
    const before = await seatsOf(live.sessionId);
    await old.call(shop.setProductSession, { body: { productCartId: line.id, sessionId: live.sessionId, sessionCourseId: live.sessionCourseId } });
    expect(await seatsOf(live.sessionId)).toBe(before + 1);
    const oldCart = (await cartOf(old)).id;
    const recent = await guest();
    const recentCart = (await cartOf(recent)).id;
    const buyer = await signedIn(t.app, SHOP_BUYER);
    const userCart = (await cartOf(buyer)).id;

    await t.db.db.update(carts).set({ updatedAt: new Date(purgeAt.getTime() - 10 * 86_400_000) }).where(eq(carts.id, recentCart));
    expect(await purgeGuestCarts(deps, purgeAt)).toBeGreaterThanOrEqual(1);
    const left = new Set((await t.db.db.select({ id: carts.id }).from(carts)).map((c) => c.id));
    expect(left.has(oldCart)).toBe(false);
    expect(left.has(recentCart)).toBe(true);
    expect(left.has(userCart)).toBe(true);
    expect(await t.db.db.select().from(cartProductSessions).where(eq(cartProductSessions.cartProductId, line.id))).toEqual([]);
    expect(await seatsOf(live.sessionId)).toBe(before);
  });
});
