import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buildPath, routeByName } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { isBuilt } from '../../route-registrations.ts';
import type { Platform } from '@app/contracts/identity/platform';
import { useCookiePanel } from './cookie-consent.tsx';

/** Footer links, each shown once its screen is built and when it exists in the page's language. */
const FOOTER_LINKS = [
  { name: 'faq', label: 'footer.faq' },
  { name: 'bonificacion', label: 'footer.bonificacion' },
  { name: 'news', label: 'footer.news' },
  { name: 'contact-public', label: 'footer.contact' },
  { name: 'cookies-policy', label: 'footer.cookiesPolicy' },
] as const;

/** Footer: copyright with the platform name and the links of the public pages (the cookie policy among them). */
export function PageFooter({ platform, lang }: { platform: Platform | null; lang: Lang }) {
  const { t } = useTranslation();
  const name = platform?.name ?? t('app.globalTitle');
  const cookies = useCookiePanel();
  return (
    <footer aria-label={t('footer.label')} className="mt-auto border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-neutral-700 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), platform: name })}</p>
        <nav aria-label={t('footer.links')} className="flex flex-wrap gap-x-4 gap-y-1">
          {FOOTER_LINKS.filter((link) => isBuilt(link.name) && routeByName(link.name)?.[lang]).map((link) => (
            <Link key={link.name} to={buildPath(link.name, lang)} className="inline-flex min-h-6 items-center underline underline-offset-2 hover:text-neutral-900">
              {t(link.label)}
            </Link>
          ))}
          {cookies.required && (
            <button type="button" onClick={cookies.open} className="min-h-6 underline underline-offset-2 hover:text-neutral-900">
              {t('cookies.manage')}
            </button>
          )}
        </nav>
      </div>
    </footer>
  );
}
