import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

export const ONE_TIME_TOKEN_PURPOSES = ['password-reset', 'invitation', 'platform-handover', 'email-validation'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * Single-use tokens sent by e-mail or carried by a redirect (password reset, invitation, platform hand-over,
 * e-mail validation). Only the sha256 hex of the raw value is stored; a token is spent by setting used_at.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The user the token acts for (null for an invitation of a person who has no user yet). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    /** The invited address (invitation) or the address to validate (email-validation). */
    email: text('email'),
    /** The account an invitation joins, or the account chosen for a hand-over. */
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_tokens_user_id_idx').on(t.userId),
    index('one_time_tokens_expires_at_idx').on(t.expiresAt),
    // A pharmacy's pending invitations (its team list, its size check).
    index('one_time_tokens_account_pending_idx').on(t.accountId, t.purpose).where(sql`${t.usedAt} is null`),
    check(
      'one_time_tokens_purpose_ck',
      sql`${t.purpose} in ('password-reset', 'invitation', 'platform-handover', 'email-validation')`,
    ),
  ],
);

export type OneTimeToken = typeof oneTimeTokens.$inferSelect;
export type NewOneTimeToken = typeof oneTimeTokens.$inferInsert;
