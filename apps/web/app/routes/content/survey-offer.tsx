/**
 * Offer survey (spec §2 `/offre`): who the visitor is and which kinds of training interest them. Stored by the API,
 * acknowledged by e-mail; the page turns into a confirmation with the answer's reference.
 */
import { Suspense, useState } from 'react';
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { OFFER_ROLES } from '@app/domain/content/surveys';
import { lazyExport } from '../../components/lazy-export.ts';
import { ContentShell } from '../../components/content/content-shell.tsx';
import { Choice, ChoiceGroup, FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../../components/ui/fields.tsx';
import { SenderFields, senderDefaults } from '../../components/content/sender-fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useLazyForm } from '../../lib/lazy-form.ts';
import { pageTitle } from '../../lib/meta.ts';
import { screenRoute } from '../../lib/screen.server.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

const FIELDS = ['name', 'email', 'pharmacyName', 'role', 'interests', 'message'] as const;
/** The confirmation shows once the answer is sent: it is downloaded then. */
const Confirmation = lazyExport(() => import('../../components/content/confirmation.tsx'), 'Confirmation');
/** The call and its field rules come with the form's first focus or submit. */
const loadForm = () => import('./survey-offer-form.ts');

export function loader({ request, context, pattern }: LoaderFunctionArgs) {
  screenRoute({ request, context, pattern });
  return null;
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'surveys.offer.title') }, areaPreload('content', matches)];

export default function SurveyOffer() {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const user = useSessionUser();
  // Given to the inputs, so the server-rendered page is already prefilled (before hydration).
  const sender = senderDefaults(user);
  const [reference, setReference] = useState<string | null>(null);
  const { errors, formError, submitting, formProps } = useLazyForm(FIELDS, loadForm, async (values, { submitOfferSurvey }) => {
    const { data } = await api.call(submitOfferSurvey, { body: { ...values, message: values.message || undefined } });
    setReference(data.reference);
  });

  return (
    <ContentShell title={t('surveys.offer.heading')} intro={reference ? undefined : t('surveys.offer.intro')}>
      {reference ? (
        <Suspense fallback={null}>
          <Confirmation title={t('surveys.thanks')} reference={reference}>
            <p>{t('surveys.acknowledged')}</p>
          </Confirmation>
        </Suspense>
      ) : (
        <form {...formProps} className="flex flex-col gap-5">
          {formError && <FormAlert>{formError}</FormAlert>}
          <p className="text-sm text-neutral-700">{t('forms.optionalMarked')}</p>
          <SenderFields defaults={sender} errors={errors} />
          <TextField
            label={t('forms.pharmacyName')}
            autoComplete="organization"
            name="pharmacyName"
            error={errors.pharmacyName}
            defaultValue={user?.establishment?.name ?? ''}
          />
          <SelectField label={t('surveys.role')} name="role" error={errors.role}>
            <option value="">{t('forms.choose')}</option>
            {OFFER_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`surveys.roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <ChoiceGroup legend={t('surveys.interests')} error={errors.interests}>
            {TRAINING_TYPES.map((type) => (
              <Choice key={type} type="checkbox" value={type} label={t(`trainingType.${type}`)} name="interests" />
            ))}
          </ChoiceGroup>
          <TextAreaField label={t('surveys.messageOptional')} name="message" error={errors.message} />
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
