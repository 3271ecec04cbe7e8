import { and, asc, count, desc, eq, gte, isNotNull, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@app/db/client';
import { billboards } from '@app/db/schema/billboards';
import { customPages } from '@app/db/schema/custom-pages';
import { documents } from '@app/db/schema/documents';
import { faqQuestions } from '@app/db/schema/faq-questions';
import { type FaqKind, faqSections } from '@app/db/schema/faq-sections';
import { groupements } from '@app/db/schema/groupements';
import { loginImages } from '@app/db/schema/login-images';
import { newsArticles } from '@app/db/schema/news-articles';
import type { Lang } from '@app/domain/locales';
import type {
  billboardsSchema, customPageListSchema, customPageSchema, documentSchema, faqSchema, groupementsSchema, loginImageSchema, newsArticleSchema,
  newsListSchema,
} from './contracts.ts';

export interface Scope {
  platformId: number;
  lang: Lang;
}

/** Today's date in Europe/Paris as YYYY-MM-DD (spec §9: days are Paris days). */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Visible sections of one kind with their visible questions, both by order then id; empty sections are left out. */
export async function loadFaq(db: Db, { platformId, lang }: Scope, kind: FaqKind): Promise<z.infer<typeof faqSchema>> {
  const rows = await db
    .select({ section: faqSections, question: faqQuestions })
    .from(faqSections)
    .innerJoin(faqQuestions, and(eq(faqQuestions.sectionId, faqSections.id), eq(faqQuestions.isVisible, true)))
    .where(and(eq(faqSections.platformId, platformId), eq(faqSections.lang, lang), eq(faqSections.kind, kind), eq(faqSections.isVisible, true)))
    .orderBy(asc(faqSections.order), asc(faqSections.id), asc(faqQuestions.order), asc(faqQuestions.id));
  const sections: z.infer<typeof faqSchema>['sections'] = [];
  for (const { section, question } of rows) {
    let current = sections.at(-1);
    if (current?.id !== section.id) {
      current = { id: section.id, title: section.title, order: section.order, questions: [] };
      sections.push(current);
    }
    current.questions.push({ id: question.id, question: question.question, answerHtml: question.answerHtml, order: question.order });
  }
  return { sections };
}

const published = () => and(isNotNull(newsArticles.publishedAt), lte(newsArticles.publishedAt, sql`now()`));

/** Published articles (published_at past), newest first. */
export async function loadNewsPage(db: Db, { platformId, lang }: Scope, page: number, perPage: number): Promise<z.infer<typeof newsListSchema>> {
  const where = and(eq(newsArticles.platformId, platformId), eq(newsArticles.lang, lang), published());
  const [{ total }] = await db.select({ total: count() }).from(newsArticles).where(where);
  const rows = await db
    .select()
    .from(newsArticles)
    .where(where)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    items: rows.map((r) => ({ slug: r.slug, title: r.title, excerpt: r.excerpt, illustration: r.illustration, publishedAt: r.publishedAt!.toISOString() })),
    total: Number(total),
    page,
    perPage,
  };
}

export async function loadNewsArticle(db: Db, { platformId, lang }: Scope, slug: string): Promise<z.infer<typeof newsArticleSchema> | null> {
  const [r] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.platformId, platformId), eq(newsArticles.lang, lang), eq(newsArticles.slug, slug), published()));
  return r ? { slug: r.slug, title: r.title, bodyHtml: r.bodyHtml, illustration: r.illustration, publishedAt: r.publishedAt!.toISOString() } : null;
}

/** Pages in their window on `today` (Paris date): start ≤ today ≤ end, a null bound being open. */
const inWindow = (today: string) =>
  and(or(isNull(customPages.startDate), lte(customPages.startDate, today)), or(isNull(customPages.endDate), gte(customPages.endDate, today)));

export async function loadCustomPages(db: Db, { platformId, lang }: Scope, today: string): Promise<z.infer<typeof customPageListSchema>> {
  const rows = await db
    .select()
    .from(customPages)
    .where(and(eq(customPages.platformId, platformId), eq(customPages.lang, lang), inWindow(today)))
    .orderBy(asc(customPages.title), asc(customPages.id));
  return rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, startDate: r.startDate, endDate: r.endDate, options: r.options }));
}

export async function loadCustomPage(db: Db, { platformId, lang }: Scope, slug: string, today: string): Promise<z.infer<typeof customPageSchema> | null> {
  const [r] = await db
    .select()
    .from(customPages)
    .where(and(eq(customPages.platformId, platformId), eq(customPages.lang, lang), eq(customPages.slug, slug), inWindow(today)));
  return r ? { slug: r.slug, title: r.title, bodyHtml: r.bodyHtml, startDate: r.startDate, endDate: r.endDate, options: r.options } : null;
}

/** A document and its direct children (paths one segment longer), by order then title. */
export async function loadDocument(db: Db, { platformId, lang }: Scope, path: string): Promise<z.infer<typeof documentSchema> | null> {
  const scope = and(eq(documents.platformId, platformId), eq(documents.lang, lang));
  const [doc] = await db.select().from(documents).where(and(scope, eq(documents.path, path)));
  if (!doc) return null;
  const below = await db
    .select({ path: documents.path, title: documents.title })
    .from(documents)
    .where(and(scope, like(documents.path, `${path}/%`)))
    .orderBy(asc(documents.order), asc(documents.title));
  const depth = path.split('/').length + 1;
  return { path: doc.path, title: doc.title, bodyHtml: doc.bodyHtml, children: below.filter((c) => c.path.split('/').length === depth) };
}

export async function loadGroupements(db: Db, { platformId, lang }: Scope): Promise<z.infer<typeof groupementsSchema>> {
  const rows = await db
    .select()
    .from(groupements)
    .where(and(eq(groupements.platformId, platformId), eq(groupements.lang, lang)))
    .orderBy(asc(groupements.order), asc(groupements.name));
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, logo: r.logo, url: r.url }));
}

export async function loadBillboards(db: Db, { platformId, lang }: Scope): Promise<z.infer<typeof billboardsSchema>> {
  const rows = await db
    .select()
    .from(billboards)
    .where(and(eq(billboards.platformId, platformId), eq(billboards.lang, lang), eq(billboards.isVisible, true)))
    .orderBy(asc(billboards.order), asc(billboards.id));
  return rows.map((r) => ({ id: r.id, title: r.title, text: r.text, link: r.link, illustration: r.illustration, order: r.order }));
}

/** The login image of the language, else the French one (spec §3: lang default fr), else null. */
export async function loadLoginImage(db: Db, { platformId, lang }: Scope): Promise<z.infer<typeof loginImageSchema>> {
  const rows = await db.select().from(loginImages).where(eq(loginImages.platformId, platformId));
  const r = rows.find((i) => i.lang === lang) ?? rows.find((i) => i.lang === 'fr');
  return r ? { illustration: r.illustration, bgColor: r.bgColor, isFullBg: r.isFullBg, lang: r.lang } : null;
}
