import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Platform } from '@app/contracts/identity/platform';

/** Platform logo linking to the home page; the platform name is the accessible name. */
export function BrandLogo({ platform, className = 'h-9' }: { platform: Platform | null; className?: string }) {
  const { t } = useTranslation();
  const name = platform?.name ?? t('app.globalTitle');
  return (
    <Link
      to="/"
      aria-label={t('nav.homeLink', { platform: name })}
      className="inline-flex items-center rounded-md focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-primary-dark"
    >
      {platform?.logo_url ? (
        <img src={platform.logo_url} alt="" className={`${className} w-auto`} />
      ) : (
        <span className="text-lg font-bold text-neutral-900">{name}</span>
      )}
    </Link>
  );
}
