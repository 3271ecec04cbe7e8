import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { faqSections } from './faq-sections.ts';

/** A question of a FAQ section (spec §3 FAQ questions: id, order, visibility); the answer is sanitised rich text. */
export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sectionId: bigint('section_id', { mode: 'number' })
      .notNull()
      .references(() => faqSections.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    order: integer('order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_questions_section_order_idx').on(t.sectionId, t.order)],
);

export type FaqQuestion = typeof faqQuestions.$inferSelect;
export type NewFaqQuestion = typeof faqQuestions.$inferInsert;
