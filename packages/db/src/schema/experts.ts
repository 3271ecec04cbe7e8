import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/** Authors and trainers, shared by all platforms (expert directory). */
export const experts = pgTable('experts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  title: text('title'),
  bio: text('bio'),
  avatarUrl: text('avatar_url'),
});

export type Expert = typeof experts.$inferSelect;
export type NewExpert = typeof experts.$inferInsert;
