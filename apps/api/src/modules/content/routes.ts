import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FaqKind } from '@app/db/schema/faq-sections';
import { langOf } from '@app/domain/locales';
import { AppError } from '../../errors/app-error.ts';
import { createCachedAnswers } from '../../http/cached-answers.ts';
import { errorEnvelope, successEnvelope } from '@app/contracts/contract';
import { success } from '../../http/wrapper.ts';
import {
  billboardsSchema, customPageListSchema, customPageSchema, documentSchema, faqQuery, faqSchema, groupementsSchema, loginImageSchema,
  newsArticleSchema, newsListSchema, pageQuery, slugParams,
} from './contracts.ts';
import {
  type Scope, loadBillboards, loadCustomPage, loadCustomPages, loadDocument, loadFaq, loadGroupements, loadLoginImage, loadNewsArticle,
  loadNewsPage, parisToday,
} from './content-queries.ts';

const DOC_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

function notFound(request: FastifyRequest): never {
  throw new AppError('NOT_FOUND', 'errors.notFound', null, { path: request.url.split('?')[0] });
}

const scopeOf = (request: FastifyRequest): Scope => ({ platformId: request.site.platform.id, lang: request.lang });
const scopeKey = (s: Scope) => `${s.platformId}:${s.lang}`;

/**
 * Public content of a platform in the caller's language (issue 5 part 1): FAQ, news, custom pages, documents,
 * groupements, billboards and the login image. Rows of another platform or language are a 404. Answers are cached
 * 30 s per platform, language and key, like the catalogue.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const get = { config: { changesState: false } } as const;

  const faqResponse = successEnvelope(faqSchema);
  const faqs = createCachedAnswers(
    faqResponse,
    (key: Scope & { kind: FaqKind }) => loadFaq(db, key, key.kind),
    (key) => `${scopeKey(key)}:${key.kind}`,
  );
  app.get('/api/faq', {
    ...get,
    schema: { querystring: faqQuery, response: { 200: faqResponse, 404: errorEnvelope, 422: errorEnvelope } },
    serializerCompiler: faqs.serializerCompiler,
  }, async (request) => {
    const { kind } = request.query;
    // The funding FAQ (FUNDAE bonificación) exists only on Spanish hosts, and only in Spanish.
    if (kind === 'bonificacion' && langOf(request.site.locale) !== 'es') notFound(request);
    const scope = kind === 'bonificacion' ? { ...scopeOf(request), lang: 'es' as const } : scopeOf(request);
    return (await faqs.get({ ...scope, kind })) as z.infer<typeof faqResponse>;
  });

  const newsListResponse = successEnvelope(newsListSchema);
  const newsPages = createCachedAnswers(
    newsListResponse,
    (key: Scope & { page: number; perPage: number }) => loadNewsPage(db, key, key.page, key.perPage),
    (key) => `${scopeKey(key)}:${key.page}:${key.perPage}`,
  );
  app.get('/api/news', {
    ...get,
    schema: { querystring: pageQuery, response: { 200: newsListResponse, 422: errorEnvelope } },
    serializerCompiler: newsPages.serializerCompiler,
  }, async (request) => (await newsPages.get({ ...scopeOf(request), ...request.query })) as z.infer<typeof newsListResponse>);

  const articleResponse = successEnvelope(newsArticleSchema);
  const articles = createCachedAnswers(
    articleResponse,
    (key: Scope & { slug: string }) => loadNewsArticle(db, key, key.slug),
    (key) => `${scopeKey(key)}:${key.slug}`,
  );
  app.get('/api/news/:slug', {
    ...get,
    schema: { params: slugParams, response: { 200: articleResponse, 404: errorEnvelope, 422: errorEnvelope } },
    serializerCompiler: articles.serializerCompiler,
  }, async (request) => {
    const answer = await articles.get({ ...scopeOf(request), slug: request.params.slug });
    if (!answer) notFound(request);
    return answer as z.infer<typeof articleResponse>;
  });

  // Custom pages: the day (Europe/Paris) is part of the key, so a window opens or closes at midnight in Paris.
  const pageListResponse = successEnvelope(customPageListSchema);
  const pageLists = createCachedAnswers(
    pageListResponse,
    (key: Scope & { today: string }) => loadCustomPages(db, key, key.today),
    (key) => `${scopeKey(key)}:${key.today}`,
  );
  app.get('/api/customPages', {
    ...get,
    schema: { response: { 200: pageListResponse } },
    serializerCompiler: pageLists.serializerCompiler,
  }, async (request) => (await pageLists.get({ ...scopeOf(request), today: parisToday() })) as z.infer<typeof pageListResponse>);

  const pageResponse = successEnvelope(customPageSchema);
  const pages = createCachedAnswers(
    pageResponse,
    (key: Scope & { today: string; slug: string }) => loadCustomPage(db, key, key.slug, key.today),
    (key) => `${scopeKey(key)}:${key.today}:${key.slug}`,
  );
  app.get('/api/customPages/:slug', {
    ...get,
    schema: { params: slugParams, response: { 200: pageResponse, 404: errorEnvelope, 422: errorEnvelope } },
    serializerCompiler: pages.serializerCompiler,
  }, async (request) => {
    const answer = await pages.get({ ...scopeOf(request), today: parisToday(), slug: request.params.slug });
    if (!answer) notFound(request);
    return answer as z.infer<typeof pageResponse>;
  });

  const documentResponse = successEnvelope(documentSchema);
  const docs = createCachedAnswers(
    documentResponse,
    (key: Scope & { path: string }) => loadDocument(db, key, key.path),
    (key) => `${scopeKey(key)}:${key.path}`,
  );
  app.get('/api/docs/*', {
    ...get,
    schema: { response: { 200: documentResponse, 404: errorEnvelope } },
    serializerCompiler: docs.serializerCompiler,
  }, async (request) => {
    const path = ((request.params as { '*'?: string })['*'] ?? '').replace(/\/+$/, '').toLowerCase();
    if (!DOC_PATH.test(path) || path.length > 300) notFound(request);
    const answer = await docs.get({ ...scopeOf(request), path });
    if (!answer) notFound(request);
    return answer as z.infer<typeof documentResponse>;
  });

  const groupementsResponse = successEnvelope(groupementsSchema);
  const groups = createCachedAnswers(groupementsResponse, (key: Scope) => loadGroupements(db, key), scopeKey);
  app.get('/api/getGroupements', {
    ...get,
    schema: { response: { 200: groupementsResponse } },
    serializerCompiler: groups.serializerCompiler,
  }, async (request) => (await groups.get(scopeOf(request))) as z.infer<typeof groupementsResponse>);

  const billboardsResponse = successEnvelope(billboardsSchema);
  const boards = createCachedAnswers(billboardsResponse, (key: Scope) => loadBillboards(db, key), scopeKey);
  app.get('/api/billboards', {
    ...get,
    schema: { response: { 200: billboardsResponse } },
    serializerCompiler: boards.serializerCompiler,
  }, async (request) => (await boards.get(scopeOf(request))) as z.infer<typeof billboardsResponse>);

  // Not cached: one small indexed read, and its answer may be null (which the cache keeps for "not found").
  app.get('/api/loginImage', { ...get, schema: { response: { 200: successEnvelope(loginImageSchema) } } }, async (request) =>
    success(await loadLoginImage(db, scopeOf(request))));
};

export default routes;
