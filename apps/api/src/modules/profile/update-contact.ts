import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { memberships } from '@app/db/schema/memberships';
import { normalisePhone } from '@app/domain/profile/mobile-phone';
import { AppError } from '../../errors/app-error.ts';
import { fieldRefusal, type ProfileCaller } from './profile-caller.ts';

/**
 * `PATCH api/user/updateContact`: the person's contact details in the account in use (where the pharmacy reaches
 * them: an e-mail and a phone, the pharmacy's landline allowed), blank clearing them. Returns the account, whose
 * contacts changed.
 */
export async function updateContact(db: Db, caller: ProfileCaller, input: { email: string; phone: string }): Promise<number> {
  if (!caller.account) throw new AppError('NOT_FOUND', 'profile.infos.errors.noAccount');
  const phone = input.phone === '' ? null : normalisePhone(input.phone, caller.lang, 'any');
  if (input.phone !== '' && !phone) throw fieldRefusal(caller.lang, 'phone', 'validation.phone');
  await db
    .update(memberships)
    .set({ contactEmail: input.email || null, contactPhone: phone })
    .where(and(eq(memberships.userId, caller.user.id), eq(memberships.accountId, caller.account.id)));
  return caller.account.id;
}
