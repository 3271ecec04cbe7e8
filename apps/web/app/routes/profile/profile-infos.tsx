/**
 * The profile's infos tab (spec §2 profile-infos, issue 13 parts 1–3): the fields a funding file still needs, the
 * photo, personal data, mobile phone, contact details in the account and the login e-mail, each saved on its own.
 * A login e-mail change is confirmed by the link mailed to the new address, which opens this tab (`?validateEmail=`).
 */
import { useEffect, useState } from 'react';
import { useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { validateEmail } from '@app/contracts/identity/auth';
import { getMissingInfo, getUserProfile, type Profile } from '@app/contracts/profile/infos';
import type { ProfileField } from '@app/domain/profile/personal-data';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AvatarEditor } from '../../components/profile/avatar-editor.tsx';
import { ContactForm, fieldAnchor, LoginDataForm, MobilePhoneForm, PersonalDataForm } from '../../components/profile/infos-forms.tsx';
import { FormAlert } from '../../components/ui/fields.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/** `?dossierId=` names the funding file a link asks to complete the profile for (docs/decisions.md "Profile infos"). */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const api = serverApi(request, context);
  const dossierId = Number(new URL(request.url).searchParams.get('dossierId'));
  try {
    const [{ data: profile }, dossier] = await Promise.all([
      api.call(getUserProfile, {}),
      Number.isSafeInteger(dossierId) && dossierId > 0
        ? api.call(getMissingInfo, { body: { dossierId } }).then(
            (r) => r.data,
            (error: unknown) => {
              if (isApiError(error) && error.httpStatus === 404) return null;
              throw error;
            },
          )
        : null,
    ]);
    return { profile, dossier, lang: here.lang };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('profile');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'profile.infos.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('profile', matches),
];

/** The fields to fill, each a link to its field. */
function MissingInfoPrompt({ fields, trainingName }: { fields: ProfileField[]; trainingName: string | null }) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <section aria-labelledby="infos-missing-title" className="rounded-lg border-l-4 border-primary-dark bg-primary-light/40 p-4" data-testid="infos-missing">
      <h2 id="infos-missing-title" className="font-bold text-neutral-900">
        {trainingName ? t('profile.infos.missing.titleFor', { training: trainingName }) : t('profile.infos.missing.title')}
      </h2>
      <p className="mt-1 text-sm text-neutral-800">{t('profile.infos.missing.intro')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${fieldAnchor(field)}`} className="inline-flex min-h-11 items-center rounded-md bg-white px-3 text-sm font-semibold text-neutral-900 underline underline-offset-2">
              {t(`profile.infos.missing.fields.${field}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Opens the link of a login e-mail change: the browser confirms it (the call needs its CSRF token), then reloads. */
function useEmailValidation(onDone: (status: { tone: 'success' | 'error'; text: string }) => void) {
  const [params, setParams] = useSearchParams();
  const api = useBrowserApi();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const token = params.get('validateEmail');
  useEffect(() => {
    if (!token) return;
    const without = new URLSearchParams(params);
    without.delete('validateEmail');
    api.call(validateEmail, { params: { token } }).then(
      (answer) => onDone({ tone: 'success', text: answer.message }),
      (error: unknown) => onDone({ tone: 'error', text: mapApiErrors(error, [], t('errors.anErrorOccurred')).form ?? t('errors.anErrorOccurred') }),
    ).finally(() => {
      setParams(without, { replace: true, preventScrollReset: true });
      void revalidator.revalidate();
    });
    // Once per token.
  }, [token]);
}

export default function ProfileInfos() {
  const loaded = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [profile, setProfile] = useState<Profile>(loaded.profile);
  const [emailStatus, setEmailStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => setProfile(loaded.profile), [loaded.profile]);
  useEmailValidation(setEmailStatus);
  // A change shows at once here; the header (name, photo) reads the session user, loaded again.
  const saved = (next: Profile) => {
    setProfile(next);
    void revalidator.revalidate();
  };
  // A dossier's fields stay listed until filled here; without one, those of the current trainings' files.
  const missing = loaded.dossier ? loaded.dossier.missing.filter((f) => !profile[f]) : profile.missingInfo;
  const props = { profile, lang: loaded.lang, onSaved: saved };
  return (
    <div className="flex flex-col gap-6" data-testid="profile-infos">
      {emailStatus && <FormAlert tone={emailStatus.tone}>{emailStatus.text}</FormAlert>}
      <MissingInfoPrompt fields={missing} trainingName={loaded.dossier?.trainingName ?? null} />
      <AvatarEditor profile={profile} onSaved={saved} />
      <PersonalDataForm key={`personal-${profile.id}`} {...props} />
      <MobilePhoneForm key={`mobile-${profile.id}`} {...props} />
      <ContactForm key={`contact-${profile.contact?.accountId ?? 0}`} {...props} />
      <LoginDataForm {...props} />
    </div>
  );
}
