import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { httpSessions } from '@app/db/schema/http-sessions';
import { users, type User } from '@app/db/schema/users';
import { buildPath } from '@app/domain/platform/routes';
import { resetMailThrottleLimits, resetTokenThrottleLimits } from '@app/domain/identity/throttle';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { consumeToken, findToken, issueToken } from './one-time-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { findUserByEmail } from './session-user.ts';
import type { Caller } from './caller.ts';
import { urlOnThisHost } from './platform-links.ts';
import { createThrottle } from './throttle.ts';

/** A reset link works once, for 60 minutes (issue "Calls"). */
const RESET_TTL_MS = 60 * 60_000;

/**
 * Spec §7 passwordReset/sendMail: the same answer whether or not the address has an account; the e-mail, in the
 * language of the host, links to the reset screen on that host. Requests count towards the reset throttle.
 */
export async function sendPasswordResetMail(db: Db, mailer: Mailer, caller: Caller, email: string) {
  const { platform, lang } = caller;
  const throttle = createThrottle(db, 'reset');
  await throttle.take(resetMailThrottleLimits(platform.codeName, email, caller.ip));
  const user = await findUserByEmail(db, platform.id, email);
  if (!user) return;
  const token = await issueToken(db, { purpose: 'password-reset', platformId: platform.id, userId: user.id, ttlMs: RESET_TTL_MS });
  const link = urlOnThisHost(caller, buildPath('auth-reset-password-token', lang, { token }));
  const params = { firstName: user.firstName, link, platform: platform.name };
  await mailer.send({
    platformId: platform.id,
    to: user.email,
    subject: translate(lang, 'mail.reset.subject', params),
    text: translate(lang, 'mail.reset.text', params),
  });
}

async function setPassword(db: Db, user: User, password: string, keepSessionId?: string) {
  await db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: new Date() }).where(eq(users.id, user.id));
  // A new password signs the user out everywhere else.
  await db
    .delete(httpSessions)
    .where(keepSessionId ? and(eq(httpSessions.userId, user.id), ne(httpSessions.id, keepSessionId)) : eq(httpSessions.userId, user.id));
}

/** Spec §7 POST /api/passwordReset: a single-use token of this platform sets a new password. */
export async function resetPassword(db: Db, caller: Caller, input: { token: string; password: string }) {
  const throttle = createThrottle(db, 'reset');
  const attempt = await throttle.take(resetTokenThrottleLimits(caller.ip));
  const token = await findToken(db, 'password-reset', caller.platform.id, input.token);
  const [user] = token?.userId ? await db.select().from(users).where(eq(users.id, token.userId)) : [];
  if (!token || !user || !(await consumeToken(db, token.id))) throw new AppError('GONE', 'errors.invalidToken');
  await throttle.forgive(attempt);
  await setPassword(db, user, input.password);
}

/** A new login address works once its link, valid 24 hours, is opened (docs/decisions.md "Profile infos"). */
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

/**
 * Spec §7 PATCH /api/user/updateLoginData: the current password proves it is the user. A new password takes effect
 * at once and ends their other sessions; a new e-mail (free on this platform) is mailed a validation link and takes
 * effect when it is opened. Returns the address the link was sent to, if any.
 */
export async function updateLoginData(
  db: Db,
  mailer: Mailer,
  caller: Caller,
  user: User,
  input: { currentPassword: string; email?: string; password?: string },
  sessionId: string | undefined,
): Promise<{ emailSent: string | null }> {
  const fieldError = (field: string, key: 'errors.wrongCurrentPassword' | 'errors.emailTaken') =>
    new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { [field]: [translate(caller.lang, key)] } });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw fieldError('currentPassword', 'errors.wrongCurrentPassword');
  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null;
  if (newEmail && (await findUserByEmail(db, caller.platform.id, newEmail))) throw fieldError('email', 'errors.emailTaken');
  if (input.password !== undefined) await setPassword(db, user, input.password, sessionId);
  if (!newEmail) return { emailSent: null };
  const token = await issueToken(db, { purpose: 'email-validation', platformId: caller.platform.id, userId: user.id, email: newEmail, ttlMs: EMAIL_CHANGE_TTL_MS });
  const link = urlOnThisHost(caller, `${buildPath('profile-infos', caller.lang)}?${new URLSearchParams({ validateEmail: token })}`);
  const params = { firstName: user.firstName, link, platform: caller.platform.name };
  await mailer.send({
    platformId: caller.platform.id,
    to: newEmail,
    subject: translate(caller.lang, 'mail.emailChange.subject', params),
    text: translate(caller.lang, 'mail.emailChange.text', params),
  });
  return { emailSent: newEmail };
}
