import { NavLink } from 'react-router';
import { buildPath } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isBuilt } from '../../route-registrations.ts';

/**
 * The tabs of a screen with children (the profile, pharmacy management): links, so each tab keeps its place in the URL;
 * unbuilt tabs are not shown; on a phone the row scrolls inside its box. `end`: a tab is active on its own path only
 * (not on its children's).
 */
export function TabNav({ label, tabs, lang, end = false }: { label: string; tabs: readonly (readonly [name: string, label: string])[]; lang: Lang; end?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-neutral-200">
        {tabs
          .filter(([name]) => isBuilt(name))
          .map(([name, text]) => (
            <li key={name}>
              <NavLink
                to={buildPath(name, lang)}
                end={end}
                preventScrollReset
                className={({ isActive }) =>
                  `-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-dark ${
                    isActive ? 'border-primary-dark text-neutral-950' : 'border-transparent text-neutral-700 hover:border-neutral-300 hover:text-neutral-900'
                  }`
                }
              >
                {t(text)}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
