/**
 * The signed-in user's header menu (radix DropdownMenu): name and function, account change, password, logout (spec §2,
 * §4). Its chunk, loaded by signed-in pages only, also brings the guided tour's starter (the tour presents this menu).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DropdownMenu } from 'radix-ui';
import type { Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { displayFunction } from '@app/domain/identity/session-user';
import { initialsOf } from '@app/domain/profile/avatar';
import { isBuilt } from '../../route-registrations.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { useLogout } from './use-logout.ts';
import { Icon } from '../ui/icon.tsx';
import { TourStarter } from '../tour/tour-starter.tsx';
import { UserAvatar } from '../profile/user-avatar.tsx';

const ITEM =
  'flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-md px-3 text-sm font-medium text-neutral-800 outline-none select-none data-[highlighted]:bg-primary-light data-[highlighted]:text-neutral-950';

export function UserMenuDropdown({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const fn = displayFunction(user);
  return (
    <DropdownMenu.Root modal={false}>
      <TourStarter />
      <DropdownMenu.Trigger
        className="inline-flex min-h-11 max-w-64 items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 text-left text-sm text-neutral-900 hover:bg-neutral-100 data-[state=open]:bg-neutral-100"
        data-testid="user-menu"
        data-tour="profile"
      >
        <UserAvatar src={user.avatar} initials={initialsOf(user.firstName, user.lastName)} size={28} />
        {/* The visible name is the accessible name (axe label-content-name-mismatch); radix adds aria-haspopup. */}
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate font-semibold">{name}</span>
          {fn && <span className="truncate text-xs text-neutral-700">{t(`user.function.${fn}`)}</span>}
        </span>
        <Icon name="chevronDown" size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-60 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm">
            <span className="block font-semibold text-neutral-900">{name}</span>
            {fn && <span className="block text-neutral-700">{t(`user.function.${fn}`)}</span>}
            {user.establishment && <span className="block text-neutral-700">{user.establishment.name}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          {user.accounts.length > 1 && isBuilt('auth-account-choice') && (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to={buildPath('auth-account-choice', lang)}>{t('user.changeAccount')}</Link>
            </DropdownMenu.Item>
          )}
          {isBuilt('profile') && (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to={buildPath('profile', lang)}>{t('user.profile')}</Link>
            </DropdownMenu.Item>
          )}
          {(user.isTitulaire || user.isReferent) && isBuilt('gestion-ma-pharmacie') && (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to={buildPath('gestion-ma-pharmacie', lang)}>{t('user.pharmacy')}</Link>
            </DropdownMenu.Item>
          )}
          {user.isAdmin && isBuilt('admin') && (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to={buildPath('admin', lang)}>{t('user.backOffice')}</Link>
            </DropdownMenu.Item>
          )}
          {isBuilt('subscription-edit-password') && (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to={buildPath('subscription-edit-password', lang)}>{t('user.editPassword')}</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            className={ITEM}
            disabled={busy}
            onSelect={() => {
              setBusy(true);
              void logout().finally(() => setBusy(false));
            }}
          >
            <Icon name="logout" size={20} />
            {t('user.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
