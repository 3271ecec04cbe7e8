import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { formSubmissions } from '@app/db/schema/form-submissions';
import { memberships } from '@app/db/schema/memberships';
import { platforms } from '@app/db/schema/platforms';
import { users } from '@app/db/schema/users';
import { THROTTLE_WINDOW_MS, throttleState } from '@app/domain/identity/throttle';
import { TEAM_MAIL_MAX } from '@app/domain/pharmacy/team';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';
import './team-messages.ts';

/** At most TEAM_MAIL_MAX messages per manager in the sliding window, counted in the database (every instance sees them). */
async function takeMailSlot(db: Db, caller: PharmacyCaller) {
  const key = `user:${caller.user.id}`;
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const rows = await db.select({ at: formSubmissions.at }).from(formSubmissions).where(and(eq(formSubmissions.scope, 'team-mail'), eq(formSubmissions.key, key), gt(formSubmissions.at, since)));
  const state = throttleState(rows.map((r) => r.at), new Date(), TEAM_MAIL_MAX);
  if (state.blocked) {
    const minutes = String(Math.ceil(state.retryAfterSeconds / 60));
    throw new AppError('TOO_MANY_REQUESTS', 'errors.tooManyAttempts', null, { minutes }, { headers: { 'retry-after': String(state.retryAfterSeconds) } });
  }
  await db.insert(formSubmissions).values({ scope: 'team-mail', key });
  await db.delete(formSubmissions).where(lt(formSubmissions.at, new Date(Date.now() - 2 * THROTTLE_WINDOW_MS)));
}

/**
 * Spec §7 sendEmailToApprenant {id} (issue 15 part 2): the manager writes to one member of the team (the membership
 * id), at their contact address in the pharmacy if they gave one, else their login address; the answer goes to the
 * manager (reply-to, and named in the text). A member of another pharmacy is a 404.
 */
export async function sendEmailToApprenant(db: Db, mailer: Mailer, caller: PharmacyCaller, id: number, input: { subject: string; message: string }) {
  const [member] = await db
    .select({ email: users.email, contactEmail: memberships.contactEmail })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.id, id), eq(memberships.accountId, caller.account.id)));
  if (!member) throw new AppError('NOT_FOUND', 'pharmacy.team.errors.memberNotFound');
  await takeMailSlot(db, caller);
  const [platform] = await db.select({ name: platforms.name }).from(platforms).where(eq(platforms.id, caller.platformId));
  const text = translate(caller.lang, 'pharmacy.team.mail.message.text', {
    message: input.message,
    sender: `${caller.user.firstName} ${caller.user.lastName}`,
    pharmacy: caller.account.name,
    platform: platform.name,
    replyTo: caller.user.email,
  });
  await mailer.send({ platformId: caller.platformId, to: member.contactEmail ?? member.email, subject: input.subject, text, replyTo: caller.user.email });
}
