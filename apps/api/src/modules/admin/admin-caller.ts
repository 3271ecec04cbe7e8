import type { User } from '@app/db/schema/users';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';

/** The administrator of a back-office call and the platform they run: every admin read and write is scoped by it. */
export interface AdminCaller {
  userId: number;
  name: string;
  platformId: number;
  lang: Lang;
}

/** What the caller is read from: the request as the session plugins decorate it (the routes pass theirs). */
export interface AdminRequest {
  getUser(): Promise<User | undefined>;
  platformHost: { platform: { id: number } };
  lang: Lang;
}

/**
 * 401 for a guest, 403 for whoever is not an administrator. A user belongs to one platform and a session of another
 * platform's user counts as signed out on this host (plugins/auth.ts): the host's platform is the administrator's.
 */
export async function adminCaller(request: AdminRequest): Promise<AdminCaller> {
  const user = await request.getUser();
  if (!user) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'errors.forbidden');
  return {
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    platformId: request.platformHost.platform.id,
    lang: request.lang,
  };
}
