import type { Order } from '@app/db/schema/orders';
import type { User } from '@app/db/schema/users';
import { AppError } from '../../errors/app-error.ts';
import { PaymentProviderError, type CreatedPayment, type PaymentProvider } from './payment-provider.ts';

/**
 * Asks the provider for a payment of a frozen order (a cart's or a contract's), outside any transaction: a slow
 * provider holds no lock. A provider that cannot be reached is a 503 the payer may retry (nothing was taken).
 */
export async function requestPayment(provider: PaymentProvider, order: Order, payer: User): Promise<CreatedPayment> {
  try {
    return await provider.createPayment({
      orderReference: order.reference,
      amountCents: order.totalWithVatCents,
      currency: order.currency,
      lang: order.lang,
      customer: { email: payer.email, reference: String(payer.id) },
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError('UNAVAILABLE', 'checkout.providerUnavailable', null, {}, { cause: error });
    throw error;
  }
}
