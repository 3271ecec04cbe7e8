import type { Db } from '@app/db/client';
import type { Account } from '@app/db/schema/accounts';
import type { User } from '@app/db/schema/users';
import type { EnrolmentLearner } from '@app/domain/learning/enrolment';
import { accountInUse, type SessionData } from '../../plugins/accounts.ts';
import type { Learner } from './enrolment-record.ts';

/** The signed-in learner with the contract of the account in use: what the enrolment rules of spec §4 read. */
export interface LearnerContract extends Learner, EnrolmentLearner {
  accountId: number | null;
  /** The account's app id: with it, outside a shop, the learner has points (spec §4). */
  appId: string | null;
}

export async function learnerContract(db: Db, user: User, platformId: number, session: SessionData): Promise<LearnerContract> {
  return contractOf(user, platformId, (await accountInUse(db, user.id, session))?.account ?? null);
}

/** The learner with the contract of an account (null: none). */
export function contractOf(user: User, platformId: number, account: Account | null): LearnerContract {
  return {
    userId: user.id,
    platformId,
    accountId: account?.id ?? null,
    appId: account?.appId ?? null,
    contractType: account?.contractType ?? null,
    contractValidDate: account?.contractValidDate ?? null,
    function: user.function,
    isIndividualAccount: account?.kind === 'individual',
  };
}
