import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as contract from '@app/contracts/profile/bookmarks';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { requireUser } from '../../plugins/auth.ts';
import { addBookmark, listBookmarks, removeBookmark, type BookmarkOwner } from './bookmarks.ts';

/** Spec §7 "User" bookmarks (issue 13 part 7). */
const routes: FastifyPluginAsync<{ firstAidIds?: readonly string[] }> = async (app, opts) => {
  const db = app.db.db;
  const ownerOf = async (request: FastifyRequest): Promise<BookmarkOwner> => ({
    userId: (await requireUser(request)).id,
    platformId: request.platformHost.platform.id,
    lang: request.lang,
  });

  route(app, contract.listBookmarks, async (request) => success({ bookmarks: await listBookmarks(db, await ownerOf(request), opts.firstAidIds ?? []) }));
  route(app, contract.putBookmark, async (request) => success(await addBookmark(db, await ownerOf(request), request.params.id)));
  route(app, contract.deleteBookmark, async (request) => success(await removeBookmark(db, await ownerOf(request), request.params.id)));
};

export default routes;
