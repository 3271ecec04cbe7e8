import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { memberships } from '@app/db/schema/memberships';
import { canToggleMember } from '@app/domain/pharmacy/team';
import { AppError } from '../../errors/app-error.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';
import './team-messages.ts';

/**
 * Spec §7 toggleApprenantActive {contactId, isActive} (issue 15 part 2): deactivates a member who left (kept with
 * their history, no longer in the team's count nor able to use the account) or reactivates them. contactId is the
 * membership; one of another pharmacy is a 404; the manager themselves and the owner are never switched (409).
 */
export async function toggleApprenantActive(db: Db, caller: PharmacyCaller, input: { contactId: number; isActive: boolean }) {
  const [member] = await db
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.id, input.contactId), eq(memberships.accountId, caller.account.id)));
  if (!member) throw new AppError('NOT_FOUND', 'pharmacy.team.errors.memberNotFound');
  if (!canToggleMember(member, caller.user.id)) throw new AppError('CONFLICT', member.role === 'owner' ? 'pharmacy.team.errors.notOwner' : 'pharmacy.team.errors.notSelf');
  await db
    .update(memberships)
    .set({ active: input.isActive, deactivatedAt: input.isActive ? null : new Date() })
    .where(eq(memberships.id, input.contactId));
}
