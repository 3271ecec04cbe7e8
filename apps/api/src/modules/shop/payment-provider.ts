import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Lang } from '@app/domain/platform/locales';

/**
 * The card payment provider (issue 14 part 4), in the SystemPay/Lyra form every adapter speaks: a payment is created
 * for an order and answers a form token (the card is entered on the provider's side, never on our pages); the result
 * comes back as a signed server-to-server notification (`kr-answer` JSON + `kr-hash` HMAC-SHA256).
 */
export interface CreatePaymentInput {
  orderReference: string;
  amountCents: number;
  currency: string;
  lang: Lang;
  customer: { email: string; reference: string };
}

export interface CreatedPayment {
  formToken: string;
  /** Where the browser enters the card. */
  paymentUrl: string;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The key that signs this provider's notifications (HMAC-SHA256 of `kr-answer`). */
  readonly notificationKey: string;
}

/** The provider could not be reached or refused to create the payment: the buyer may retry later (503). */
export class PaymentProviderError extends Error {}

/** `kr-hash`: HMAC-SHA256 of the raw `kr-answer`, hex. */
export function signAnswer(answer: string, key: string): string {
  return createHmac('sha256', key).update(answer, 'utf8').digest('hex');
}

/** Compares a notification's `kr-hash` with the expected one in constant time. */
export function signatureValid(answer: string, hash: string, key: string): boolean {
  const expected = Buffer.from(signAnswer(answer, key), 'hex');
  const given = Buffer.from(hash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What we read of a notification's `kr-answer` (Lyra V4 Payment object); amounts in cents. */
export const paymentAnswerSchema = z.object({
  orderStatus: z.string(),
  orderDetails: z.object({
    orderId: z.string().min(1).max(64),
    orderTotalAmount: z.number().int().nonnegative().optional(),
    orderCurrency: z.string().optional(),
  }),
  transactions: z
    .array(z.object({ uuid: z.string().min(1).max(64), amount: z.number().int().nonnegative(), currency: z.string().min(3).max(3), status: z.string().optional() }))
    .min(1),
});
export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;

/** The provider's configuration (apps/api/src/config.ts). */
export type PaymentOptions =
  | { provider: 'sandbox'; secret: string }
  | { provider: 'systempay'; apiUrl: string; shopId: string; password: string };
