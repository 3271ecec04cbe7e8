import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { carts, type Cart } from '@app/db/schema/carts';
import { orders, type Order } from '@app/db/schema/orders';
import type { User } from '@app/db/schema/users';
import type { Lang } from '@app/domain/platform/locales';
import type { LearnerContract } from '../learning/learner.ts';
import type { Tx } from '../learning/tracking-chain.ts';

/** The signed-in buyer in shop context (401 / 403 otherwise), on this host's platform, in its language. */
export interface Buyer {
  user: User;
  learner: LearnerContract;
  platformId: number;
  lang: Lang;
  /** `https://host` of the request: the e-mail's links. */
  origin: string;
}

/** The buyer's open cart on this platform, locked until the transaction ends (the cart helper adds guests' carts). */
export async function lockOpenCart(tx: Tx, buyer: Pick<Buyer, 'user' | 'platformId'>): Promise<Cart | null> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.userId, buyer.user.id), eq(carts.platformId, buyer.platformId), eq(carts.status, 'open')))
    .for('update');
  return cart ?? null;
}

/**
 * The order the buyer's last cart became, when it has no open cart any more: asking again (a double click, a reload
 * after paying) answers the same order instead of a refusal.
 */
export async function lastSettledOrder(db: Db | Tx, buyer: Pick<Buyer, 'user' | 'platformId'>, statuses: Order['status'][]): Promise<Order | null> {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(
      and(
        eq(orders.userId, buyer.user.id),
        eq(orders.platformId, buyer.platformId),
        inArray(orders.status, statuses),
        eq(carts.status, 'ordered'),
        sql`not exists (select 1 from ${carts} c where c.user_id = ${buyer.user.id} and c.platform_id = ${buyer.platformId} and c.status = 'open')`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.order ?? null;
}
