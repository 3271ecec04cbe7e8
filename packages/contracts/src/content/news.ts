import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pageOf } from '../page.ts';
import { pageQuery, slugParams } from './scope.ts';

const newsItem = z.object({ slug: z.string(), title: z.string(), excerpt: z.string(), illustration: z.string().nullable(), publishedAt: z.string() });
export type NewsItem = z.infer<typeof newsItem>;

/** Published articles of the caller's language, newest first. */
export const listNews = defineContract({
  method: 'GET',
  path: '/api/news',
  changesState: false,
  query: pageQuery,
  data: pageOf(newsItem),
  errors: [],
});

export const getNewsArticle = defineContract({
  method: 'GET',
  path: '/api/news/:slug',
  changesState: false,
  params: slugParams,
  data: z.object({ slug: z.string(), title: z.string(), bodyHtml: z.string(), illustration: z.string().nullable(), publishedAt: z.string() }),
  errors: [404],
});
