import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { listCustomPages, getCustomPage } from '@app/contracts/content/custom-pages';
import { getDocument } from '@app/contracts/content/docs';
import { getFaq } from '@app/contracts/content/faq';
import { getNewsArticle, listNews } from '@app/contracts/content/news';
import { getBillboards, getGroupements, getLoginImage } from '@app/contracts/content/platform-content';
import { langOf } from '@app/domain/platform/locales';
import { cachedRoute } from '../../http/cached-route.ts';
import { notFound } from '../../http/not-found.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { loadBillboards } from './load-billboards.ts';
import { loadCustomPage } from './load-custom-page.ts';
import { loadCustomPages } from './load-custom-pages.ts';
import { loadDocument } from './load-document.ts';
import { loadFaq } from './load-faq.ts';
import { loadGroupements } from './load-groupements.ts';
import { loadLoginImage } from './load-login-image.ts';
import { loadNewsArticle } from './load-news-article.ts';
import { loadNewsPage } from './load-news-page.ts';
import { findPlatformCustomPage, listPlatformCustomPages } from './load-platform-custom-pages.ts';
import { parisToday, type Scope } from './scope.ts';

const DOC_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

const scopeOf = (request: FastifyRequest): Scope => ({ platformId: request.platformHost.platform.id, lang: request.lang });

/**
 * Public content of a platform in the caller's language (issue 5 part 1): FAQ, news, custom pages, documents,
 * groupements, billboards and the login image. Rows of another platform or language are a 404. Answers are cached
 * 30 s per platform, language and key, like the catalogue.
 */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;

  cachedRoute(app, getFaq, {
    area: 'content',
    key: (request) => {
      const { kind } = request.query;
      // The funding FAQ (FUNDAE bonificación) exists only on Spanish hosts, and only in Spanish.
      if (kind === 'bonificacion' && langOf(request.platformHost.locale) !== 'es') notFound(request);
      return { ...scopeOf(request), ...(kind === 'bonificacion' ? { lang: 'es' as const } : {}), kind };
    },
    load: (key) => loadFaq(db, key),
  });

  cachedRoute(app, listNews, {
    area: 'content',
    key: (request) => ({ ...scopeOf(request), ...request.query }),
    load: (key) => loadNewsPage(db, key),
  });
  cachedRoute(app, getNewsArticle, {
    area: 'content',
    key: (request) => ({ ...scopeOf(request), slug: request.params.slug }),
    load: (key) => loadNewsArticle(db, key),
  });

  // Custom pages: the day (Europe/Paris) is part of the key, so a window opens or closes at midnight in Paris. An
  // administrator of the platform reads every page of it instead (the back-office's editor, issue 17 part 3), uncached.
  const isAdmin = async (request: FastifyRequest) => (await request.getUser())?.isAdmin === true;
  cachedRoute(app, listCustomPages, {
    area: 'content',
    key: (request) => ({ ...scopeOf(request), today: parisToday() }),
    load: (key) => loadCustomPages(db, key),
    personal: async (request) => ((await isAdmin(request)) ? { data: await listPlatformCustomPages(db, scopeOf(request)) } : undefined),
  });
  cachedRoute(app, getCustomPage, {
    area: 'content',
    key: (request) => ({ ...scopeOf(request), today: parisToday(), slug: request.params.slug }),
    load: (key) => loadCustomPage(db, key),
    personal: async (request) =>
      (await isAdmin(request)) ? { data: await findPlatformCustomPage(db, scopeOf(request), request.params.slug) } : undefined,
  });

  cachedRoute(app, getDocument, {
    area: 'content',
    key: (request) => {
      const path = request.params['*'].replace(/\/+$/, '').toLowerCase();
      if (!DOC_PATH.test(path) || path.length > 300) notFound(request);
      return { ...scopeOf(request), path };
    },
    load: (key) => loadDocument(db, key),
  });

  cachedRoute(app, getGroupements, {
    area: 'content',
    key: scopeOf,
    load: (key) => loadGroupements(db, key),
  });
  cachedRoute(app, getBillboards, {
    area: 'content',
    key: scopeOf,
    load: (key) => loadBillboards(db, key),
  });

  // Not cached: one small indexed read, and its answer may be null (which the cache keeps for "not found").
  route(app, getLoginImage, async (request) => success(await loadLoginImage(db, scopeOf(request))));
};

export default routes;
