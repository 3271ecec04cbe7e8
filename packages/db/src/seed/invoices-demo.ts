import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { todayInParis } from '@app/domain/identity/session-user';
import { invoiceNumber } from '@app/domain/shop/cart';
import { vatOf } from '@app/domain/shop/prices';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { carts } from '../schema/carts.ts';
import { invoices, invoiceSequences } from '../schema/invoices.ts';
import { orderLines } from '../schema/order-lines.ts';
import { orders } from '../schema/orders.ts';
import { platforms } from '../schema/platforms.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { trainings } from '../schema/trainings.ts';
import { users } from '../schema/users.ts';
import { DEMO_PAID_ORDERS } from './data/invoices-demo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Step 16, the pharmacies' paid orders and invoices (`data/invoices-demo.ts`), guarded by any order of an account.
 * Written as the shop's confirmation writes them (apps/api order-confirm.ts, which the seed cannot import): an ordered
 * cart, the order paid with its frozen lines and totals, and the invoice made out to the pharmacy, numbered from the
 * platform's gapless sequence of its year. The buyers are not enrolled: the demo owners are not the team's learners.
 */
export async function seedInvoicesDemo(tx: Tx): Promise<boolean> {
  const [any] = await tx.select({ id: orders.id }).from(orders).where(sql`${orders.accountId} is not null`).limit(1);
  if (any) return false;
  const [platform] = await tx.select().from(platforms).where(eq(platforms.codeName, 'demo'));
  if (!platform?.seller) return false;
  const seller = platform.seller;
  const offers = await tx
    .select({ id: trainingOffers.id, trainingId: trainings.id, name: trainings.name, type: trainings.type, priceHtCents: trainingOffers.priceHtCents, vatRateBp: trainingOffers.vatRateBp })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(and(eq(trainingOffers.platformId, platform.id), gt(trainingOffers.priceHtCents, 0)))
    .orderBy(asc(trainingOffers.id));
  const buyers = await tx.select().from(users).where(inArray(users.email, DEMO_PAID_ORDERS.map((o) => o.buyer)));
  const payers = await tx.select().from(accounts).where(and(eq(accounts.platformId, platform.id), inArray(accounts.name, DEMO_PAID_ORDERS.map((o) => o.account))));
  for (const [n, demo] of DEMO_PAID_ORDERS.entries()) {
    const user = buyers.find((u) => u.email === demo.buyer && u.platformId === platform.id);
    const payer = payers.find((a) => a.name === demo.account);
    const sold = demo.offers.map((i) => offers[i]).filter((o) => o !== undefined);
    if (!user || !payer || sold.length === 0) continue;
    const at = new Date(demo.paidAt);
    const lines = sold.map((o) => ({ ...o, vatCents: vatOf(o.priceHtCents, o.vatRateBp) }));
    const totalCents = lines.reduce((sum, l) => sum + l.priceHtCents, 0);
    const vatCents = lines.reduce((sum, l) => sum + l.vatCents, 0);
    const [cart] = await tx.insert(carts).values({ platformId: platform.id, lang: 'fr', userId: user.id, status: 'ordered', createdAt: at, updatedAt: at }).returning({ id: carts.id });
    const [order] = await tx
      .insert(orders)
      .values({
        reference: `CMD-DEMO${String(n + 1).padStart(6, '0')}`,
        platformId: platform.id,
        userId: user.id,
        kind: 'cart',
        cartId: cart.id,
        accountId: payer.id,
        idempotencyKey: `demo-invoices-${n + 1}`,
        status: 'paid',
        paymentMethod: demo.method,
        lang: 'fr',
        country: 'FR',
        grossHtCents: totalCents,
        totalDiscountCents: 0,
        totalCents,
        vatCents,
        totalWithVatCents: totalCents + vatCents,
        createdAt: at,
        paidAt: at,
      })
      .returning();
    await tx.insert(orderLines).values(
      lines.map((l) => ({
        orderId: order.id,
        offerId: l.id,
        trainingId: l.trainingId,
        name: l.name,
        trainingType: l.type,
        functionName: user.function ?? 'Pharmacien',
        funding: 'SELF' as const,
        unitPriceHtCents: l.priceHtCents,
        vatRateBp: l.vatRateBp,
        discountCents: 0,
        totalHtCents: l.priceHtCents,
        vatCents: l.vatCents,
        totalWithVatCents: l.priceHtCents + l.vatCents,
      })),
    );
    const year = Number(todayInParis(at).slice(0, 4));
    await tx.insert(invoiceSequences).values({ platformId: platform.id, year, lastSequence: 0 }).onConflictDoNothing();
    const [{ sequence }] = await tx
      .update(invoiceSequences)
      .set({ lastSequence: sql`${invoiceSequences.lastSequence} + 1` })
      .where(and(eq(invoiceSequences.platformId, platform.id), eq(invoiceSequences.series, 'invoice'), eq(invoiceSequences.year, year)))
      .returning({ sequence: invoiceSequences.lastSequence });
    const buyerName = `${user.firstName} ${user.lastName}`.trim();
    await tx.insert(invoices).values({
      platformId: platform.id,
      orderId: order.id,
      country: 'FR',
      year,
      sequence,
      number: invoiceNumber('FR', year, sequence),
      lang: 'fr',
      seller: { name: seller.name, lines: seller.address, taxId: seller.companyId, vatNumber: seller.vatNumber, trainingDeclaration: seller.trainingDeclaration ?? null },
      buyer: {
        name: payer.name,
        lines: [payer.address, [payer.postalCode, payer.city].filter(Boolean).join(' '), buyerName].filter((l): l is string => Boolean(l)),
        taxId: payer.taxId,
        email: payer.email ?? user.email,
      },
      issuedAt: at,
    });
  }
  return true;
}
