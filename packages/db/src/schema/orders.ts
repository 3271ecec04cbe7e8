import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Lang } from '@app/domain/platform/locales';
import type { VatCountry } from '@app/domain/shop/prices';
import { accountContracts } from './account-contracts.ts';
import { accounts } from './accounts.ts';
import { carts } from './carts.ts';
import { discountCodes } from './discount-codes.ts';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

/**
 * pending: created for a payment in progress; awaitingCheque: the buyer pays by cheque and the back-office has not
 * recorded it yet; paid: confirmed (enrolled, invoiced); cancelled: replaced by a newer order of the same cart or
 * refused by the payment provider; refunded: paid, then cancelled in full by a credit note of the back-office.
 */
export type OrderStatus = 'pending' | 'awaitingCheque' | 'paid' | 'cancelled' | 'refunded';
export type PaymentMethod = 'card' | 'free' | 'cheque';
/** cart: the shop's products; contract: a pharmacy's contract paid online (issue 15 part 3), one line, no training. */
export type OrderKind = 'cart' | 'contract';

/**
 * An order (issue 14 part 5), created from a cart with the cart's totals frozen in integer cents (docs DATA.md: never
 * recomputed). `idempotency_key` makes creating it twice answer the same order; the partial unique index makes a cart
 * paid (or awaiting its cheque) at most once, whatever runs concurrently.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public reference, in URLs and e-mails: random, not guessable. */
    reference: text('reference').notNull().unique(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<OrderKind>().notNull().default('cart'),
    /** The cart paid (kind cart). */
    cartId: text('cart_id').references(() => carts.id),
    /** The contract paid (kind contract). */
    contractId: bigint('contract_id', { mode: 'number' }).references(() => accountContracts.id),
    /**
     * The account the buyer was using (an establishment's orders are its pharmacy's: its owner and referents find them
     * and their invoices, issue 15 part 4); null for a guest's or an individual account's own purchase.
     */
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    /** The payment provider's id of the payment (card). */
    providerPaymentId: text('provider_payment_id'),
    lang: text('lang').$type<Lang>().notNull(),
    country: text('country').$type<VatCountry>().notNull(),
    currency: text('currency').notNull().default('EUR'),
    discountCodeId: bigint('discount_code_id', { mode: 'number' }).references(() => discountCodes.id),
    grossHtCents: integer('gross_ht_cents').notNull(),
    totalDiscountCents: integer('total_discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalWithVatCents: integer('total_with_vat_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_cart_settled_uq').on(t.cartId).where(sql`${t.status} in ('paid', 'awaitingCheque')`),
    uniqueIndex('orders_contract_settled_uq').on(t.contractId).where(sql`${t.status} in ('paid', 'awaitingCheque')`),
    index('orders_account_idx').on(t.accountId, t.createdAt),
    check('orders_kind_ck', sql`(${t.kind} = 'cart' and ${t.cartId} is not null) or (${t.kind} = 'contract' and ${t.contractId} is not null)`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_platform_status_idx').on(t.platformId, t.status),
    check('orders_totals_ck', sql`${t.totalCents} >= 0 and ${t.vatCents} >= 0 and ${t.totalWithVatCents} = ${t.totalCents} + ${t.vatCents}`),
  ],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
