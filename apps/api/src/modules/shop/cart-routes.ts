import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as shop from '@app/contracts/shop/cart';
import type { Cart } from '@app/db/schema/carts';
import { isShopContext } from '@app/domain/identity/session-user';
import { AppError } from '../../errors/app-error.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { learnerContract } from '../learning/learner.ts';
import type { Tx } from '../learning/tracking-chain.ts';
import * as change from './cart-change.ts';
import { CART_COOKIE, CART_COOKIE_DAYS, guestKeyHash, lockCart, mergeGuestCart, newGuestKey, openCallerCart, recheckDiscount, type ShopCaller } from './cart-owner.ts';
import { workGuestCartPurge } from './cart-purge.ts';
import { applyCartEffects, noCartEffects, renewHolds, workCartJobs, type CartDeps, type CartEffects } from './cart-seats.ts';
import { cartView, fundingChoice } from './cart-view.ts';

const cookieOptions = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' });

/**
 * The shop's caller of a request, for every shop call (the cart's and the payment's): in shop context (403 otherwise).
 * A signed-in caller still carrying a guest cart cookie gets that cart merged into theirs, and the cookie cleared; a
 * guest gets a cookie key when `needsCart` and has none. Then `openCallerCart(db, caller)` is the caller's cart.
 */
export function shopCallerResolver(deps: CartDeps, applyEffects: (effects: CartEffects) => Promise<void>) {
  const { db } = deps;
  return async function shopCaller(request: FastifyRequest, reply: FastifyReply, needsCart: boolean): Promise<ShopCaller> {
    const scope = { platformId: request.platformHost.platform.id, lang: request.lang };
    const key = request.cookies[CART_COOKIE] || null;
    const user = await request.getUser();
    if (!user) {
      if (key) return { ...scope, userId: null, isIndividual: true, guestKeyHash: guestKeyHash(key) };
      if (!needsCart) return { ...scope, userId: null, isIndividual: true, guestKeyHash: null };
      const fresh = newGuestKey();
      reply.setCookie(CART_COOKIE, fresh, { ...cookieOptions(request), maxAge: CART_COOKIE_DAYS * 86_400 });
      return { ...scope, userId: null, isIndividual: true, guestKeyHash: guestKeyHash(fresh) };
    }
    const learner = await learnerContract(db, user, scope.platformId, ((await request.getSession())?.data ?? {}) as SessionData);
    if (!isShopContext({ loggedIn: true, contractType: learner.contractType })) throw new AppError('FORBIDDEN', 'shop.notShopContext');
    const caller: ShopCaller = { ...scope, userId: user.id, isIndividual: learner.isIndividualAccount, guestKeyHash: null };
    if (key) {
      const effects = noCartEffects();
      await db.transaction((tx) => mergeGuestCart(tx, { ...caller, userId: user.id }, guestKeyHash(key), new Date(), effects));
      reply.clearCookie(CART_COOKIE, cookieOptions(request));
      await applyEffects(effects);
    }
    return caller;
  };
}

/**
 * Spec §7 "Shop", the cart (issue 14 parts 1, 3, 7): shop context only (§4, §5); a guest's cart by its cookie, merged
 * into the user's when they call signed in; every change in one transaction on the locked cart, then its live view
 * on the cart's channel.
 */
const routes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, opts) => {
  const db = app.db.db;
  const deps: CartDeps = { db, jobs: app.jobs, mailer: opts.mailer, broadcaster: app.realtime.broadcaster };
  await workCartJobs(deps);
  await workGuestCartPurge(deps);
  // Committed: a failed event or job is logged (a lost expiry job is caught up by the sweep).
  const applyEffects = (effects: CartEffects) => applyCartEffects(deps, effects).catch((error: unknown) => app.log.error({ err: error }, 'cart: effects failed'));

  const shopCaller = shopCallerResolver(deps, applyEffects);

  /** The caller's cart as answered, after the change `run` made (in one transaction on the locked cart). */
  async function changeCart(
    request: FastifyRequest,
    reply: FastifyReply,
    run: (tx: Tx, cart: Cart, caller: ShopCaller, now: Date, effects: CartEffects) => Promise<void>,
    message: MessageKey,
  ) {
    const caller = await shopCaller(request, reply, true);
    const now = new Date();
    const { id } = await openCallerCart(db, caller);
    const effects = noCartEffects();
    const dropped = await db.transaction(async (tx) => {
      const cart = await lockCart(tx, id);
      await run(tx, cart, caller, now, effects);
      await renewHolds(tx, cart.id, now, effects);
      return recheckDiscount(tx, await lockCart(tx, id), caller.userId, now);
    });
    effects.carts.add(id);
    await applyEffects(effects);
    const cart = await openCallerCart(db, caller);
    const text = dropped ? translate(request.lang, 'success.discountDropped', { code: dropped }) : translate(request.lang, message);
    return success(await cartView(db, cart), text);
  }

  route(app, shop.getCart, async (request, reply) => {
    const caller = await shopCaller(request, reply, true);
    return success(await cartView(db, await openCallerCart(db, caller)));
  });

  route(app, shop.addProducts, (request, reply) =>
    changeCart(request, reply, (tx, cart, caller) => change.addProducts(tx, cart, caller, request.body.products), 'success.cartAdded'),
  );

  route(app, shop.removeProduct, (request, reply) =>
    changeCart(request, reply, (tx, cart, _caller, now, effects) => change.removeProduct(tx, cart, request.body.productId, now, effects), 'success.cartRemoved'),
  );

  route(app, shop.setProductFunction, (request, reply) =>
    changeCart(
      request,
      reply,
      (tx, cart, caller) => change.setProductFunction(tx, cart, caller, request.body.productCartId, request.body.functionName),
      'success.cartUpdated',
    ),
  );

  route(app, shop.setProductFunding, (request, reply) =>
    changeCart(request, reply, (tx, cart) => change.setProductFunding(tx, cart, request.body.productCartId, request.body.fundingId), 'success.cartUpdated'),
  );

  route(app, shop.setProductSession, (request, reply) =>
    changeCart(request, reply, (tx, cart, _caller, now, effects) => change.setProductSession(tx, cart, request.body, now, effects), 'success.cartUpdated'),
  );

  route(app, shop.addDiscount, (request, reply) =>
    changeCart(request, reply, (tx, cart, caller, now) => change.addDiscount(tx, cart, caller, request.params.code, now), 'success.discountAdded'),
  );

  route(app, shop.removeDiscount, (request, reply) => changeCart(request, reply, (tx, cart) => change.removeDiscount(tx, cart), 'success.discountRemoved'));

  route(app, shop.getAvailableFunctions, async (request, reply) => {
    const caller = await shopCaller(request, reply, false);
    const product = await change.soldProduct(db, caller, request.body.productId);
    if (product.type !== request.body.type) throw new AppError('NOT_FOUND', 'shop.notSold', { reason: 'notSellable' });
    return success({ functions: change.productFunctions(product, caller) });
  });

  route(app, shop.getAvailableFundings, async (request, reply) => {
    const caller = await shopCaller(request, reply, false);
    const product = await change.soldProduct(db, caller, request.body.productId);
    return success({ fundings: change.productFundings(product, caller, request.body.function).map((f) => fundingChoice(f, product)) });
  });
};

export default routes;
