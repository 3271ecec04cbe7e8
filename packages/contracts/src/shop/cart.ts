import { z } from 'zod';
import { FUNDINGS } from '@app/domain/catalogue/fundings';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { CART_FUNCTIONS, DISCOUNT_REFUSALS, MAX_CART_PRODUCTS, SELF_FUNDING } from '@app/domain/shop/cart';
import { defineContract } from '../contract.ts';

/**
 * Spec §7 "Shop", the cart (issue 14 part 1): every call answers in shop context only (§4: logged out or contract
 * type shop; 403 otherwise, §5) and works on the caller's own open cart (a guest's by its cookie). Ids in bodies are
 * the catalogue course id (`productId`) or the cart product's id (`productCartId`); an id of another cart is a 404.
 */
const bodyId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const cartFunctionSchema = z.enum(CART_FUNCTIONS);
export const cartFundingSchema = z.enum([...FUNDINGS, SELF_FUNDING]);

/** A funding as the pickers show it: its id, and its label (FUNDAE is BONIFICABLE when the training has credits, §9). */
export const fundingChoiceSchema = z.object({ id: cartFundingSchema, label: z.string() });

/** The session chosen for one face-to-face part of a product, with how long its seat stays held. */
export const cartSessionSchema = z.object({
  /** The face-to-face part (the spec's sessionCourseId). */
  sessionCourseId: z.number(),
  sessionId: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  /** Local date YYYY-MM-DD and times HH:MM (Europe/Paris). */
  startDate: z.string(),
  startTime: z.string(),
  /** ISO instant; null when the hold lapsed (choose the session again). */
  heldUntil: z.string().nullable(),
});

/** A face-to-face part of a live training: a session must be chosen for each before paying. */
export const cartSessionPartSchema = z.object({ sessionCourseId: z.number(), name: z.string(), virtualClass: z.boolean() });

/** A cart product (spec §3: id, productId, name, trainingType, price, function), with what the cart screen shows. */
export const cartProductSchema = z.object({
  /** The productCartId of the set… calls. */
  id: z.number(),
  /** The catalogue course id. */
  productId: z.number(),
  name: z.string(),
  slug: z.string(),
  illustration: z.string().nullable(),
  trainingType: z.enum(TRAINING_TYPES),
  /** The fixed brand label (§9). */
  brand: z.string(),
  /** Unit price in euros excluding VAT, after funding; `catalogPrice` before it. */
  price: z.number(),
  catalogPrice: z.number(),
  vatRate: z.number(),
  discount: z.number(),
  totalWithVat: z.number(),
  function: cartFunctionSchema.nullable(),
  funding: fundingChoiceSchema.nullable(),
  /** The parts needing a session (empty for self-paced trainings) and the sessions chosen. */
  sessionParts: z.array(cartSessionPartSchema),
  sessions: z.array(cartSessionSchema),
  /** True when function, funding and every session are chosen and held. */
  ready: z.boolean(),
});

/** The cart (spec §3): amounts in euros; vat is the tax amount, totalWithVat − total. */
export const cartSchema = z.object({
  id: z.string(),
  /** Its private live channel (§7). */
  channel: z.string(),
  products: z.array(cartProductSchema),
  /** The reference of the order in progress for this cart, if any. */
  commandId: z.string().nullable(),
  discountCode: z.string().nullable(),
  total: z.number(),
  totalDiscount: z.number(),
  totalWithVat: z.number(),
  vat: z.number(),
  /** Every product is ready and the caller is signed in: the cart may be paid. */
  payable: z.boolean(),
});
export type CartView = z.infer<typeof cartSchema>;

/** A refusal the buyer can act on: 409 with its reason (translated message beside). */
export const cartRefusalSchema = z.object({
  reason: z.enum(['cartFull', 'sessionFull', 'functionNotAvailable', 'fundingNotAvailable', 'notSellable', 'notReady', 'cartChanged', 'notFree', 'isFree', ...DISCOUNT_REFUSALS]),
});

const cartAnswer = { data: cartSchema, errors: [403, 404, 409] } as const;

export const getCart = defineContract({ method: 'GET', path: '/api/shop/cart', changesState: false, data: cartSchema, errors: [403] });

export const addProducts = defineContract({
  method: 'POST',
  path: '/api/shop/add/products',
  changesState: true,
  body: z.strictObject({ products: z.array(bodyId).min(1).max(MAX_CART_PRODUCTS) }),
  ...cartAnswer,
});

export const removeProduct = defineContract({
  method: 'POST',
  path: '/api/shop/remove/product',
  changesState: true,
  body: z.strictObject({ productId: bodyId }),
  ...cartAnswer,
});

export const getAvailableFunctions = defineContract({
  method: 'POST',
  path: '/api/shop/getAvailableFunctions/product',
  changesState: true,
  body: z.strictObject({ productId: bodyId, type: z.enum(TRAINING_TYPES) }),
  data: z.object({ functions: z.array(cartFunctionSchema) }),
  errors: [403, 404],
});

export const getAvailableFundings = defineContract({
  method: 'POST',
  path: '/api/shop/getAvailableFundings/product',
  changesState: true,
  body: z.strictObject({ productId: bodyId, function: z.string().trim().min(1).max(40) }),
  data: z.object({ fundings: z.array(fundingChoiceSchema) }),
  errors: [403, 404, 409],
});

export const setProductFunction = defineContract({
  method: 'POST',
  path: '/api/shop/setProductFunction/product',
  changesState: true,
  body: z.strictObject({ productCartId: bodyId, functionName: z.string().trim().min(1).max(40) }),
  ...cartAnswer,
});

export const setProductSession = defineContract({
  method: 'POST',
  path: '/api/shop/setProductSession/product',
  changesState: true,
  body: z.strictObject({ productCartId: bodyId, sessionId: bodyId, sessionCourseId: bodyId }),
  ...cartAnswer,
});

export const setProductFunding = defineContract({
  method: 'POST',
  path: '/api/shop/setProductFunding/product',
  changesState: true,
  body: z.strictObject({ productCartId: bodyId, fundingId: z.string().trim().min(1).max(20) }),
  ...cartAnswer,
});

/** A code: letters, digits, dashes and underscores, case-insensitive. */
export const discountCodeSchema = z.string().trim().min(2).max(40).regex(/^[A-Za-z0-9_-]+$/, 'shop.discount.invalidCode');

export const addDiscount = defineContract({
  method: 'POST',
  path: '/api/shop/addDiscount/:code',
  changesState: true,
  params: z.strictObject({ code: discountCodeSchema }),
  ...cartAnswer,
});

/** Takes the code off the cart (not in §7: decision, a buyer must be able to undo a code). */
export const removeDiscount = defineContract({
  method: 'DELETE',
  path: '/api/shop/discount',
  changesState: true,
  ...cartAnswer,
});

