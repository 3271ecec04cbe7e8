import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { platforms } from '@app/db/schema/platforms';
import { users, type User } from '@app/db/schema/users';
import { buildPath } from '@app/domain/platform/routes';
import { loginThrottleLimits } from '@app/domain/identity/throttle';
import { AppError } from '../../errors/app-error.ts';
import { consumeToken, findToken, issueToken } from './one-time-tokens.ts';
import { verifyPassword } from './passwords.ts';
import { userAccounts, type SessionData } from '../../plugins/accounts.ts';
import type { Caller } from './caller.ts';
import { findUserByEmail } from './session-user.ts';
import { urlOnPlatform } from './platform-links.ts';
import { createThrottle } from './throttle.ts';

/** A hand-over token works once, for one user, for 60 seconds (issue "Login on the wrong platform"). */
const HANDOVER_TTL_MS = 60_000;
const FARLINE = 'farline';
const FARLINE_HOST = 'cofares';

/** Whom to sign in, and the session data to start with: the route starts the session. */
export interface SignIn {
  user: User;
  sessionData: SessionData;
}

/**
 * Spec §7 POST /api/login. Right credentials of this platform: a new session. Right credentials of a user of
 * another platform: a 409 carrying a one-time token and that platform's hand-over URL (spec §4). Otherwise 401,
 * and after 5 failures in 15 minutes of the account from this address (or 100 from the address), 429 until the
 * window passes.
 */
export async function login(db: Db, caller: Caller, input: { email: string; password: string }): Promise<SignIn> {
  const platform = caller.platform;
  const throttle = createThrottle(db, 'login');
  const limits = loginThrottleLimits(platform.codeName, input.email, caller.ip);
  const attempt = await throttle.take(limits);

  const user = await findUserByEmail(db, platform.id, input.email);
  if (await verifyPassword(user?.passwordHash, input.password)) {
    await throttle.forgive(attempt);
    await throttle.clear([limits[0].key]);
    return { user: user!, sessionData: {} };
  }

  if (!user) {
    const elsewhere = await db
      .select()
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.platformId, platform.id)));
    for (const other of elsewhere) {
      if (!(await verifyPassword(other.passwordHash, input.password))) continue;
      const accounts = await userAccounts(db, other.id);
      const accountId = accounts.length === 1 ? accounts[0].id : null;
      const token = await issueToken(db, {
        purpose: 'platform-handover', platformId: other.platformId, userId: other.id, accountId, ttlMs: HANDOVER_TTL_MS,
      });
      const query = new URLSearchParams({ contactId: String(other.id), ...(accountId ? { accountId: String(accountId) } : {}), token, slug: 'catalogue' });
      const [target] = await db.select({ codeName: platforms.codeName }).from(platforms).where(eq(platforms.id, other.platformId));
      // Farline has no host of its own: it is the cofares host in farline mode (HOSTS.md). The provider parameter
      // switches the mode on arrival, towards farline or back to cofares.
      let hostPlatformId = other.platformId;
      if (target.codeName === FARLINE || target.codeName === FARLINE_HOST) {
        query.set('provider', target.codeName);
        if (target.codeName === FARLINE) {
          const [cofares] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, FARLINE_HOST));
          hostPlatformId = cofares.id;
        }
      }
      const path = buildPath('connect-as-after-redirect-platform', caller.lang);
      const platformUrl = await urlOnPlatform(db, caller, hostPlatformId, `${path}?${query}`);
      await throttle.forgive(attempt);
      throw new AppError('CONFLICT', 'errors.otherPlatform', { token, platformUrl, contactId: other.id, accountId });
    }
  }

  throw new AppError('UNAUTHENTICATED', 'errors.invalidCredentials');
}

/** The landing side of the hand-over: the token of this platform, for this contact, unused and fresh. */
export async function connectAsAfterRedirectPlatform(
  db: Db,
  caller: Caller,
  input: { contactId: number; accountId?: number | null; token: string },
): Promise<SignIn> {
  const token = await findToken(db, 'platform-handover', caller.platform.id, input.token);
  if (!token || token.userId !== input.contactId || !(await consumeToken(db, token.id))) {
    throw new AppError('UNAUTHENTICATED', 'errors.invalidToken');
  }
  const [user] = await db.select().from(users).where(eq(users.id, input.contactId));
  const accounts = await userAccounts(db, user.id);
  const wanted = input.accountId ?? token.accountId;
  return { user, sessionData: wanted && accounts.some((a) => a.id === wanted) ? { currentAccountId: wanted } : {} };
}
