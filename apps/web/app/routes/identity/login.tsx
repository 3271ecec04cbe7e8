/**
 * Login (spec §2 auth-login, §4 Login, §7 `POST /api/login`). Sent from the browser so the new session cookie
 * reaches it; then the visitor goes to the local `redirect` query, else the catalogue. A user of another platform
 * (409 with data.platformUrl) is sent to that platform's hand-over landing.
 */
import { useState, type ReactNode } from 'react';
import { Link, redirect, useLoaderData, useNavigate, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { safeRedirect } from '@app/domain/identity/guards';
import { buildPath } from '@app/domain/platform/routes';
import { AuthCard, FormAlert, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useLazyForm } from '../../lib/lazy-form.ts';
import { redirectPlatformUrl } from './redirect-platform.ts';
import { pageDescription, pageTitle } from '../../lib/meta.ts';
import { areaPreload, loadAreaTexts } from '../../lib/area-texts.ts';
import { getLoginImage, type LoginImage } from '@app/contracts/content/platform-content';
import { screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { usePlatformHost } from '../../lib/session-context.tsx';

// The sign-in and account screens' texts (auth area) arrive with this module in the browser; the server has them all.
if (typeof document !== 'undefined') await loadAreaTexts('auth');

const FIELDS = ['email', 'password'] as const;

/**
 * The contract (its field rules and the call) and zod come with the first focus or the first submit: a visitor who
 * only looks at the page does not download them, one who types has them by the time they send.
 */
const loadLogin = () => import('./login-form.ts');

/** The login image of the host's language (spec §3 Login image, `GET /api/loginImage`); the form shows without it. */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(getLoginImage, {});
    return { image: data?.illustration ? data : null };
  } catch (error) {
    console.error('Login: login image unavailable', error);
    return { image: null };
  }
}

/**
 * The form sent before the page's code took it over (a slow phone) arrives as a native POST — never a GET, which would
 * put the password in the address, the history and the logs: back to the same page, nothing read nor kept.
 */
export function action({ request }: ActionFunctionArgs) {
  const { pathname, search } = new URL(request.url);
  return redirect(pathname + search, 303);
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'auth.login.title') }, pageDescription(matches, 'login'), areaPreload('auth', matches)];

/** A CSS colour from the API, or undefined (only hex and rgb()/hsl() forms go into the style). */
function safeColour(colour: string | null | undefined): string | undefined {
  return colour && /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([0-9.,%\s]+\))$/i.test(colour.trim()) ? colour.trim() : undefined;
}

/**
 * The page around the login card: with `isFullBg` the illustration covers the whole area behind the card; otherwise
 * it stands beside the card (above it on a phone) on the image's background colour.
 */
function LoginFrame({ image, children }: { image: LoginImage | null; children: ReactNode }) {
  if (!image?.illustration) return <>{children}</>;
  const backgroundColor = safeColour(image.bgColor);
  if (image.isFullBg) {
    return (
      <div
        data-testid="login-image"
        className="bg-cover bg-center bg-no-repeat py-2"
        style={{ backgroundColor, backgroundImage: `url(${JSON.stringify(image.illustration)})` }}
      >
        {children}
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-4 px-4 md:grid-cols-2" >
      <div data-testid="login-image" className="flex justify-center rounded-xl p-6" style={{ backgroundColor }}>
        <img src={image.illustration} alt="" className="max-h-80 w-auto max-w-full object-contain" />
      </div>
      <div>{children}</div>
    </div>
  );
}

export default function Login() {
  const { t } = useTranslation();
  const { image } = useLoaderData<typeof loader>();
  const { platform, lang } = usePlatformHost();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [handingOver, setHandingOver] = useState(false);
  const { errors, formError, submitting, formProps } = useLazyForm(FIELDS, loadLogin, async (values, { login }) => {
    try {
      await api.call(login, { body: { ...values, platform: platform.code_name } });
    } catch (error) {
      const elsewhere = redirectPlatformUrl(error);
      if (!elsewhere) throw error;
      setHandingOver(true);
      window.location.assign(elsewhere);
      return;
    }
    await navigate(safeRedirect(params.get('redirect'), buildPath('catalogue', lang)), { replace: true });
  });

  return (
    <LoginFrame image={image}>
    <AuthCard title={t('auth.login.heading')} intro={t('auth.login.intro', { platform: platform.name })}>
      <form method="post" {...formProps} className="flex flex-col gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {handingOver && <FormAlert tone="info">{t('auth.login.otherPlatform')}</FormAlert>}
        <TextField
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          name="email"
          defaultValue=""
          error={errors.email}
        />
        <TextField
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          name="password"
          defaultValue=""
          error={errors.password}
        />
        <SubmitButton loading={submitting || handingOver} loadingText={t('auth.login.submitting')}>
          {t('auth.login.submit')}
        </SubmitButton>
        <p className="text-center text-sm">
          <Link
            to={buildPath('auth-forgot-password', lang)}
            className="font-semibold text-neutral-800 underline underline-offset-2 hover:text-neutral-950"
          >
            {t('auth.login.forgotPassword')}
          </Link>
        </p>
      </form>
    </AuthCard>
    </LoginFrame>
  );
}
