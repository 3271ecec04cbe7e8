import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users, type User } from '@app/db/schema/users';
import { AppError } from '../errors/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this platform, or undefined (loaded once per request). */
    getUser(): Promise<User | undefined>;
  }
}

/** The signed-in user, or 401 (spec §6 "auth"). */
export async function requireUser(request: FastifyRequest): Promise<User> {
  const user = await request.getUser();
  if (!user) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  return user;
}

/** The signed-in administrator, else 401 (signed out) or 403. */
export async function requireAdmin(request: FastifyRequest): Promise<User> {
  const user = await requireUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'errors.forbidden');
  return user;
}

/** Resolves the session's user; a session of another platform's user counts as signed out on this host. */
export default fp(
  async (app) => {
    const loaded = new WeakMap<FastifyRequest, Promise<User | undefined>>();
    async function load(request: FastifyRequest) {
      const session = await request.getSession();
      if (!session?.userId) return undefined;
      // The session query has read the user already, unless the session was started during this request.
      const user = session.user !== undefined ? session.user : (await app.db.db.select().from(users).where(eq(users.id, session.userId)))[0];
      return user && user.platformId === request.platformHost.platform.id ? user : undefined;
    }
    app.decorateRequest('getUser', function (this: FastifyRequest) {
      let promise = loaded.get(this);
      if (!promise) {
        promise = load(this);
        loaded.set(this, promise);
      }
      return promise;
    });
  },
  { name: 'auth', dependencies: ['session', 'platform-host'] },
);
