import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@app/domain/pagination';

/** Response and request shapes of the content calls (issue 5 part 1), inside the `{status, message, data}` wrapper. */

export const faqQuery = z.object({ kind: z.enum(['general', 'bonificacion']).default('general') });
export const faqSchema = z.object({
  sections: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      order: z.number(),
      questions: z.array(z.object({ id: z.number(), question: z.string(), answerHtml: z.string(), order: z.number() })),
    }),
  ),
});

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export const newsListSchema = z.object({
  items: z.array(z.object({ slug: z.string(), title: z.string(), excerpt: z.string(), illustration: z.string().nullable(), publishedAt: z.string() })),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export const slugParams = z.object({ slug: z.string().min(1).max(200).regex(/^[a-z0-9-]+$/) });
export const newsArticleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  illustration: z.string().nullable(),
  publishedAt: z.string(),
});

export const customPageOptionsSchema = z.object({
  noLayout: z.boolean().optional(),
  banner: z.string().nullable().optional(),
  cta: z.object({ label: z.string(), href: z.string() }).nullable().optional(),
  noIndex: z.boolean().optional(),
});
export const customPageListSchema = z.array(
  z.object({ id: z.number(), slug: z.string(), title: z.string(), startDate: z.string().nullable(), endDate: z.string().nullable(), options: customPageOptionsSchema }),
);
export const customPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  options: customPageOptionsSchema,
});

export const documentSchema = z.object({
  path: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  children: z.array(z.object({ path: z.string(), title: z.string() })),
});

export const groupementsSchema = z.array(
  z.object({ id: z.number(), name: z.string(), description: z.string(), logo: z.string().nullable(), url: z.string().nullable() }),
);

export const billboardsSchema = z.array(
  z.object({ id: z.number(), title: z.string(), text: z.string(), link: z.string().nullable(), illustration: z.string().nullable(), order: z.number() }),
);

export const loginImageSchema = z
  .object({ illustration: z.string(), bgColor: z.string().nullable(), isFullBg: z.boolean(), lang: z.enum(['fr', 'es']) })
  .nullable();
