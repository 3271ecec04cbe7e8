/**
 * Account creation from an invitation (spec §2 subscription-create-account, §5, §7 `POST /api/createAccount`):
 * without a `token` query → `/`; the invitation's e-mail and pharmacy come from the `getInvitation` contract;
 * an unknown, used or expired invitation shows an explanation instead of the form. Success logs the person in.
 */
import { Link, redirect, useLoaderData, useNavigate, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { DataOf } from '@app/contracts/contract';
import { getInvitation } from '@app/contracts/identity/auth';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buildPath } from '@app/domain/platform/routes';
import { USER_FUNCTIONS } from '@app/domain/identity/session-user';
import { AuthCard, FormAlert, SelectField, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { NewPasswordFields } from '../../components/identity/new-password-fields.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useLazyForm } from '../../lib/lazy-form.ts';
import { pageTitle } from '../../lib/meta.ts';
import { areaPreload, loadAreaTexts } from '../../lib/area-texts.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { usePlatformHost } from '../../lib/session-context.tsx';

// The sign-in and account screens' texts (auth area) arrive with this module in the browser; the server has them all.
if (typeof document !== 'undefined') await loadAreaTexts('auth');

type Invitation = DataOf<typeof getInvitation>;

const FIELDS = ['firstName', 'lastName', 'function', 'password', 'password_confirmation'] as const;
/** The call and its field rules come with the form's first focus or submit. */
const loadForm = () => import('./create-account-form.ts');

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const { lang } = screenRoute({ request, context, pattern });
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw redirect('/');
  try {
    const { data: invitation } = await serverApi(request, context).call(getInvitation, { params: { token } });
    return { token, invitation };
  } catch (error) {
    // An unknown, used or expired invitation shows the screen's own message rather than the not-found screen.
    if (isApiError(error) && [400, 404, 410, 422].includes(error.httpStatus)) return { token, invitation: null };
    throw pageFailure(error, request, lang);
  }
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'subscription.create.title') }, areaPreload('auth', matches)];

export default function CreateAccount() {
  const { token, invitation } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!invitation) {
    return (
      <AuthCard title={t('subscription.create.invalidTitle')}>
        <FormAlert>{t('subscription.create.invalid')}</FormAlert>
        <p className="mt-5">
          <Link to="/" className="font-semibold text-neutral-800 underline underline-offset-2 hover:text-neutral-950">
            {t('subscription.create.goHome')}
          </Link>
        </p>
      </AuthCard>
    );
  }
  return <CreateAccountForm token={token} invitation={invitation} />;
}

function CreateAccountForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const { t } = useTranslation();
  const { lang } = usePlatformHost();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const { errors, formError, submitting, formProps } = useLazyForm(FIELDS, loadForm, async (values, { createAccount }) => {
    await api.call(createAccount, { body: { token, ...values } });
    await navigate(buildPath('catalogue', lang), { replace: true });
  });

  return (
    <AuthCard
      title={t('subscription.create.heading')}
      intro={<p>{t('subscription.create.invitation', { account: invitation.accountName })}</p>}
    >
      <form {...formProps} className="flex flex-col gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField label={t('subscription.create.email')} type="email" name="email" value={invitation.email} readOnly autoComplete="username" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('subscription.create.firstName')}
            autoComplete="given-name"
            name="firstName"
            defaultValue=""
            error={errors.firstName}
          />
          <TextField
            label={t('subscription.create.lastName')}
            autoComplete="family-name"
            name="lastName"
            defaultValue=""
            error={errors.lastName}
          />
        </div>
        <SelectField label={t('subscription.create.function')} name="function" defaultValue="" error={errors.function}>
          <option value="">{t('subscription.create.functionPlaceholder')}</option>
          {USER_FUNCTIONS.map((fn) => (
            <option key={fn} value={fn}>
              {t(`user.function.${fn}`)}
            </option>
          ))}
        </SelectField>
        <NewPasswordFields
          labels={{ password: t('subscription.create.password'), confirmation: t('subscription.create.confirmation') }}
          errors={{ password: errors.password, confirmation: errors.password_confirmation }}
        />
        <SubmitButton loading={submitting} loadingText={t('subscription.create.submitting')}>
          {t('subscription.create.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
