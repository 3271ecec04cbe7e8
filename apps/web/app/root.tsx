import { Suspense, useEffect, type CSSProperties, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  redirect,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { Platform } from '@app/contracts/identity/platform';
import { themeCssVariables } from '@app/domain/platform/colours';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, langOf, ogLocale } from '@app/domain/platform/locales';
import { translatePath } from '@app/domain/platform/routes';
import { CookieConsentProvider } from './components/layouts/cookie-consent.tsx';
import { NotFoundContent, describeError } from './components/layouts/error-screen.tsx';
import { PageLayout } from './components/layouts/page-layout.tsx';
import { LiveUpdates } from './components/realtime/live-updates.tsx';
import { reloadAfterChunkError, useChunkErrorReload } from './components/realtime/chunk-reload.ts';
import { MAIN_ID } from './components/layouts/layout-props.ts';
import { lazyExport } from './components/lazy-export.ts';
import { i18nFor } from './i18n/i18n.ts';
import { alternateLinks } from './lib/alternate-links.ts';
import { translationsUrl } from './i18n/translations-url.ts';
import { getCookie, readCookie, readRawCookie, setCookie } from './lib/cookies.ts';
import { CONSENT_COOKIE, parseConsent } from './components/layouts/cookie-consent-choice.ts';
import { hostRoute } from './lib/screen.server.ts';
import { applyRouteRules, farlineRedirect } from './lib/route-rules.server.ts';
import { getSessionUser, sessionSetCookies } from './lib/session.server.ts';
import { isSharedRender } from './lib/shared-page.server.ts';
import { renewPagePass } from './lib/page-pass.server.ts';
import { SessionProvider, useSessionUser } from './lib/session-context.tsx';
import { pageTitle } from './lib/meta.ts';
import { parseRouteId } from './route-registrations.ts';
import './app.css';

// Signed-in users only: the dialog, its form and validation are not downloaded by visitors.
// Its texts are the sign-in screens' deferred area: fetched with the dialog's code, on the pages that show it only.
const ConsentDialog = lazyExport(
  async () => (await Promise.all([import('./components/identity/consent-dialog.tsx'), typeof document === 'undefined' ? null : import('./lib/area-texts.ts').then((m) => m.loadAreaTexts('auth'))]))[0],
  'ConsentDialog',
);
// Toasts only follow an action: their container is not part of the page's first download.
// Fixed-position and empty until needed: loaded after the page, they move nothing when they arrive.
const LoadingBar = lazyExport(() => import('./components/ui/loading-bar.tsx'), 'LoadingBar');
const AppUpdateNotice = lazyExport(() => import('./components/realtime/app-update-notice.tsx'), 'AppUpdateNotice');
// Only a page that failed outright shows it.
const ErrorScreen = lazyExport(() => import('./components/layouts/error-page.tsx'), 'ErrorScreen');
const Toasts = lazyExport(() => import('./components/ui/toasts.tsx'), 'Toasts');

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Farline query parameters: stored in the farline cookie, then stripped by a redirect (spec §2 route rules).
  const farline = farlineRedirect(url);
  if (farline) throw farline;
  // Resolved once for the whole request by server.ts (spec §8 "Failed platform fetch" is answered there).
  const { platform, locale, lang } = context.platformHost;
  // A path of the other language moves to this host's language, query kept (spec §1, §2).
  const translated = translatePath(url.pathname, lang);
  if (translated) throw redirect(translated + url.search, 301);

  // Only a request carrying the session cookie asks the API who it is (anonymous pages stay cacheable and cheap).
  const user = await getSessionUser(request, context);
  const route = hostRoute({ request, context, pattern });
  // Convergence/farline rule, account choice, the route's guards, index → catalogue (spec §2), on every navigation;
  // then a path that is not the matched screen's route in this host's language. A refusal is a 404 shown inside the
  // page (header kept), so the root data the layout needs are still returned.
  const notFound = applyRouteRules({ url, lang, platform, user, routeName: route.match?.name ?? '' }) ?? route.refused;
  // A page shared by signed-in users (shared-page.server.ts) carries nobody's user, token or cookies: the browser asks
  // for the user once the page is shown, and server.ts hands this request's cookies on.
  const shared = isSharedRender(context);
  // Cookies the API set while answering the user call (refreshed or cleared session) go on to the browser.
  const headers = new Headers();
  if (!shared) {
    for (const cookie of sessionSetCookies(context)) headers.append('Set-Cookie', cookie);
    // The user known here renews the pass of the shared pages (or clears it once the session is gone).
    const pass = renewPagePass(request, context, user);
    if (pass) headers.append('Set-Cookie', pass);
  }
  const payload = {
    platform,
    locale,
    lang,
    user: shared ? null : user,
    /** Signed in, the user to be asked for by the browser (a shared page). */
    userPending: shared,
    themeVars: themeVarsOf(platform),
    csrfToken: shared ? null : (readRawCookie('XSRF-TOKEN', request.headers.get('cookie')) ?? null),
    cookieConsent: parseConsent(readCookie(CONSENT_COOKIE, request.headers.get('cookie'))),
    origin: url.origin,
    /** Socket key and server of the live updates (issue 6); the browser connects only when signed in. */
    realtime: context.realtime ?? null,
    /** Status message of a refused route (spec §2 "Page Not Found"); the screen's own loader result is not shown. */
    notFound,
  };
  return data(payload, { headers, status: notFound ? 404 : 200 });
}

const themeVars = new WeakMap<Platform, Record<string, string>>();

/** The platform's custom properties then its theme colours (spec §9), computed once per platform object. */
function themeVarsOf(platform: Platform): Record<string, string> {
  let vars = themeVars.get(platform);
  if (!vars) {
    const custom = Object.entries(platform.css_variables ?? {}).filter(([key]) => key.startsWith('--'));
    vars = { ...Object.fromEntries(custom), ...themeCssVariables(platform.theme) };
    themeVars.set(platform, vars);
  }
  return vars;
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>['data'];

/**
 * The root data hold the session user and the route rules run here, so the root loader runs again on every
 * navigation (a login, a logout or an expired session shows at once; guards apply to client navigations too).
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export const meta: MetaFunction<typeof loader> = ({ matches, error, data: loaded }) => {
  if (loaded?.notFound) return [{ title: pageTitle(matches, 'error.notFoundTitle') }];
  if (!error) return [{ title: pageTitle(matches) }];
  const key = describeError(error).status === 404 ? 'error.notFoundTitle' : 'error.title';
  return [{ title: pageTitle(matches, key) }];
};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const lang = root?.lang ?? langOf(locale);
  const i18n = i18nFor(locale);
  const { pathname } = useLocation();
  const t = i18n.t;
  useChunkErrorReload();
  // Marks the page interactive once React has hydrated it (styles and tests may wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={locale} style={root?.themeVars as CSSProperties | undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {root?.csrfToken && <meta name="csrf-token" content={root.csrfToken} />}
        <meta property="og:locale" content={ogLocale(lang)} />
        {root &&
          alternateLinks(root.origin, pathname, lang, root.platform.hosts_by_lang).map((link) => (
            <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
          ))}
        <link rel="icon" type="image/svg+xml" href={root?.platform.favicon || '/favicon.svg'} />
        {/* The stylesheet first: it blocks the first paint, the texts only the hydration. */}
        <Links />
        {/* Fetched by entry.client.tsx before hydrating: requested at once, beside the scripts. */}
        <link rel="preload" as="fetch" href={translationsUrl(locale)} crossOrigin="anonymous" />

      </head>
      <body className={root?.platform.classes ?? undefined}>
        <I18nextProvider i18n={i18n}>
          <a
            href={`#${MAIN_ID}`}
            className="sr-only z-50 rounded-md bg-neutral-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {t('app.skipToContent')}
          </a>
          <Suspense fallback={null}>
            <LoadingBar />
          </Suspense>
          {children}
          <Suspense fallback={null}>
            <Toasts closeLabel={t('ui.close')} />
            <AppUpdateNotice />
          </Suspense>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The page around a screen: session, live updates, cookie consent, the route's layout and the consent dialog. */
function Shell({ root, routeId, children }: { root: RootLoaderData; routeId: string | undefined; children: ReactNode }) {
  const { platform, lang, locale, user, userPending, cookieConsent, realtime } = root;
  return (
    <SessionProvider user={user} pending={userPending} platform={platform} lang={lang} locale={locale}>
      <LiveUpdates settings={realtime} locale={locale}>
        <CookieConsentProvider platform={platform} initial={cookieConsent}>
          <PageLayout routeId={routeId} platform={platform} lang={lang}>
            {children}
          </PageLayout>
        </CookieConsentProvider>
      </LiveUpdates>
      <SignedInConsentDialog routeId={routeId} />
    </SessionProvider>
  );
}

/** The consent dialog of a signed-in user (also once the browser has filled in the user of a shared page). */
function SignedInConsentDialog({ routeId }: { routeId: string | undefined }) {
  if (!useSessionUser()) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog routeName={parseRouteId(routeId ?? '')?.name ?? null} />
    </Suspense>
  );
}

export default function App() {
  const root = useLoaderData<typeof loader>();
  const matches = useMatches();
  const { locale } = root;
  useEffect(() => {
    // Keep the locale cookie (JSON value, path '/', 365 days, spec §9) in line with the host's locale.
    if (getCookie(LOCALE_COOKIE) !== locale) setCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS });
  }, [locale]);
  if (root.notFound) {
    return (
      <Shell root={root} routeId={undefined}>
        <NotFoundContent message={root.notFound} />
      </Shell>
    );
  }
  return (
    <Shell root={root} routeId={matches.at(-1)?.id}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const root = useRouteLoaderData<typeof loader>('root');
  // A route chunk removed by a newer deployment: reload (at most once per path per 10 s, spec §5).
  useEffect(() => {
    reloadAfterChunkError(error);
  }, [error]);
  const info = describeError(error);
  if (info.status >= 500) console.error(error);
  // Every 404 with a known platform is the same screen inside the page; a refusal keeps its own message.
  if (root && (info.status === 404 || root.notFound)) {
    return (
      <Shell root={root} routeId={undefined}>
        <NotFoundContent message={root.notFound ?? info.message} />
      </Shell>
    );
  }
  return (
    <Suspense fallback={null}>
      <ErrorScreen error={error} platform={root?.platform ?? null} showStack={import.meta.env.DEV} />
    </Suspense>
  );
}
