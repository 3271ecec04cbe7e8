import { count, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { orders } from '@app/db/schema/orders';
import { platforms } from '@app/db/schema/platforms';

/*
 * The business figures of the metrics, read from the database when they are scraped rather than counted in-process:
 * they are then the same on every instance and survive a restart.
 */

export interface PlatformCount {
  platform: string;
  count: number;
}

/** Enrolments per platform. */
export async function enrolmentCounts(db: Db): Promise<PlatformCount[]> {
  return db.select({ platform: platforms.codeName, count: count() }).from(enrolments)
    .innerJoin(platforms, eq(platforms.id, enrolments.platformId)).groupBy(platforms.codeName);
}

/** Paid orders per platform. */
export async function paidOrderCounts(db: Db): Promise<PlatformCount[]> {
  return db.select({ platform: platforms.codeName, count: count() }).from(orders)
    .innerJoin(platforms, eq(platforms.id, orders.platformId)).where(eq(orders.status, 'paid')).groupBy(platforms.codeName);
}
