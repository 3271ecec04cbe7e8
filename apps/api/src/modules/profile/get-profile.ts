import { and, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import { avatarUrlOf, type Profile } from '@app/contracts/profile/infos';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { memberships } from '@app/db/schema/memberships';
import { oneTimeTokens } from '@app/db/schema/one-time-tokens';
import { trainings } from '@app/db/schema/trainings';
import type { User } from '@app/db/schema/users';
import { AVATAR_MAX_BYTES, initialsOf } from '@app/domain/profile/avatar';
import { fundingKindOf, missingProfileFields, type FundingKind, type ProfileField } from '@app/domain/profile/personal-data';
import type { ProfileCaller } from './profile-caller.ts';

/** The profile's values by field name, as the funding-file rule reads them. */
export function profileValues(user: User): Record<ProfileField, string | null> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    function: user.function,
    birthDate: user.birthDate,
    professionalId: user.professionalId,
    mobilePhone: user.mobilePhone,
  };
}

/** The kinds of funding file of the user's enrolments in progress on this platform. */
async function currentFundingKinds(db: Db, caller: ProfileCaller): Promise<FundingKind[]> {
  const rows = await db
    .selectDistinct({ lang: trainings.lang, hasDpc: isNotNull(trainings.dpc) })
    .from(enrolments)
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .where(and(eq(enrolments.userId, caller.user.id), eq(enrolments.platformId, caller.platformId), eq(enrolments.status, 'active')));
  return rows.map((r) => fundingKindOf({ hasDpc: Boolean(r.hasDpc), lang: r.lang }));
}

/** A new login address waiting for its link to be opened. */
async function pendingEmailOf(db: Db, user: User): Promise<string | null> {
  const [pending] = await db
    .select({ email: oneTimeTokens.email })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, user.id),
        eq(oneTimeTokens.purpose, 'email-validation'),
        isNotNull(oneTimeTokens.email),
        ne(oneTimeTokens.email, user.email),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt), desc(oneTimeTokens.id))
    .limit(1);
  return pending?.email ?? null;
}

/** `GET /api/user/profile`: what the infos tab shows (docs/decisions.md "Profile infos"). */
export async function getProfile(db: Db, caller: ProfileCaller): Promise<Profile> {
  const { user, account } = caller;
  const [contact] = account
    ? await db
        .select({ email: memberships.contactEmail, phone: memberships.contactPhone })
        .from(memberships)
        .where(and(eq(memberships.userId, user.id), eq(memberships.accountId, account.id)))
        .orderBy(memberships.id)
        .limit(1)
    : [];
  return {
    id: user.id,
    email: user.email,
    pendingEmail: await pendingEmailOf(db, user),
    firstName: user.firstName,
    lastName: user.lastName,
    function: user.function,
    canEditFunction: canEditFunction(caller),
    birthDate: user.birthDate,
    professionalId: user.professionalId,
    mobilePhone: user.mobilePhone,
    avatar: avatarUrlOf(user.avatarKey),
    initials: initialsOf(user.firstName, user.lastName),
    avatarMaxBytes: AVATAR_MAX_BYTES,
    contact: account ? { accountId: account.id, accountName: account.name, email: contact?.email ?? null, phone: contact?.phone ?? null } : null,
    missingInfo: missingProfileFields(profileValues(user), await currentFundingKinds(db, caller)),
  };
}

/** The function is the person's choice on an individual account (or without one); a pharmacy sets its learners'. */
export function canEditFunction(caller: ProfileCaller): boolean {
  return caller.account?.kind !== 'establishment';
}
