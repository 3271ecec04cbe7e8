import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { discountCodes } from '../schema/discount-codes.ts';
import { platforms } from '../schema/platforms.ts';
import { DEMO_DISCOUNT_CODES, type DemoDiscountCode } from './data/shop-demo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Step 15, the shop's discount codes (issue 14 part 3), guarded by any discount code. */
export async function seedShopDemo(tx: Tx): Promise<boolean> {
  const [any] = await tx.select({ id: discountCodes.id }).from(discountCodes).limit(1);
  if (any) return false;
  const codes: DemoDiscountCode[] = Object.values(DEMO_DISCOUNT_CODES);
  const rows = await tx
    .select({ id: platforms.id, codeName: platforms.codeName })
    .from(platforms)
    .where(inArray(platforms.codeName, [...new Set(codes.map((c) => c.platform))]));
  const idOf = new Map(rows.map((r) => [r.codeName, r.id]));
  const values = codes
    .filter((c) => idOf.has(c.platform))
    .map((c) => ({
      platformId: idOf.get(c.platform)!,
      code: c.code,
      kind: c.kind,
      valueBp: c.valueBp ?? null,
      valueCents: c.valueCents ?? null,
      startsAt: c.startsAt ? new Date(c.startsAt) : null,
      endsAt: c.endsAt ? new Date(c.endsAt) : null,
      maxUses: c.maxUses ?? null,
      usedCount: c.usedCount ?? 0,
      maxUsesPerUser: c.maxUsesPerUser ?? null,
      trainingTypes: c.trainingTypes ? [...c.trainingTypes] : [],
    }));
  if (values.length === 0) return false;
  await tx.insert(discountCodes).values(values);
  return true;
}

