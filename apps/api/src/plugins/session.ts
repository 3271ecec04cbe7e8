import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpSessions, type HttpSession } from '@app/db/schema/http-sessions';
import { AppError } from '../errors/app-error.ts';

export const SESSION_COOKIE = 'session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SESSION_DAYS = 14;
const TOUCH_AFTER_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /back route says whether it changes state; those need the CSRF token whatever their method. */
    changesState?: boolean;
  }
  interface FastifyRequest {
    /** The server-side session of the caller, loaded on demand; undefined when there is none. */
    getSession(): Promise<HttpSession | undefined>;
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
    const loaded = new WeakMap<FastifyRequest, Promise<HttpSession | undefined>>();

    async function load(request: FastifyRequest): Promise<HttpSession | undefined> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return undefined;
      const [row] = await app.db.db
        .select()
        .from(httpSessions)
        .where(and(eq(httpSessions.id, sha256(token)), gt(httpSessions.expiresAt, new Date())));
      if (row && Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
        await app.db.db.update(httpSessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(httpSessions.id, row.id));
      }
      return row;
    }

    app.decorateRequest('getSession', function (this: FastifyRequest) {
      let promise = loaded.get(this);
      if (!promise) {
        promise = load(this);
        loaded.set(this, promise);
      }
      return promise;
    });

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
      await deleteCurrent(this);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
      const [row] = await app.db.db.insert(httpSessions).values({ id: sha256(token), userId, data, expiresAt }).returning();
      const secure = this.protocol === 'https';
      const common = { path: '/', sameSite: 'lax' as const, secure, expires: expiresAt };
      reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
      reply.setCookie(XSRF_COOKIE, xsrfFor(token), { ...common, httpOnly: false });
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
      const secure = this.protocol === 'https';
      reply.clearCookie(SESSION_COOKIE, { path: '/', sameSite: 'lax', secure, httpOnly: true });
      reply.clearCookie(XSRF_COOKIE, { path: '/', sameSite: 'lax', secure });
    });

    app.get('/sanctum/csrf-cookie', { config: { changesState: false }, schema: { hide: true } }, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const session = await request.getSession();
      if (session && token) {
        reply.setCookie(XSRF_COOKIE, xsrfFor(token), {
          path: '/', sameSite: 'lax', secure: request.protocol === 'https', expires: session.expiresAt,
        });
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

    app.addHook('preValidation', async (request) => {
      if (!request.routeOptions.config.changesState) return;
      const header = request.headers[XSRF_HEADER];
      const token = request.cookies[SESSION_COOKIE];
      const valid =
        typeof header === 'string' && token !== undefined && safeEqual(header, xsrfFor(token)) && (await request.getSession());
      if (!valid) throw new AppError('CSRF_TOKEN_MISMATCH', 'errors.csrfTokenMismatch');
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'db'] },
);
