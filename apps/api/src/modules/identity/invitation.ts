import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { accounts } from '@app/db/schema/accounts';
import { memberships } from '@app/db/schema/memberships';
import { users } from '@app/db/schema/users';
import { AppError } from '../../errors/app-error.ts';
import { consumeToken, findToken } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import type { SignIn } from './login.ts';

/** What the account-creation screen shows of a valid invitation. */
export async function describeInvitation(db: Db, platformId: number, raw: string) {
  const token = await findToken(db, 'invitation', platformId, raw);
  if (!token?.email) throw new AppError('NOT_FOUND', 'errors.invalidToken');
  const [account] = token.accountId ? await db.select().from(accounts).where(eq(accounts.id, token.accountId)) : [];
  return { email: token.email, accountName: account?.name ?? null };
}

/** Spec §7 POST /api/createAccount: the invited person becomes a learner of the inviting account and is signed in. */
export async function createAccount(
  db: Db,
  platformId: number,
  input: { token: string; firstName: string; lastName: string; function: 'Pharmacien' | 'Adjoint'; password: string },
): Promise<SignIn> {
  const token = await findToken(db, 'invitation', platformId, input.token);
  if (!token?.email) throw new AppError('GONE', 'errors.invalidToken');
  const [existing] = await db.select({ id: users.id }).from(users).where(and(eq(users.platformId, platformId), eq(users.email, token.email)));
  if (existing) {
    throw new AppError('VALIDATION_FAILED', 'errors.emailTaken');
  }
  if (!(await consumeToken(db, token.id))) throw new AppError('GONE', 'errors.invalidToken');
  const [user] = await db
    .insert(users)
    .values({
      platformId,
      email: token.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      function: input.function,
      emailValidatedAt: new Date(),
    })
    .returning();
  if (token.accountId) await db.insert(memberships).values({ userId: user.id, accountId: token.accountId, role: 'learner' });
  return { user, sessionData: token.accountId ? { currentAccountId: token.accountId } : {} };
}

/**
 * Spec §7 GET /api/validateEmail/{x}: an e-mail validation token confirms the address of its user; a token carrying a
 * new address (a login e-mail change) makes it the user's, unless another account of the platform took it meanwhile.
 */
export async function validateEmail(db: Db, platformId: number, raw: string) {
  const token = await findToken(db, 'email-validation', platformId, raw);
  if (!token?.userId) throw new AppError('GONE', 'errors.invalidToken');
  const email = token.email ?? undefined;
  if (email) {
    const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.platformId, platformId), eq(users.email, email), ne(users.id, token.userId)));
    if (taken) throw new AppError('CONFLICT', 'errors.emailTaken');
  }
  if (!(await consumeToken(db, token.id))) throw new AppError('GONE', 'errors.invalidToken');
  await db.update(users).set({ ...(email ? { email } : {}), emailValidatedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, token.userId));
}
