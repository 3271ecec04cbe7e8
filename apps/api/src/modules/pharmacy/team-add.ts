import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AddApprenantInput } from '@app/contracts/pharmacy/team';
import type { Db } from '@app/db/client';
import { accountContracts } from '@app/db/schema/account-contracts';
import { memberships } from '@app/db/schema/memberships';
import { oneTimeTokens } from '@app/db/schema/one-time-tokens';
import { outboxMessages } from '@app/db/schema/outbox-messages';
import { platforms } from '@app/db/schema/platforms';
import { users } from '@app/db/schema/users';
import { contractProduct, teamHasRoom } from '@app/domain/pharmacy/contract-products';
import { TEAM_INVITATION_TTL_MS } from '@app/domain/pharmacy/team';
import { buildPath } from '@app/domain/platform/routes';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { issueToken } from '../identity/one-time-tokens.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';
import './team-messages.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A 422 on the e-mail field, in the caller's language. */
const emailRefusal = (caller: PharmacyCaller) =>
  new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { email: [translate(caller.lang, 'pharmacy.team.errors.alreadyInTeam')] } });

/** A pending invitation of this address to this account. */
const pendingInvitation = (accountId: number, email: string) =>
  and(
    eq(oneTimeTokens.purpose, 'invitation'),
    eq(oneTimeTokens.accountId, accountId),
    eq(oneTimeTokens.email, email),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  );

/**
 * Refuses a learner past the size of the account's contract product (its newest signed contract not replaced: a draft
 * is not in force yet; no signed contract, no limit): the active learners and the pending invitations hold the seats.
 */
async function checkTeamSize(tx: Tx, caller: PharmacyCaller) {
  const accountId = caller.account.id;
  const [contract] = await tx
    .select({ product: accountContracts.product })
    .from(accountContracts)
    .where(and(eq(accountContracts.accountId, accountId), isNull(accountContracts.supersededAt), isNotNull(accountContracts.signedAt)))
    .orderBy(desc(accountContracts.createdAt), desc(accountContracts.id))
    .limit(1);
  if (!contract) return;
  const result = await tx.execute(sql`
    select (select count(*) from memberships where account_id = ${accountId} and role = 'learner' and active)
         + (select count(*) from one_time_tokens where purpose = 'invitation' and account_id = ${accountId} and used_at is null and expires_at > now()) as seats`);
  const seats = Number((result as unknown as { rows: { seats: string }[] }).rows[0].seats);
  if (!teamHasRoom(contract.product, seats)) {
    throw new AppError('VALIDATION_FAILED', 'pharmacy.team.errors.teamFull', { errors: {} }, { max: String(contractProduct(contract.product)?.maxLearners ?? 0) });
  }
}

/**
 * Spec §7 addApprenant (issue 15 part 2): a person new to the platform is invited through the invitation flow (the
 * account-creation screen makes them a learner of this account); a user of the platform already joins as a learner
 * at once, told by e-mail. An address already in the team (active, deactivated or invited) is refused on its field,
 * and so is a learner past the contract's size; nothing changes then. The e-mail is written with the change (outbox).
 */
export async function addApprenant(db: Db, mailer: Mailer, caller: PharmacyCaller, input: AddApprenantInput): Promise<'invited' | 'added'> {
  const accountId = caller.account.id;
  const [platform] = await db.select({ name: platforms.name }).from(platforms).where(eq(platforms.id, caller.platformId));
  const { outcome, mailId } = await db.transaction(async (tx) => {
    // One change of the team at a time: two additions of the same address cannot both pass the checks.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`team:${accountId}`}, 0))`);
    const [user] = await tx.select().from(users).where(and(eq(users.platformId, caller.platformId), eq(users.email, input.email)));
    const [member] = user ? await tx.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.accountId, accountId), eq(memberships.userId, user.id))) : [];
    const [invited] = await tx.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(pendingInvitation(accountId, input.email));
    if (member || invited) throw emailRefusal(caller);
    await checkTeamSize(tx, caller);
    let outcome: 'invited' | 'added';
    let link: string;
    if (user) {
      await tx.insert(memberships).values({ userId: user.id, accountId, role: 'learner' });
      outcome = 'added';
      link = `${caller.origin}${buildPath('auth-login', caller.lang)}`;
    } else {
      const token = await issueToken(tx, {
        purpose: 'invitation',
        platformId: caller.platformId,
        email: input.email,
        accountId,
        ttlMs: TEAM_INVITATION_TTL_MS,
        data: { firstName: input.firstName, lastName: input.lastName, function: input.function, invitedBy: caller.user.id },
      });
      outcome = 'invited';
      link = `${caller.origin}${buildPath('subscription-create-account', caller.lang)}?token=${encodeURIComponent(token)}`;
    }
    const values = { firstName: user?.firstName ?? input.firstName, sender: `${caller.user.firstName} ${caller.user.lastName}`, pharmacy: caller.account.name, platform: platform.name, link };
    const [mail] = await tx
      .insert(outboxMessages)
      .values({
        platformId: caller.platformId,
        toAddress: input.email,
        subject: translate(caller.lang, `pharmacy.team.mail.${outcome === 'added' ? 'added' : 'invitation'}.subject`, values),
        textBody: translate(caller.lang, `pharmacy.team.mail.${outcome === 'added' ? 'added' : 'invitation'}.text`, values),
      })
      .returning({ id: outboxMessages.id });
    return { outcome, mailId: mail.id };
  });
  await mailer.deliver(mailId);
  return outcome;
}
