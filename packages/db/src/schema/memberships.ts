import { bigint, boolean, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export type MembershipRole = 'learner' | 'owner' | 'referent';

/** Links a user to an account with a role; a referent of several pharmacies chooses the account after login. */
export const memberships = pgTable(
  'memberships',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    role: text('role').$type<MembershipRole>().notNull(),
    /** The person's contact details in this account (spec §7 updateContact): where the pharmacy reaches them. */
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /**
     * A learner the pharmacy deactivated (someone who left, issue 15 part 2): kept with their history, no longer counted
     * in the team nor able to use the pharmacy's account; reactivated by the same switch.
     */
    active: boolean('active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('memberships_user_account_role_uq').on(t.userId, t.accountId, t.role),
    index('memberships_account_id_idx').on(t.accountId),
  ],
);

export type Membership = typeof memberships.$inferSelect;
export type NewMembership = typeof memberships.$inferInsert;
