/**
 * Hand-over landing `connectAsAfterRedirectPlatform` (spec §2, §4 Login; layout connect-as-farline): the login of
 * another platform arrives here with contactId, optional accountId, a one-time token and slug=catalogue. The browser
 * calls the hand-over contract (`POST /api/login/connectAsAfterRedirectPlatform`) (so the session cookie is set for this host), then goes to the catalogue.
 * A used or expired link says so and offers the login form.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buildPath } from '@app/domain/platform/routes';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { redirectPlatformParams, redirectPlatformTarget } from './redirect-platform.ts';
import { pageTitle } from '../../lib/meta.ts';
import { areaPreload, loadAreaTexts } from '../../lib/area-texts.ts';
import { usePlatformHost } from '../../lib/session-context.tsx';
import { Panel } from '../../components/ui/layout.tsx';

// The sign-in and account screens' texts (auth area) arrive with this module in the browser; the server has them all.
if (typeof document !== 'undefined') await loadAreaTexts('auth');

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'auth.connectAs.title') }, areaPreload('auth', matches)];

export default function ConnectAs() {
  const { t } = useTranslation();
  const { lang } = usePlatformHost();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // The token works once: never send it twice (StrictMode, re-renders).
    if (started.current) return;
    started.current = true;
    const body = redirectPlatformParams(params);
    if (!body) {
      setFailed(true);
      return;
    }
    const target = redirectPlatformTarget(params.get('slug'), lang);
    // The contract (and zod) is loaded for this one call rather than with the page.
    import('@app/contracts/identity/auth')
      .then(({ connectAsAfterRedirectPlatform }) => api.call(connectAsAfterRedirectPlatform, { body }))
      .then(() => navigate(target, { replace: true }))
      .catch((error: unknown) => {
        console.error('Hand-over refused', error);
        setFailed(true);
      });
  }, [api, lang, navigate, params]);

  if (failed) {
    return (
      <div className="mx-auto max-w-lg py-6">
        <Panel role="alert">
          <h1 className="text-xl font-bold text-neutral-900">{t('auth.connectAs.failedTitle')}</h1>
          <p className="mt-3 text-neutral-800">{t('auth.connectAs.failed')}</p>
          <p className="mt-5">
            <Link
              to={buildPath('auth-login', lang)}
              className="inline-flex min-h-11 items-center rounded-lg bg-neutral-900 px-5 font-semibold text-white hover:bg-neutral-700"
            >
              {t('auth.connectAs.login')}
            </Link>
          </p>
        </Panel>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-bold text-neutral-900">{t('auth.connectAs.connecting')}</h1>
      <Spinner label={t('app.loading')} />
    </div>
  );
}
