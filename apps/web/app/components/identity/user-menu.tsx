/** Header user menu: the login link for visitors, the signed-in menu (user-menu-dropdown.tsx) for users (spec §2, §4). */
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { isBuilt } from '../../route-registrations.ts';
import { useSessionPending, useSessionUser } from '../../lib/session-context.tsx';
import { lazyExport } from '../lazy-export.ts';
import { Icon } from '../ui/icon.tsx';

// The dropdown (radix menu and its positioning) is downloaded by signed-in pages only.
const UserMenuDropdown = lazyExport(() => import('./user-menu-dropdown.tsx'), 'UserMenuDropdown');

export function UserMenu({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const pending = useSessionPending();
  const { pathname, search } = useLocation();

  // The user's place, kept while the browser asks who they are (a shared page): the header does not jump.
  if (pending) return <span className="inline-block h-11 w-32 animate-pulse rounded-md bg-neutral-100" aria-hidden="true" />;
  if (!user) {
    if (!isBuilt('auth-login')) return null;
    const login = buildPath('auth-login', lang);
    // No link to the page the visitor is on; elsewhere the login brings them back here (the `redirect` query).
    if (pathname === login) return null;
    const to = pathname === '/' ? login : `${login}?${new URLSearchParams({ redirect: pathname + search })}`;
    return (
      <Link
        to={to}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-neutral-300 px-3 text-sm font-semibold text-neutral-900 hover:bg-neutral-100"
      >
        <Icon name="user" size={20} />
        {t('nav.login')}
      </Link>
    );
  }

  return (
    <Suspense fallback={null}>
      <UserMenuDropdown lang={lang} />
    </Suspense>
  );
}
