/**
 * Landing page TROD cystite / angine (spec §2 `/formations-trod-cystite-angine`, French only, no layout): what the
 * rapid tests training brings and a call to action to the related trainings (the search for « TROD »).
 */
import { Link, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buildPath } from '@app/domain/platform/routes';
import { BrandLogo } from '../../components/layouts/brand-logo.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { pageTitle } from '../../lib/meta.ts';
import { screenRoute } from '../../lib/screen.server.ts';
import { usePlatformHost } from '../../lib/session-context.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

export function loader({ request, context, pattern }: LoaderFunctionArgs) {
  screenRoute({ request, context, pattern });
  return null;
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'landingTrod.title') },
  { name: 'description', content: 'Formations TROD angine et cystite pour les équipes officinales.' },
  areaPreload('content', matches),
];

const POINTS = ['landingTrod.point1', 'landingTrod.point2', 'landingTrod.point3'] as const;

export default function LandingTrod() {
  const { t } = useTranslation();
  const { platform } = usePlatformHost();
  // The landing page is French only: its links are French paths.
  const related = buildPath('search', 'fr', { value: 'TROD' });
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="bg-primary-light">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-14">
          <BrandLogo platform={platform} className="h-10" />
          <h1 className="max-w-3xl text-3xl leading-tight font-bold text-neutral-900 sm:text-4xl">{t('landingTrod.heading')}</h1>
          <p className="max-w-2xl text-lg text-neutral-800">{t('landingTrod.intro')}</p>
          <p className="flex flex-wrap gap-3">
            <Link
              to={related}
              className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-neutral-900 px-6 text-base font-semibold text-white shadow-sm hover:bg-neutral-700"
            >
              {t('landingTrod.cta')}
              <Icon name="arrowRight" size={20} />
            </Link>
            <Link
              to={buildPath('catalogue', 'fr')}
              className="inline-flex min-h-12 items-center rounded-lg border border-neutral-900 bg-white px-6 text-base font-semibold text-neutral-900 hover:bg-neutral-100"
            >
              {t('landingTrod.catalogue')}
            </Link>
          </p>
        </div>
      </div>
      <section aria-labelledby="trod-why" className="mx-auto w-full max-w-5xl px-4 py-10">
        <h2 id="trod-why" className="mb-5 text-2xl font-bold text-neutral-900">
          {t('landingTrod.why')}
        </h2>
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-3">
          {POINTS.map((key) => (
            <li key={key} className="rounded-xl border border-neutral-200 bg-white p-5 text-neutral-800 shadow-sm">
              {t(key)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
