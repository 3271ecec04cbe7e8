import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buildPath } from '@app/domain/platform/routes';
import { isBuilt } from '../../route-registrations.ts';
import { UserMenu } from '../identity/user-menu.tsx';
import { SearchBox } from '../catalogue/search-box.tsx';
import { useSessionPending, useSessionUser } from '../../lib/session-context.tsx';
import { lazyExport } from '../lazy-export.ts';
import { BrandLogo } from './brand-logo.tsx';
import { MAIN_ID, type LayoutProps } from './layout-props.ts';
import { PageFooter } from './page-footer.tsx';
import { ShopSlot } from '../shop/shop-slots.tsx';

// Administrators only: its dialog, form and validation are not downloaded by anyone else.
const MaintenanceControl = lazyExport(() => import('../realtime/maintenance-control.tsx'), 'MaintenanceControl');
// Signed-in users only: the bell, its panel and the notifications' texts are downloaded by their pages alone.
const NotificationBell = lazyExport(() => import('../profile/notification-bell.tsx'), 'NotificationBell');

const NAV = [
  { name: 'index', label: 'nav.home' },
  { name: 'catalogue', label: 'nav.catalogue' },
  { name: 'experts', label: 'nav.experts' },
  { name: 'my-trainings', label: 'nav.myTrainings', signedIn: true },
] as const satisfies readonly { name: string; label: string; signedIn?: true }[];

/**
 * Default layout: branded header with the navigation of built screens, the administrators' maintenance control, the
 * notifications bell and the user menu, main content, footer.
 */
export function DefaultLayout({ platform, lang, children }: LayoutProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  // On a shared page the server has checked the session: the signed-in links show before the user is known.
  const signedIn = useSessionPending() || user !== null;
  const menu = useHeaderMenu();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-neutral-200 bg-white" onKeyDown={menu.onKeyDown}>
        <div className="h-1 bg-primary" aria-hidden="true" />
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:gap-x-6">
          <BrandLogo platform={platform} />
          {/* On a phone the cart sits beside the menu button, outside the menu: one tap (or one Tab) away. */}
          <div className="flex items-center gap-1 sm:contents">
          <ShopSlot lang={lang} />
          <button
            ref={menu.buttonRef}
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-neutral-300 px-3 text-sm font-semibold text-neutral-900 hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-dark sm:hidden"
            aria-expanded={menu.open}
            aria-controls={HEADER_MENU_ID}
            onClick={menu.toggle}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menu.open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
            </svg>
            {t('nav.menu')}
          </button>
          </div>
          {/* On a phone the links, the sign-in and the search fold behind the menu button; from `sm` up they stay shown. */}
          <div id={HEADER_MENU_ID} className={`${menu.open ? 'flex' : 'hidden'} w-full flex-col gap-2 sm:flex sm:w-auto sm:flex-1 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end sm:gap-x-6`}>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <nav aria-label={t('nav.label')} data-tour="nav">
            <ul className="flex flex-wrap items-center gap-1">
              {NAV.filter((item) => isBuilt(item.name) && (!('signedIn' in item) || signedIn)).map((item) => (
                <li key={item.name}>
                  <NavLink
                    to={buildPath(item.name, lang)}
                    end={item.name === 'index'}
                    data-tour={item.name}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-dark ${
                        isActive ? 'bg-primary-light text-neutral-900' : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900'
                      }`
                    }
                  >
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {user?.isAdmin && (
            <Suspense fallback={null}>
              <MaintenanceControl />
            </Suspense>
          )}
          {user && (
            <Suspense fallback={null}>
              <NotificationBell lang={lang} />
            </Suspense>
          )}
          <UserMenu lang={lang} />
          </div>
          {isBuilt('search') && (
            <div className="w-full sm:w-auto">
              <SearchBox lang={lang} />
            </div>
          )}
          </div>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PageFooter platform={platform} lang={lang} />
    </div>
  );
}

const HEADER_MENU_ID = 'header-menu';

/** The phone menu's state: toggled by its button, closed by Escape (focus back on the button) and by navigation. */
function useHeaderMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  return {
    open,
    buttonRef,
    toggle: () => setOpen((was) => !was),
    onKeyDown: (event: KeyboardEvent) => {
      // React bubbles events out of portals (the user menu, the maintenance dialog): they close their own layer only.
      if (event.key !== 'Escape' || !open || !event.currentTarget.contains(event.target as Node)) return;
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}
