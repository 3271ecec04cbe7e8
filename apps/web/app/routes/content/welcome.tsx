/** Welcome (spec §2 `/bienvenue`): what the platform offers and where to go next. */
import { Link, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buildPath } from '@app/domain/platform/routes';
import { ContentShell, LINK } from '../../components/content/content-shell.tsx';
import { pageDescription, pageTitle } from '../../lib/meta.ts';
import { screenRoute } from '../../lib/screen.server.ts';
import { useSessionUser, usePlatformHost } from '../../lib/session-context.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

export function loader({ request, context, pattern }: LoaderFunctionArgs) {
  screenRoute({ request, context, pattern });
  return null;
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'welcome.title') }, pageDescription(matches, 'welcome'), areaPreload('content', matches)];

const STEPS = ['welcome.step1', 'welcome.step2', 'welcome.step3'] as const;

export default function Welcome() {
  const { t } = useTranslation();
  const { platform, lang } = usePlatformHost();
  const user = useSessionUser();
  return (
    <ContentShell title={t('welcome.heading', { platform: platform.name })} intro={t('welcome.intro')}>
      <ol className="flex list-decimal flex-col gap-3 pl-6 text-neutral-800">
        {STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <p className="mt-8 flex flex-wrap gap-3">
        <Link
          to={buildPath('catalogue', lang)}
          className="inline-flex min-h-12 items-center rounded-lg bg-neutral-900 px-6 font-semibold text-white hover:bg-neutral-700"
        >
          {t('welcome.catalogue')}
        </Link>
        {!user && (
          <Link
            to={buildPath('auth-login', lang)}
            className="inline-flex min-h-12 items-center rounded-lg border border-neutral-900 px-6 font-semibold text-neutral-900 hover:bg-neutral-100"
          >
            {t('welcome.login')}
          </Link>
        )}
      </p>
      <p className="mt-6">
        <Link to={buildPath('faq', lang)} className={LINK}>
          {t('welcome.faq')}
        </Link>
      </p>
    </ContentShell>
  );
}
