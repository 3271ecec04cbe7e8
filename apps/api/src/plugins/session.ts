import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpSessions, type HttpSession } from '@app/db/schema/http-sessions';
import { users, type User } from '@app/db/schema/users';
import { AppError } from '../errors/app-error.ts';

export const SESSION_COOKIE = 'session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SESSION_DAYS = 14;
const TOUCH_AFTER_MS = 60 * 60 * 1000;
/**
 * How long a session replaced by a login still answers, as an anonymous one. Requests the page sent with it before the
 * login's answer arrived (the header's cart, a banner) must not find it gone: their answer would clear the session
 * cookies, the new ones included, and sign the user out at once. Far shorter than TOUCH_AFTER_MS, so never extended.
 */
const REPLACED_GRACE_MS = 60 * 1000;

/**
 * A session row as a request sees it. `user` is the session's user, read in the same query as the row (the auth plugin
 * needs it on nearly every request): null when the session has none, absent when the row was not read from the
 * database (a session started during the request).
 */
export type LoadedSession = HttpSession & { user?: User | null };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /back route says whether it changes state; those need the CSRF token whatever their method. */
    changesState?: boolean;
  }
  interface FastifyRequest {
    /** The server-side session of the caller, loaded on demand; undefined when there is none. */
    getSession(): Promise<LoadedSession | undefined>;
    /**
     * Starts a session with a new id and sets its cookies (CSRF endpoint, login). The caller's previous session row
     * is deleted, so an id known before login never works after it (no session fixation).
     */
    startSession(reply: FastifyReply, userId?: number | null, data?: Record<string, unknown>): Promise<HttpSession>;
    /** Merges values into the current session's data. */
    updateSessionData(data: Record<string, unknown>): Promise<void>;
    /** Deletes the session row and clears its cookies (logout). */
    endSession(reply: FastifyReply): Promise<void>;
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Server-side sessions stored in the database and the Sanctum-style CSRF contract (spec §7): the XSRF token is
 * an HMAC of the session cookie, so it is bound to the session without being stored.
 */
export default fp(
  async (app, opts: { appKey: string }) => {
    const xsrfFor = (sessionToken: string) => createHmac('sha256', opts.appKey).update(sessionToken).digest('base64url');
    const loaded = new WeakMap<FastifyRequest, Promise<LoadedSession | undefined>>();
    // Sessions extended during a request: their cookies are set again so the browser keeps them as long.
    const extended = new WeakMap<FastifyRequest, Date>();

    function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
      const common = { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https', expires };
      reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
      reply.setCookie(XSRF_COOKIE, xsrfFor(token), { ...common, httpOnly: false });
    }

    const cleared = new WeakSet<FastifyRequest>();
    function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
      cleared.add(request);
      const secure = request.protocol === 'https';
      reply.clearCookie(SESSION_COOKIE, { path: '/', sameSite: 'lax', secure, httpOnly: true });
      reply.clearCookie(XSRF_COOKIE, { path: '/', sameSite: 'lax', secure });
    }

    async function load(request: FastifyRequest): Promise<LoadedSession | undefined> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return undefined;
      const [found] = await app.db.db
        .select({ session: httpSessions, user: users })
        .from(httpSessions)
        .leftJoin(users, eq(users.id, httpSessions.userId))
        .where(and(eq(httpSessions.id, sha256(token)), gt(httpSessions.expiresAt, new Date())));
      const row = found && { ...found.session, user: found.user };
      if (row && Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
        await app.db.db.update(httpSessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(httpSessions.id, row.id));
        extended.set(request, expiresAt);
      }
      return row;
    }

    app.addHook('onSend', async (request, reply) => {
      const expiresAt = extended.get(request);
      const token = request.cookies[SESSION_COOKIE];
      const session = token ? await loaded.get(request) : undefined;
      if (expiresAt && token && session) setSessionCookies(request, reply, token, expiresAt);
      // A session cookie whose session is gone (logout elsewhere, expiry) is cleared by the first answer that finds
      // out, e.g. the user call of a page: the next write then starts a fresh session instead of being refused (419).
      else if (token && loaded.has(request) && !session && !cleared.has(request)) clearSessionCookies(request, reply);
    });

    app.decorateRequest('getSession', function (this: FastifyRequest) {
      let promise = loaded.get(this);
      if (!promise) {
        promise = load(this);
        loaded.set(this, promise);
      }
      return promise;
    });

    /** The caller's session, if any, becomes anonymous for REPLACED_GRACE_MS, then expires. */
    async function retireCurrent(request: FastifyRequest) {
      const previous = request.cookies[SESSION_COOKIE];
      if (!previous) return;
      await app.db.db
        .update(httpSessions)
        .set({ userId: null, data: {}, lastSeenAt: new Date(), expiresAt: new Date(Date.now() + REPLACED_GRACE_MS) })
        .where(eq(httpSessions.id, sha256(previous)));
    }

    async function deleteCurrent(request: FastifyRequest) {
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await app.db.db.delete(httpSessions).where(eq(httpSessions.id, sha256(previous)));
    }

    app.decorateRequest('startSession', async function (
      this: FastifyRequest,
      reply: FastifyReply,
      userId: number | null = null,
      data: Record<string, unknown> = {},
    ) {
      await retireCurrent(this);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
      const [row] = await app.db.db.insert(httpSessions).values({ id: sha256(token), userId, data, expiresAt }).returning();
      setSessionCookies(this, reply, token, expiresAt);
      extended.delete(this);
      loaded.set(this, Promise.resolve(row));
      return row;
    });

    app.decorateRequest('updateSessionData', async function (this: FastifyRequest, data: Record<string, unknown>) {
      const session = await this.getSession();
      if (!session) return;
      const merged = { ...session.data, ...data };
      await app.db.db.update(httpSessions).set({ data: merged }).where(eq(httpSessions.id, session.id));
      loaded.set(this, Promise.resolve({ ...session, data: merged }));
    });

    app.decorateRequest('endSession', async function (this: FastifyRequest, reply: FastifyReply) {
      await deleteCurrent(this);
      loaded.set(this, Promise.resolve(undefined));
      extended.delete(this);
      clearSessionCookies(this, reply);
    });

    app.get('/sanctum/csrf-cookie', { config: { changesState: false }, schema: { hide: true } }, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const session = await request.getSession();
      if (session && token) {
        setSessionCookies(request, reply, token, session.expiresAt);
      } else {
        await request.startSession(reply);
      }
      return reply.code(204).send();
    });

    app.addHook('onRoute', (route) => {
      if (typeof route.config?.changesState !== 'boolean') {
        throw new Error(`Route ${route.method} ${route.url} must declare config.changesState`);
      }
    });

    app.addHook('preValidation', async (request, reply) => {
      if (!request.routeOptions.config.changesState) return;
      const header = request.headers[XSRF_HEADER];
      const token = request.cookies[SESSION_COOKIE];
      const session = token === undefined ? undefined : await request.getSession();
      if (typeof header === 'string' && token !== undefined && safeEqual(header, xsrfFor(token)) && session) return;
      // A session that ended (logout, expiry, reset elsewhere) leaves stale cookies: clear them, so the next
      // CSRF-cookie request starts a fresh session instead of every write failing.
      if (token !== undefined && !session) clearSessionCookies(request, reply);
      throw new AppError('CSRF_TOKEN_MISMATCH', 'errors.csrfTokenMismatch');
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'db'] },
);
