import type { Db } from '@app/db/client';
import type { User } from '@app/db/schema/users';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { currentAccountId, userAccounts, type SessionData } from '../../plugins/accounts.ts';

/** Whose profile: the signed-in user, on the host's platform, in its language, with the account in use. */
export interface ProfileCaller {
  user: User;
  platformId: number;
  lang: Lang;
  account: { id: number; name: string; kind: 'individual' | 'establishment' } | null;
}

export async function profileCaller(db: Db, user: User, platformId: number, lang: Lang, session: SessionData): Promise<ProfileCaller> {
  const list = await userAccounts(db, user.id);
  const accountId = currentAccountId(list, session);
  const chosen = list.find((a) => a.id === accountId);
  return { user, platformId, lang, account: chosen ? { id: chosen.id, name: chosen.name, kind: chosen.kind } : null };
}

/** A 422 with one message beside one field, in the caller's language. */
export function fieldRefusal(lang: Lang, field: string, key: MessageKey, params: Record<string, string> = {}, code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION_FAILED'): AppError {
  return new AppError(code, code === 'VALIDATION_FAILED' ? 'errors.validationFailed' : key, { errors: { [field]: [translate(lang, key, params)] } }, params);
}
