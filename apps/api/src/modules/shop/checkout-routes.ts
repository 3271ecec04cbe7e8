import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as shop from '@app/contracts/shop/orders';
import { centsToEuros } from '@app/domain/shop/prices';
import { sendPdf } from '../../http/pdf.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { BookingDeps } from '../learning/booking-effects.ts';
import type { Db } from '@app/db/client';
import { isShopContext } from '@app/domain/identity/session-user';
import { AppError } from '../../errors/app-error.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { learnerContract } from '../learning/learner.ts';
import type { Buyer } from './checkout-context.ts';
import { announceCart } from './cart-seats.ts';
import { creditNoteFile, invoiceFile } from './invoice-download.ts';
import { payByCheque, payFree, startCardPayment } from './order-checkout.ts';
import { getOwnOrder, listOwnOrders, orderView } from './order-view.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** The signed-in buyer in shop context (401 / 403 otherwise), on this host's platform, in its language. */
async function buyerOf(db: Db, request: FastifyRequest): Promise<Buyer> {
  const user = await requireUser(request);
  const platformId = request.platformHost.platform.id;
  const learner = await learnerContract(db, user, platformId, ((await request.getSession())?.data ?? {}) as SessionData);
  if (!isShopContext({ loggedIn: true, contractType: learner.contractType })) throw new AppError('FORBIDDEN', 'checkout.notShopContext');
  return { user, learner, platformId, lang: request.lang, origin: `${request.protocol}://${request.host}` };
}

/** Spec §7 "Shop", paying (issue 14 parts 4–6): card, free and cheque payments, the buyer's orders and invoices. */
const routes: FastifyPluginAsync<{ mailer: Mailer; provider: PaymentProvider }> = async (app, opts) => {
  const db = app.db.db;
  const deps: BookingDeps = { db, jobs: app.jobs, mailer: opts.mailer, broadcaster: app.realtime.broadcaster };
  const owner = async (request: FastifyRequest) => ({ userId: (await requireUser(request)).id, platformId: request.platformHost.platform.id });

  route(app, shop.getPaymentToken, async (request) => {
    const { order, payment } = await startCardPayment(db, opts.provider, await buyerOf(db, request));
    // Every tab of the cart shows the order in progress (its commandId).
    if (order.cartId !== null) await announceCart(deps, order.cartId);
    return success(
      {
        provider: opts.provider.name,
        formToken: payment.formToken,
        orderReference: order.reference,
        amount: centsToEuros(order.totalWithVatCents),
        currency: order.currency,
        paymentUrl: payment.paymentUrl,
      },
      translate(request.lang, 'checkout.paymentStarted'),
    );
  });

  route(app, shop.freePayment, async (request) => {
    const order = await payFree(deps, await buyerOf(db, request));
    return success(await orderView(db, order), translate(request.lang, 'checkout.orderConfirmed'));
  });

  route(app, shop.payByCheck, async (request) => {
    const { order, cheque } = await payByCheque(db, await buyerOf(db, request));
    if (order.cartId !== null) await announceCart(deps, order.cartId);
    const { amountCents, ...instructions } = cheque;
    return success({ order: await orderView(db, order), cheque: { ...instructions, amount: centsToEuros(amountCents) } }, translate(request.lang, 'checkout.chequeOrdered'));
  });

  route(app, shop.getOrder, async (request) => success(await getOwnOrder(db, await owner(request), request.params.reference)));

  route(app, shop.listOrders, async (request) => success({ orders: await listOwnOrders(db, await owner(request)) }));

  route(app, shop.downloadInvoice, async (request, reply) => sendPdf(reply, await invoiceFile(db, (await requireUser(request)).id, request.params.token)));

  route(app, shop.downloadCreditNote, async (request, reply) => sendPdf(reply, await creditNoteFile(db, (await requireUser(request)).id, request.params.token)));
};

export default routes;
