import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TrainingType } from '@app/domain/catalogue/training-types';
import { platforms } from './platforms.ts';

export type DiscountKind = 'percent' | 'amount';

/**
 * A discount code of a platform (issue 14 part 3): a percentage (basis points) or an amount (cents, excluding VAT),
 * valid in [starts_at, ends_at), limited in uses overall and per user, scoped to offers and/or training types (both
 * empty = every product). `used_count` is raised by the statement that checks the limit, so it is exact under
 * concurrency.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    code: text('code').notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    valueBp: integer('value_bp'),
    valueCents: integer('value_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    usedCount: integer('used_count').notNull().default(0),
    offerIds: bigint('offer_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    trainingTypes: text('training_types').$type<TrainingType[]>().array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_platform_code_uq').on(t.platformId, sql`upper(${t.code})`),
    index('discount_codes_platform_idx').on(t.platformId),
    check(
      'discount_codes_value_ck',
      sql`(${t.kind} = 'percent' and ${t.valueBp} between 0 and 10000 and ${t.valueCents} is null) or (${t.kind} = 'amount' and ${t.valueCents} >= 0 and ${t.valueBp} is null)`,
    ),
    check('discount_codes_uses_ck', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`),
  ],
);

export type DiscountCode = typeof discountCodes.$inferSelect;
export type NewDiscountCode = typeof discountCodes.$inferInsert;
