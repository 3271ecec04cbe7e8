import { bigint, boolean, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';

export type AccountKind = 'individual' | 'establishment';
/** Spec §3 contractType values seen: shop, read-only (null = a regular contract). */
export type ContractType = 'shop' | 'read-only';

/** An individual account or an establishment (pharmacy) account inside a platform. */
export const accounts = pgTable(
  'accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    name: text('name').notNull(),
    kind: text('kind').$type<AccountKind>().notNull(),
    contractType: text('contract_type').$type<ContractType>(),
    /** Local date (not an instant): the contract is invalid when missing or passed (spec §4). */
    contractValidDate: date('contract_valid_date', { mode: 'string' }),
    appId: text('app_id'),
    canAccessTrainingPlan: boolean('can_access_training_plan').notNull().default(false),
    /** The pharmacy's own data (spec §7 editAccountDatas): printed on its contract and its invoices. */
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    phone: text('phone'),
    email: text('email'),
    /** SIRET (France) or NIF/CIF (Spain). */
    taxId: text('tax_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_platform_id_idx').on(t.platformId)],
);

export type Account = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
