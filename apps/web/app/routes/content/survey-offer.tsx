/**
 * Offer survey (spec §2 `/offre`): who the visitor is and which kinds of training interest them. Stored by the API,
 * acknowledged by e-mail; the page turns into a confirmation with the answer's reference.
 */
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { Confirmation } from '../../components/content/confirmation.tsx';
import { ContentShell } from '../../components/content/content-shell.tsx';
import { Choice, ChoiceGroup, FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../../components/ui/fields.tsx';
import { SenderFields, senderDefaults } from '../../components/content/sender-fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useReferenceForm } from '../../components/content/use-reference-form.ts';
import { OFFER_ROLES, offerSurveyForm, submitOfferSurvey, type OfferSurveyForm } from '@app/contracts/content/surveys';
import { pageTitle } from '../../lib/meta.ts';
import { screenRoute } from '../../lib/screen.server.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

const FIELDS = ['name', 'email', 'pharmacyName', 'role', 'interests', 'message'] as const;

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
  // Also given to the inputs, so the server-rendered page is already prefilled (before hydration).
  const defaults: OfferSurveyForm = {
    ...senderDefaults(user),
    pharmacyName: user?.establishment?.name ?? '',
    role: '' as OfferSurveyForm['role'],
    interests: [],
    message: '',
  };
  const { form, submit, reference, formError } = useReferenceForm<OfferSurveyForm>({
    resolver: zodResolver(offerSurveyForm),
    defaultValues: defaults,
    fields: FIELDS,
    send: async (values) => {
      const { data } = await api.call(submitOfferSurvey, { body: { ...values, message: values.message || undefined } });
      return data.reference;
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <ContentShell title={t('surveys.offer.heading')} intro={reference ? undefined : t('surveys.offer.intro')}>
      {reference ? (
        <Confirmation title={t('surveys.thanks')} reference={reference}>
          <p>{t('surveys.acknowledged')}</p>
        </Confirmation>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          {formError && <FormAlert>{formError}</FormAlert>}
          <p className="text-sm text-neutral-700">{t('forms.optionalMarked')}</p>
          <SenderFields defaults={defaults} errors={{ name: errors.name?.message, email: errors.email?.message }} register={register} />
          <TextField
            label={t('forms.pharmacyName')}
            autoComplete="organization"
            error={errors.pharmacyName?.message}
            defaultValue={defaults.pharmacyName} {...register('pharmacyName')}
          />
          <SelectField label={t('surveys.role')} error={errors.role?.message} {...register('role')}>
            <option value="">{t('forms.choose')}</option>
            {OFFER_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`surveys.roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <ChoiceGroup legend={t('surveys.interests')} error={errors.interests?.message}>
            {TRAINING_TYPES.map((type) => (
              <Choice key={type} type="checkbox" value={type} label={t(`trainingType.${type}`)} {...register('interests')} />
            ))}
          </ChoiceGroup>
          <TextAreaField
            label={t('surveys.messageOptional')}
            error={errors.message?.message}
            {...register('message')}
          />
          <div>
            <SubmitButton loading={isSubmitting} loadingText={t('forms.sending')}>
              {t('forms.send')}
            </SubmitButton>
          </div>
        </form>
      )}
    </ContentShell>
  );
}
