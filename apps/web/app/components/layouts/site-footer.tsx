import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@app/domain/routes';
import type { Lang } from '@app/domain/locales';
import { isBuilt } from '../../route-registrations.ts';
import type { Platform } from '../../lib/api-types.ts';
import { useCookiePanel } from '../cookie-consent/cookie-consent.tsx';

/** Footer: copyright with the platform name; the cookie-policy link appears once its screen is built (docs/decisions.md). */
export function SiteFooter({ platform, lang }: { platform: Platform | null; lang: Lang }) {
  const { t } = useTranslation();
  const name = platform?.name ?? t('app.globalTitle');
  const cookies = useCookiePanel();
  return (
    <footer aria-label={t('footer.label')} className="mt-auto border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-neutral-700 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), platform: name })}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {isBuilt('cookies-policy') && (
            <Link to={buildPath('cookies-policy', lang)} className="underline underline-offset-2 hover:text-neutral-900">
              {t('footer.cookiesPolicy')}
            </Link>
          )}
          {cookies.required && (
            <button type="button" onClick={cookies.open} className="min-h-6 underline underline-offset-2 hover:text-neutral-900">
              {t('cookies.manage')}
            </button>
          )}
        </div>
      </div>
    </footer>
  );
}
