import type { FastifyPluginAsync } from 'fastify';
import { getCourse as courseContract } from '@app/contracts/catalogue/course';
import { listDpcSessions as listDpcSessionsContract } from '@app/contracts/catalogue/dpc-sessions';
import { searchCatalog as searchContract } from '@app/contracts/catalogue/search';
import { cachedRoute } from '../../http/cached-route.ts';
import { getCourse } from './get-course.ts';
import { listDpcSessions } from './list-dpc-sessions.ts';
import { cachedSearchLexicon, searchCatalog } from './search-catalog.ts';

/**
 * Catalogue detail and search (issue "Catalogue" parts 1 and 5): `GET /api/catalog/course/:slug` and
 * `GET /api/catalog/search?q=&page=&perPage=`; the sessions of a DPC programme, `GET /api/catalog/dpc/sessions/:id`. The platform comes from the host, the language from the caller's
 * locale; answers are cached 30 s per platform, language and key, like the list.
 */
const routes: FastifyPluginAsync<{ firstAidIds?: readonly string[] }> = async (app, opts) => {
  const db = app.db.db;
  const firstAidIds = opts.firstAidIds ?? [];
  const lexiconOf = cachedSearchLexicon(db, undefined, app.caches);

  cachedRoute(app, courseContract, {
    area: 'catalogue',
    key: (request) => ({ platformId: request.platformHost.platform.id, lang: request.lang, slug: request.params.slug }),
    load: (key) => getCourse(db, key, key.slug, { firstAidIds }),
  });

  cachedRoute(app, listDpcSessionsContract, {
    area: 'catalogue',
    key: (request) => ({ platformId: request.platformHost.platform.id, lang: request.lang, courseId: request.params.id }),
    load: (key) => listDpcSessions(db, key, key.courseId),
  });

  cachedRoute(app, searchContract, {
    area: 'catalogue',
    key: (request) => ({ platformId: request.platformHost.platform.id, lang: request.lang, query: request.query }),
    load: (key) => searchCatalog(db, key, key.query, { firstAidIds, lexiconOf }),
  });
};

export default routes;
