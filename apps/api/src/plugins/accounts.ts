import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { accounts } from '@app/db/schema/accounts';
import { memberships } from '@app/db/schema/memberships';

/**
 * The accounts of a signed-in user and the one in use: infrastructure that every area reads (the session user, the
 * authorisation of private channels, later the pharmacy screens).
 */
/** What the session row remembers beyond the user: the account chosen after login (spec §3 userData). */
export interface SessionData {
  currentAccountId?: number | null;
}

/**
 * The user's accounts on their platform, with their role in each (a referent may hold several); a membership the
 * pharmacy deactivated (someone who left) gives nothing.
 */
export async function userAccounts(db: Db, userId: number) {
  return db
    .select({ id: accounts.id, name: accounts.name, kind: accounts.kind, role: memberships.role, account: accounts })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), eq(memberships.active, true)))
    .orderBy(accounts.name);
}

/** The account in use: the one chosen, else the only one (a user with several must choose, spec §2). */
export function currentAccountId(list: { id: number }[], data: SessionData): number | null {
  if (data.currentAccountId && list.some((a) => a.id === data.currentAccountId)) return data.currentAccountId;
  return list.length === 1 ? list[0].id : null;
}

/** The user's accounts and the one in use with its row (null when none is chosen among several, or none exists). */
export async function accountInUse(db: Db, userId: number, data: SessionData) {
  const list = await userAccounts(db, userId);
  const id = currentAccountId(list, data);
  return list.find((a) => a.id === id) ?? null;
}
