import { z } from 'zod';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { defineContract, fileBytes } from '../contract.ts';
import { cartFunctionSchema, fundingChoiceSchema } from './cart.ts';

/**
 * Spec §7 "Shop", paying (issue 14 parts 4–6): a card payment through the payment provider, a free order, a cheque;
 * the order and its invoice. Paying needs a signed-in buyer in shop context with a ready cart (409 `notReady`).
 */
/** An order's public reference (random, in URLs and e-mails). */
export const orderReference = z.string().trim().min(8).max(40).regex(/^[A-Za-z0-9-]+$/);

/** `refunded`: paid, then cancelled in full by a credit note of the back-office (issue 17 part 5). */
export const orderStatusSchema = z.enum(['pending', 'awaitingCheque', 'paid', 'cancelled', 'refunded']);

/** A line as sold; a contract's line (a pharmacy paying its contract) has no training: productId, type and function null. */
export const orderLineSchema = z.object({
  productId: z.number().nullable(),
  name: z.string(),
  trainingType: z.enum(TRAINING_TYPES).nullable(),
  function: cartFunctionSchema.nullable(),
  funding: fundingChoiceSchema,
  sessions: z.array(z.object({ sessionId: z.number(), name: z.string(), startDate: z.string(), city: z.string().nullable() })),
  price: z.number(),
  discount: z.number(),
  vatRate: z.number(),
  totalWithVat: z.number(),
  /** The enrolment (courseTrackingId) once paid. */
  enrolmentId: z.number().nullable(),
});

export const orderSchema = z.object({
  reference: z.string(),
  status: orderStatusSchema,
  paymentMethod: z.enum(['card', 'free', 'cheque']).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  lines: z.array(orderLineSchema),
  total: z.number(),
  totalDiscount: z.number(),
  vat: z.number(),
  totalWithVat: z.number(),
  invoice: z.object({ number: z.string(), url: z.string() }).nullable(),
  /** The credit note cancelling the invoice (a refunded order), downloaded as the invoice is. */
  creditNote: z.object({ number: z.string(), url: z.string() }).nullable(),
});
export type OrderView = z.infer<typeof orderSchema>;

/** Where and how to send a cheque (platform settings). */
export const chequeInstructionsSchema = z.object({ payee: z.string(), address: z.array(z.string()), amount: z.number(), reference: z.string() });

/**
 * Starts a card payment for the cart (GET per §7, though it changes state: the CSRF header is required): freezes the
 * cart into a pending order (the same one while the cart does not change) and asks the provider for a form token.
 */
export const getPaymentToken = defineContract({
  method: 'GET',
  path: '/api/shop/getPaymentToken',
  changesState: true,
  data: z.object({
    provider: z.string(),
    formToken: z.string(),
    orderReference: z.string(),
    amount: z.number(),
    currency: z.string(),
    /** Where the browser goes to enter the card (the provider's hosted page); the card never reaches our pages. */
    paymentUrl: z.string(),
  }),
  errors: [401, 403, 409, 503],
});

/** Confirms a cart whose total is zero (a 100 % code, DPC funding, free trainings): 409 `notFree` otherwise. */
export const freePayment = defineContract({
  method: 'POST',
  path: '/api/shop/freePayment',
  changesState: true,
  data: orderSchema,
  errors: [401, 403, 409],
});

/** Orders the cart to pay by cheque (GET per §7, CSRF required): the order waits until the back-office records it. */
export const payByCheck = defineContract({
  method: 'GET',
  path: '/api/shop/payByCheck',
  changesState: true,
  data: z.object({ order: orderSchema, cheque: chequeInstructionsSchema }),
  errors: [401, 403, 409],
});

/**
 * The payment provider's signed server-to-server notification (IPN), in the SystemPay/Lyra form: `kr-answer` (JSON)
 * signed by `kr-hash` (HMAC-SHA256). No session and no CSRF: the signature authenticates it. Answers 200 once handled
 * (also for a replay), 400 for a bad signature or a malformed answer.
 */
export const paymentNotification = defineContract({
  method: 'POST',
  path: '/api/shop/payment/notification',
  changesState: false,
  body: z.object({
    'kr-answer': z.string().min(2).max(100_000),
    'kr-hash': z.string().regex(/^[0-9a-f]{64}$/),
    'kr-hash-algorithm': z.literal('sha256_hmac').optional(),
    'kr-hash-key': z.enum(['password', 'sha256_hmac']).optional(),
    'kr-answer-type': z.string().max(100).optional(),
  }),
  data: z.object({ outcome: z.string() }),
  errors: [400],
});

/** One of the caller's orders, by its reference (the confirmation screen). */
export const getOrder = defineContract({
  method: 'GET',
  path: '/api/shop/order/:reference',
  changesState: false,
  params: z.strictObject({ reference: orderReference }),
  data: orderSchema,
  errors: [401, 404],
});

/** The learner's orders, newest first (the profile's index lists them). */
export const listOrders = defineContract({
  method: 'GET',
  path: '/api/user/orders',
  changesState: false,
  data: z.object({ orders: z.array(orderSchema) }),
  errors: [401],
});

/** An invoice as PDF, by its unguessable download token, for its buyer only. */
export const downloadInvoice = defineContract({
  method: 'GET',
  path: '/api/shop/invoice/:token',
  changesState: false,
  params: z.strictObject({ token: z.uuid() }),
  data: fileBytes,
  file: true,
  errors: [401, 404],
});

/** A credit note (avoir, factura rectificativa) as PDF, by its unguessable download token, for its buyer only. */
export const downloadCreditNote = defineContract({
  method: 'GET',
  path: '/api/shop/creditNote/:token',
  changesState: false,
  params: z.strictObject({ token: z.uuid() }),
  data: fileBytes,
  file: true,
  errors: [401, 404],
});
