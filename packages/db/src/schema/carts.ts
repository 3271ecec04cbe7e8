import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Lang } from '@app/domain/platform/locales';
import { discountCodes } from './discount-codes.ts';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

/** open: being filled; ordered: an order was paid (or awaits its cheque) from it; abandoned: merged into another. */
export type CartStatus = 'open' | 'ordered' | 'abandoned';

/**
 * A shopping cart (spec §3 Cart). Its id is random (it names the cart's live channel, spec §7). A guest's cart is
 * found by the hash of its `cart` cookie and becomes the user's when they sign in (merged into their open cart).
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    lang: text('lang').$type<Lang>().notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 hex of the guest's cart cookie; null once the cart belongs to a user. */
    guestKeyHash: text('guest_key_hash'),
    discountCodeId: bigint('discount_code_id', { mode: 'number' }).references(() => discountCodes.id),
    status: text('status').$type<CartStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open cart per user and platform: two tabs adding at once fill the same cart.
    uniqueIndex('carts_open_user_uq').on(t.platformId, t.userId).where(sql`${t.status} = 'open' and ${t.userId} is not null`),
    // One open cart per guest key and platform, like a user's: the same browser may visit two platforms served by one
    // host (farline mode), and a key's former cart (ordered, abandoned) never blocks its next one.
    uniqueIndex('carts_guest_key_uq').on(t.platformId, t.guestKeyHash).where(sql`${t.guestKeyHash} is not null and ${t.status} = 'open'`),
    index('carts_updated_at_idx').on(t.status, t.updatedAt),
  ],
);

export type Cart = typeof carts.$inferSelect;
export type NewCart = typeof carts.$inferInsert;
