import { z } from 'zod';
import { PaymentProviderError, type CreatePaymentInput, type CreatedPayment, type PaymentProvider } from './payment-provider.ts';

/** How long we wait for the provider before telling the buyer to retry. */
const TIMEOUT_MS = 10_000;

const createAnswer = z.object({
  status: z.string(),
  answer: z.object({ formToken: z.string().min(1).optional(), paymentURL: z.string().optional(), errorCode: z.string().optional(), errorMessage: z.string().optional() }).passthrough(),
});

/**
 * The SystemPay/Lyra REST adapter: `POST {apiUrl}/V4/Charge/CreatePayment` with HTTP Basic (shop id : password),
 * amount in cents, the order reference as `orderId`; answers `answer.formToken`. The card form is the provider's own
 * (its JavaScript client renders it from the form token, or its hosted page when the answer gives a `paymentURL`).
 * Its notifications are signed with the same password.
 */
export function systemPayProvider(options: { apiUrl: string; shopId: string; password: string }, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.password}`).toString('base64')}`;
  return {
    name: 'systempay',
    notificationKey: options.password,
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      let response: Response;
      try {
        response = await fetchImpl(new URL('V4/Charge/CreatePayment', base), {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            amount: input.amountCents,
            currency: input.currency,
            orderId: input.orderReference,
            customer: { email: input.customer.email, reference: input.customer.reference },
            contrib: 'pharma-campus',
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new PaymentProviderError('systempay: unreachable', { cause: error });
      }
      if (!response.ok) throw new PaymentProviderError(`systempay: HTTP ${response.status}`);
      const parsed = createAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new PaymentProviderError('systempay: unreadable answer');
      const { status, answer } = parsed.data;
      if (status !== 'SUCCESS' || !answer.formToken) throw new PaymentProviderError(`systempay: ${answer.errorCode ?? status} ${answer.errorMessage ?? ''}`.trim());
      return { formToken: answer.formToken, paymentUrl: answer.paymentURL ?? '' };
    },
  };
}
