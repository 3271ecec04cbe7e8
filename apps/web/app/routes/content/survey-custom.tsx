/**
 * Custom-training request (spec §2 `/formulaire/formulaire-sur-mesure`): the team, the subject and the wished format.
 * Stored by the API, acknowledged by e-mail; the page turns into a confirmation with the request's reference.
 */
import { Suspense, useState } from 'react';
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PARTICIPANTS_MAX, PREFERRED_FORMATS } from '@app/domain/content/surveys';
import { lazyExport } from '../../components/lazy-export.ts';
import { ContentShell } from '../../components/content/content-shell.tsx';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../../components/ui/fields.tsx';
import { SenderFields, senderDefaults } from '../../components/content/sender-fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useLazyForm } from '../../lib/lazy-form.ts';
import { pageTitle } from '../../lib/meta.ts';
import { screenRoute } from '../../lib/screen.server.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

const FIELDS = [
  'name',
  'email',
  'phone',
  'pharmacyName',
  'topic',
  'participants',
  'preferredFormat',
  'preferredPeriod',
  'details',
] as const;
/** The confirmation shows once the request is sent: it is downloaded then. */
const Confirmation = lazyExport(() => import('../../components/content/confirmation.tsx'), 'Confirmation');
/** The call and its field rules come with the form's first focus or submit. */
const loadForm = () => import('./survey-custom-form.ts');

export function loader({ request, context, pattern }: LoaderFunctionArgs) {
  screenRoute({ request, context, pattern });
  return null;
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'surveys.custom.title') }, areaPreload('content', matches)];

export default function SurveyCustom() {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const user = useSessionUser();
  // Given to the inputs, so the server-rendered page is already prefilled (before hydration).
  const sender = senderDefaults(user);
  const [reference, setReference] = useState<string | null>(null);
  const { errors, formError, submitting, formProps } = useLazyForm(FIELDS, loadForm, async (values, { requestCustomTraining, customTrainingBody }) => {
    const { data } = await api.call(requestCustomTraining, { body: customTrainingBody(values) });
    setReference(data.reference);
  });

  return (
    <ContentShell title={t('surveys.custom.heading')} intro={reference ? undefined : t('surveys.custom.intro')}>
      {reference ? (
        <Suspense fallback={null}>
          <Confirmation title={t('surveys.custom.thanks')} reference={reference}>
            <p>{t('surveys.acknowledged')}</p>
          </Confirmation>
        </Suspense>
      ) : (
        <form {...formProps} className="flex flex-col gap-5">
          {formError && <FormAlert>{formError}</FormAlert>}
          <p className="text-sm text-neutral-700">{t('forms.optionalMarked')}</p>
          <SenderFields defaults={sender} errors={errors} />
          <TextField
            label={t('forms.phoneOptional')}
            type="tel"
            autoComplete="tel"
            name="phone"
            error={errors.phone}
          />
          <TextField
            label={t('forms.pharmacyName')}
            autoComplete="organization"
            name="pharmacyName"
            error={errors.pharmacyName}
            defaultValue={user?.establishment?.name ?? ''}
          />
          <TextField label={t('surveys.custom.topic')} name="topic" error={errors.topic} />
          <TextField
            label={t('surveys.custom.participants')}
            type="number"
            inputMode="numeric"
            min={1}
            max={PARTICIPANTS_MAX}
            hint={t('surveys.custom.participantsHint', { max: PARTICIPANTS_MAX })}
            name="participants"
            error={errors.participants}
          />
          <SelectField label={t('surveys.custom.format')} name="preferredFormat" error={errors.preferredFormat}>
            <option value="">{t('forms.choose')}</option>
            {PREFERRED_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`surveys.formats.${format}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('surveys.custom.periodOptional')}
            name="preferredPeriod"
            error={errors.preferredPeriod}
          />
          <TextAreaField label={t('surveys.custom.details')} name="details" error={errors.details} />
          <div>
            <SubmitButton loading={submitting} loadingText={t('forms.sending')}>
              {t('forms.send')}
            </SubmitButton>
          </div>
        </form>
      )}
    </ContentShell>
  );
}
