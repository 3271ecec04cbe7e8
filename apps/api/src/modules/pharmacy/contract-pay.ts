import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { accountContracts } from '@app/db/schema/account-contracts';
import { orderLines } from '@app/db/schema/order-lines';
import { orders, type Order } from '@app/db/schema/orders';
import { contractPrice } from '@app/domain/pharmacy/contract-rules';
import { SELF_FUNDING } from '@app/domain/shop/cart';
import { vatCountry } from '@app/domain/shop/prices';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import { newReference } from '../shop/order-freeze.ts';
import type { CreatedPayment, PaymentProvider } from '../shop/payment-provider.ts';
import { requestPayment } from '../shop/payment-request.ts';
import { productLabel } from './contract-document.ts';
import { ownContract } from './contract-view.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

/**
 * `contract/signContractSystemPay/{id}`: pays a signed, unpaid contract by card through the shop's payment provider.
 * The contract is frozen into one pending order of kind contract (the pharmacy's account, one line naming the
 * product, totals in cents): asked again at the same price, the same order. The provider's signed notification then
 * confirms it through the shop's one confirmation (the invoice made out to the pharmacy, the contract marked paid).
 */
export async function startContractPayment(db: Db, provider: PaymentProvider, caller: PharmacyCaller, contractId: number, now = new Date()): Promise<{ order: Order; payment: CreatedPayment }> {
  const order = await db.transaction(async (tx) => {
    const owned = await ownContract(tx, caller, contractId);
    const [contract] = await tx.select().from(accountContracts).where(eq(accountContracts.id, owned.id)).for('update');
    if (contract.paidAt !== null) throw new AppError('CONFLICT', 'pharmacy.contract.errors.alreadyPaid', { reason: 'alreadyPaid' });
    if (contract.signedAt === null) throw new AppError('CONFLICT', 'pharmacy.contract.errors.notSigned', { reason: 'notSigned' });
    if (contract.supersededAt !== null) throw new AppError('CONFLICT', 'pharmacy.contract.errors.superseded', { reason: 'superseded' });
    const price = contractPrice(contract.priceHtCents, contract.vatRateBp);
    // A signed contract's price never changes; the key still names it, so a change would never reuse an older order.
    const key = `contract:${contract.id}:${price.htCents}:${contract.vatRateBp}`;
    const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, key)).for('update');
    if (existing) {
      if (existing.status !== 'cancelled') return existing;
      const [revived] = await tx.update(orders).set({ status: 'pending', cancelledAt: null }).where(eq(orders.id, existing.id)).returning();
      return revived;
    }
    const [created] = await tx
      .insert(orders)
      .values({
        reference: newReference(),
        platformId: caller.platformId,
        userId: caller.user.id,
        kind: 'contract',
        contractId: contract.id,
        accountId: contract.accountId,
        idempotencyKey: key,
        lang: contract.lang,
        country: vatCountry(contract.lang),
        grossHtCents: price.htCents,
        totalDiscountCents: 0,
        totalCents: price.htCents,
        vatCents: price.vatCents,
        totalWithVatCents: price.ttcCents,
        createdAt: now,
      })
      .returning();
    await tx.insert(orderLines).values({
      orderId: created.id,
      name: `${translate(contract.lang, 'pharmacy.contract.pdf.title', { product: productLabel(contract.lang, contract.product) })} (${contract.periodStart} – ${contract.periodEnd})`,
      funding: SELF_FUNDING,
      unitPriceHtCents: price.htCents,
      quantity: 1,
      vatRateBp: contract.vatRateBp,
      discountCents: 0,
      totalHtCents: price.htCents,
      vatCents: price.vatCents,
      totalWithVatCents: price.ttcCents,
    });
    return created;
  });
  return { order, payment: await requestPayment(provider, order, caller.user) };
}
