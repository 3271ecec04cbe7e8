import type { Db } from '@app/db/client';
import type { Account } from '@app/db/schema/accounts';
import type { User } from '@app/db/schema/users';
import { managesPharmacy, type PharmacyManagerRole } from '@app/domain/pharmacy/access';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { accountInUse, type SessionData } from '../../plugins/accounts.ts';
import './pharmacy-messages.ts';

/**
 * Who manages which pharmacy (issue 15 part 1, spec §6): the signed-in user (401 otherwise) in the account they chose,
 * where they are its owner or a referent (403 otherwise: a learner, an individual account, a referent of two who has
 * not chosen yet). Every referent call starts here, and everything it reads or writes is scoped by `account.id`, so
 * an id of another pharmacy is simply not found (404), also right after switching accounts.
 */
export interface PharmacyCaller {
  user: User;
  role: PharmacyManagerRole;
  account: Account;
  platformId: number;
  lang: Lang;
  ip: string;
  /** `https://host[:port]`: links in e-mails and PDFs. */
  origin: string;
}

/** What the caller is read from: the request as the session plugins decorate it (the routes pass theirs). */
export interface CallerRequest {
  getUser(): Promise<User | undefined>;
  getSession(): Promise<{ data: unknown } | undefined>;
  platformHost: { platform: { id: number } };
  lang: Lang;
  ip: string;
  protocol: string;
  host: string;
}

export async function pharmacyCaller(db: Db, request: CallerRequest): Promise<PharmacyCaller> {
  const user = await request.getUser();
  if (!user) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  const data = ((await request.getSession())?.data ?? {}) as SessionData;
  const inUse = await accountInUse(db, user.id, data);
  if (!inUse || inUse.kind !== 'establishment' || !managesPharmacy(inUse.role)) throw new AppError('FORBIDDEN', 'pharmacy.errors.notManager');
  return {
    user,
    role: inUse.role,
    account: inUse.account,
    platformId: request.platformHost.platform.id,
    lang: request.lang,
    ip: request.ip,
    origin: `${request.protocol}://${request.host}`,
  };
}
