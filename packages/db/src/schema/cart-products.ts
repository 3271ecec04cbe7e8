import { bigint, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { CartFunction, CartFunding } from '@app/domain/shop/cart';
import { carts } from './carts.ts';
import { trainingOffers } from './training-offers.ts';

/**
 * A product in a cart (spec §3 Cart product): an offer of the cart's platform, bought for a function with a funding.
 * Its sessions (live trainings) are in cart_product_sessions. Once per cart and offer.
 */
export const cartProducts = pgTable(
  'cart_products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => trainingOffers.id),
    functionName: text('function_name').$type<CartFunction>(),
    funding: text('funding').$type<CartFunding>(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cart_products_cart_offer_uq').on(t.cartId, t.offerId), index('cart_products_offer_idx').on(t.offerId)],
);

export type CartProduct = typeof cartProducts.$inferSelect;
export type NewCartProduct = typeof cartProducts.$inferInsert;
