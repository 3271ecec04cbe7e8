import type { FastifyPluginAsync } from 'fastify';
import { paymentNotification } from '@app/contracts/shop/orders';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { eq } from 'drizzle-orm';
import { orders } from '@app/db/schema/orders';
import { paidOrderPath } from '@app/domain/shop/checkout';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { BookingDeps } from '../learning/booking-effects.ts';
import { applyConfirmEffects } from './order-confirm.ts';
import { handleNotification } from './payment-notification.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { checkCard, readSandboxToken, SANDBOX_PAGE_PREFIX, sandboxNotification, sandboxPage, type CardForm } from './payment-sandbox.ts';

/**
 * The provider's side of paying (issue 14 part 4): its signed notification (form-encoded, as SystemPay posts it; no
 * session, no CSRF: the signature authenticates it), and, with the sandbox provider, its hosted test-card page.
 */
const routes: FastifyPluginAsync<{ mailer: Mailer; provider: PaymentProvider & { secret?: string } }> = async (app, opts) => {
  const db = app.db.db;
  const deps: BookingDeps = { db, jobs: app.jobs, mailer: opts.mailer, broadcaster: app.realtime.broadcaster };
  const { provider } = opts;
  // Providers post notifications form-encoded, and so does the test-card page; only this scope parses it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 200_000 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  route(
    app,
    paymentNotification,
    async (request) => {
      const { outcome, confirmation } = await handleNotification(db, provider, request.body, `${request.protocol}://${request.host}`);
      // The confirmation is committed: a failed event or job is logged, never the provider's error (it would retry).
      if (confirmation) await applyConfirmEffects(deps, confirmation).catch((error: unknown) => request.log.error({ err: error }, 'checkout: effects failed'));
      return success({ outcome });
    },
    { config: { anyHost: true } },
  );

  const secret = provider.name === 'sandbox' ? provider.secret : undefined;
  if (!secret) return;
  const prefix = SANDBOX_PAGE_PREFIX.slice(API_PREFIX.length);
  const notificationUrl = `${API_PREFIX}${pathOf(paymentNotification)}`;
  const html = 'text/html; charset=utf-8';

  app.get<{ Params: { formToken: string } }>(`${prefix}:formToken`, { config: { changesState: false }, schema: { hide: true } }, async (request, reply) => {
    const payment = readSandboxToken(secret, request.params.formToken);
    const lang = payment?.l ?? request.lang;
    const notice = !payment ? 'invalid' : payment.e < Date.now() ? 'expired' : undefined;
    return reply.type(html).header('cache-control', 'no-store').send(sandboxPage(lang, { payment, action: request.url, notice }));
  });

  // The card is checked here, on the provider's page, never on ours; the result goes to our notification endpoint as
  // a real signed notification, then the browser goes back to the order's page (or the contract's).
  app.post<{ Params: { formToken: string }; Body: CardForm }>(`${prefix}:formToken`, { config: { changesState: false }, schema: { hide: true } }, async (request, reply) => {
    const { formToken } = request.params;
    const payment = readSandboxToken(secret, formToken);
    const lang = payment?.l ?? request.lang;
    const page = (status: number, extra: Parameters<typeof sandboxPage>[1]) => reply.code(status).type(html).header('cache-control', 'no-store').send(sandboxPage(lang, extra));
    if (!payment) return page(404, { payment, action: request.url, notice: 'invalid' });
    if (payment.e < Date.now()) return page(410, { payment, action: request.url, notice: 'expired' });
    const form = (request.body ?? {}) as CardForm;
    const checked = checkCard(form, new Date());
    if ('errors' in checked) return page(422, { payment, action: request.url, errors: checked.errors, form });
    const delivered = await app.inject({
      method: 'POST',
      url: notificationUrl,
      headers: { host: request.headers.host ?? 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(sandboxNotification(secret, formToken, payment, checked.outcome)).toString(),
    });
    if (delivered.statusCode !== 200) return page(502, { payment, action: request.url, notice: 'failed', form });
    if (checked.outcome === 'refused') return page(402, { payment, action: request.url, notice: 'refused' });
    // Back to where the payment started: the order's page, or the contract's for a pharmacy paying its contract.
    const [order] = await db.select({ kind: orders.kind }).from(orders).where(eq(orders.reference, payment.r));
    return reply.code(303).header('location', paidOrderPath({ kind: order?.kind ?? 'cart', lang: payment.l, reference: payment.r })).send();
  });
};

export default routes;
