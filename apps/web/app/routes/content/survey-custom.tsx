/**
 * Custom-training request (spec §2 `/formulaire/formulaire-sur-mesure`): the team, the subject and the wished format.
 * Stored by the API, acknowledged by e-mail; the page turns into a confirmation with the request's reference.
 */
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Confirmation } from '../../components/content/confirmation.tsx';
import { ContentShell } from '../../components/content/content-shell.tsx';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../../components/ui/fields.tsx';
import { SenderFields, senderDefaults } from '../../components/content/sender-fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useReferenceForm } from '../../components/content/use-reference-form.ts';
import {
  PARTICIPANTS_MAX,
  PREFERRED_FORMATS,
  customTrainingBody,
  customTrainingForm,
  requestCustomTraining,
  type CustomTrainingForm,
} from '@app/contracts/content/surveys';
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
  // Also given to the inputs, so the server-rendered page is already prefilled (before hydration).
  const defaults: CustomTrainingForm = {
    ...senderDefaults(user),
    phone: '',
    pharmacyName: user?.establishment?.name ?? '',
    topic: '',
    participants: '',
    preferredFormat: '' as CustomTrainingForm['preferredFormat'],
    preferredPeriod: '',
    details: '',
  };
  const { form, submit, reference, formError } = useReferenceForm<CustomTrainingForm>({
    resolver: zodResolver(customTrainingForm),
    defaultValues: defaults,
    fields: FIELDS,
    send: async (values) => {
      const { data } = await api.call(requestCustomTraining, { body: customTrainingBody(values) });
      return data.reference;
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <ContentShell title={t('surveys.custom.heading')} intro={reference ? undefined : t('surveys.custom.intro')}>
      {reference ? (
        <Confirmation title={t('surveys.custom.thanks')} reference={reference}>
          <p>{t('surveys.acknowledged')}</p>
        </Confirmation>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          {formError && <FormAlert>{formError}</FormAlert>}
          <p className="text-sm text-neutral-700">{t('forms.optionalMarked')}</p>
          <SenderFields defaults={defaults} errors={{ name: errors.name?.message, email: errors.email?.message }} register={register} />
          <TextField
            label={t('forms.phoneOptional')}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label={t('forms.pharmacyName')}
            autoComplete="organization"
            error={errors.pharmacyName?.message}
            defaultValue={defaults.pharmacyName} {...register('pharmacyName')}
          />
          <TextField label={t('surveys.custom.topic')} error={errors.topic?.message} {...register('topic')} />
          <TextField
            label={t('surveys.custom.participants')}
            type="number"
            inputMode="numeric"
            min={1}
            max={PARTICIPANTS_MAX}
            hint={t('surveys.custom.participantsHint', { max: PARTICIPANTS_MAX })}
            error={errors.participants?.message}
            {...register('participants')}
          />
          <SelectField label={t('surveys.custom.format')} error={errors.preferredFormat?.message} {...register('preferredFormat')}>
            <option value="">{t('forms.choose')}</option>
            {PREFERRED_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`surveys.formats.${format}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('surveys.custom.periodOptional')}
            error={errors.preferredPeriod?.message}
            {...register('preferredPeriod')}
          />
          <TextAreaField label={t('surveys.custom.details')} error={errors.details?.message} {...register('details')} />
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
