/** Rules of the cart (spec §3 Cart, §4 cart functions, §7 "Shop", §9 funding labels). */
import type { Funding } from '../catalogue/fundings.ts';
import { USER_FUNCTIONS, type UserFunction } from '../identity/session-user.ts';

/** The functions a product can be bought for (spec §3 User function). */
export const CART_FUNCTIONS = USER_FUNCTIONS;
export type CartFunction = UserFunction;

/** The brand label every cart product shows, whatever the training's provider (spec §9: fixed). */
export const CART_PRODUCT_BRAND = 'Pharma Campus';

/** At most this many products in one cart (a cart is a purchase, not a wish list). */
export const MAX_CART_PRODUCTS = 20;

/**
 * A guest's cart nobody touched for this long, and from which nothing was ordered, is deleted (the nightly purge): its
 * cookie (30 days) is long gone, and a visitor's choices are not kept without a reason.
 */
export const GUEST_CART_KEPT_DAYS = 90;

/** How long a session seat stays held for a cart product without activity, then for a payment in progress. */
export const SEAT_HOLD_MINUTES = 30;

/**
 * The function a cart product is bought for (spec §4): an old 'adjoint' (any case) is silently converted to the new
 * one for individual accounts, where a deputy is shown and sold as Pharmacien (§3); otherwise it is read as written.
 * Null when it is not a function at all.
 */
export function cartFunction(name: string, isIndividualAccount: boolean): CartFunction | null {
  const known = CART_FUNCTIONS.find((f) => f.toLowerCase() === name.trim().toLowerCase());
  if (!known) return null;
  return known === 'Adjoint' && isIndividualAccount ? 'Pharmacien' : known;
}

/**
 * The functions a training may be bought for: its `availableFunctions` (empty = all), and for an individual account
 * not Adjoint, which it buys as Pharmacien (§4).
 */
export function availableCartFunctions(availableFunctions: readonly string[], isIndividualAccount: boolean): CartFunction[] {
  const allowed = CART_FUNCTIONS.filter((f) => availableFunctions.length === 0 || availableFunctions.includes(f));
  if (!isIndividualAccount) return allowed;
  return [...new Set(allowed.map((f) => (f === 'Adjoint' ? 'Pharmacien' : f)))];
}

/**
 * Who each funder pays for (docs/decisions.md): DPC (ANDPC) any pharmacist, FIF-PL the self-employed (owners,
 * bought as Pharmacien), OPCO employees (deputies, bought as Adjoint), FUNDAE any employee of a Spanish pharmacy.
 */
export const FUNDING_FUNCTIONS: Record<Funding, readonly CartFunction[]> = {
  DPC: ['Pharmacien', 'Adjoint'],
  FIFPL: ['Pharmacien'],
  OPCO: ['Adjoint'],
  FUNDAE: ['Pharmacien', 'Adjoint'],
};

/**
 * Funders that pay the training organisation directly: the learner pays nothing for the product (decision; the others
 * are paid by the buyer, who is reimbursed or bonified afterwards).
 */
export const DIRECTLY_PAID_FUNDINGS: readonly Funding[] = ['DPC'];

/** "Self-funded": no funder; always possible. */
export const SELF_FUNDING = 'SELF';
export type CartFunding = Funding | typeof SELF_FUNDING;

/** The fundings a product may take for a function: the offer's fundings that fund that function, then self-funding. */
export function availableCartFundings(offerFundings: readonly string[], fn: CartFunction): CartFunding[] {
  const funders = (Object.keys(FUNDING_FUNCTIONS) as Funding[]).filter((f) => offerFundings.includes(f) && FUNDING_FUNCTIONS[f].includes(fn));
  return [...funders, SELF_FUNDING];
}

/** The price excluding VAT the buyer pays for a product with this funding. */
export function fundedUnitPriceCents(priceHtCents: number, funding: CartFunding | null): number {
  return funding !== null && funding !== SELF_FUNDING && DIRECTLY_PAID_FUNDINGS.includes(funding) ? 0 : priceHtCents;
}

/** The private live channel of a cart (spec §7): its id with dots replaced by dashes. */
export function cartChannel(cartId: string): string {
  return `private-cart-${cartId.replaceAll('.', '-')}`;
}

/** Why a discount code is refused (`shop.discount.*` messages). */
export const DISCOUNT_REFUSALS = ['unknown', 'notStarted', 'expired', 'exhausted', 'exhaustedForUser', 'notApplicable'] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

export interface DiscountCodeRule {
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  usedCount: number;
  maxUsesPerUser: number | null;
  /** Offers (catalogue course ids) and training types the code applies to; both empty = every product. */
  offerIds: readonly number[];
  trainingTypes: readonly string[];
}

/** Is a product in a code's scope? */
export function discountApplies(code: Pick<DiscountCodeRule, 'offerIds' | 'trainingTypes'>, product: { offerId: number; trainingType: string }): boolean {
  if (code.offerIds.length === 0 && code.trainingTypes.length === 0) return true;
  return code.offerIds.includes(product.offerId) || code.trainingTypes.includes(product.trainingType);
}

/**
 * May this code be used now by this buyer on these products? Windows are [startsAt, endsAt); `usedByUser` counts the
 * buyer's paid orders with it (null for a guest, who is checked again when paying signed in).
 */
export function checkDiscount(
  code: DiscountCodeRule,
  ctx: { now: Date; usedByUser: number | null; products: readonly { offerId: number; trainingType: string }[] },
): DiscountRefusal | null {
  if (code.startsAt && ctx.now < code.startsAt) return 'notStarted';
  if (code.endsAt && ctx.now >= code.endsAt) return 'expired';
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return 'exhausted';
  if (code.maxUsesPerUser !== null && ctx.usedByUser !== null && ctx.usedByUser >= code.maxUsesPerUser) return 'exhaustedForUser';
  if (!ctx.products.some((p) => discountApplies(code, p))) return 'notApplicable';
  return null;
}

/** The numbered series of the shop's accounting documents: invoices, and the credit notes cancelling them. */
export const INVOICE_SERIES = ['invoice', 'creditNote'] as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[number];

/** Each series' prefix per country: a credit note's (avoir, factura rectificativa) never looks like an invoice's. */
const SERIES_PREFIXES: Record<InvoiceSeries, Record<'FR' | 'ES', string>> = {
  invoice: { FR: 'FA', ES: 'FAC' },
  creditNote: { FR: 'AV', ES: 'REC' },
};

/**
 * An invoice's (or credit note's) number as printed: the series' prefix per country, the year and the gapless sequence
 * of the platform, series and year.
 */
export function invoiceNumber(country: 'FR' | 'ES', year: number, sequence: number, series: InvoiceSeries = 'invoice'): string {
  return `${SERIES_PREFIXES[series][country]}-${year}-${String(sequence).padStart(6, '0')}`;
}
