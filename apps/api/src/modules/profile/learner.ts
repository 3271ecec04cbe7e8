import type { Db } from '@app/db/client';
import type { User } from '@app/db/schema/users';
import { accountHasPointsAccess, displayFunction } from '@app/domain/identity/session-user';
import { accountInUse, type SessionData } from '../../plugins/accounts.ts';

/** The signed-in learner as the overview reads them: who, where, their function and points access in the account in use. */
export interface ProfileLearner {
  userId: number;
  platformId: number;
  /** The function they learn as (spec §3: an individual account's Adjoint is a Pharmacien). */
  function: string | null;
  /** Spec §4 hasPointsAccess. */
  pointsAccess: boolean;
}

export async function profileLearner(db: Db, user: User, platformId: number, session: SessionData): Promise<ProfileLearner> {
  const account = (await accountInUse(db, user.id, session))?.account ?? null;
  return {
    userId: user.id,
    platformId,
    function: displayFunction({ function: user.function, isIndividualAccount: account?.kind === 'individual' }),
    pointsAccess: account !== null && accountHasPointsAccess(account),
  };
}
