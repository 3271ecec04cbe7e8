import type { Lang } from '@app/domain/platform/locales';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';
import { users } from './users.ts';

/** `contact`: the contact form; `advisor`: a logged-in user's message to their advisor (spec §7 sendAdvisorMessage). */
export type ContactMessageKind = 'contact' | 'advisor';

/** A message sent to the platform through the contact form or to the advisor; kept as sent (sanitised rich text). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    kind: text('kind').$type<ContactMessageKind>().notNull(),
    reference: text('reference').notNull().unique(),
    lang: text('lang').$type<Lang>().notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    messageHtml: text('message_html').notNull(),
    /** The advisor named in an advisor message (the advisor at the time of sending). */
    advisorName: text('advisor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_platform_created_idx').on(t.platformId, t.createdAt),
    check('contact_messages_kind_ck', sql`${t.kind} in ('contact', 'advisor')`),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
