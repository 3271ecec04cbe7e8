/**
 * Contact (spec §2 `/compte/contact` | `/cuenta/contactar` and `/contact`): a message stored and sent to the
 * platform's contact address. For a logged-in user the form is prefilled and the advisor call-back request is
 * offered (§7 `POST /api/user/sendAdvisorMessage {message}` with the default call-back text).
 */
import { Suspense, useState } from 'react';
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { lazyExport } from '../../components/lazy-export.ts';
import { ContentShell } from '../../components/content/content-shell.tsx';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '../../components/ui/fields.tsx';
import { SenderFields, senderDefaults } from '../../components/content/sender-fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useLazyForm } from '../../lib/lazy-form.ts';
import type { ContactForm } from '@app/contracts/content/contact';
import { pageDescription, pageTitle } from '../../lib/meta.ts';
import { screenRoute } from '../../lib/screen.server.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
/** Only a signed-in user sees the advisor call-back: visitors do not download it. */
const AdvisorCallBack = lazyExport(() => import('../../components/identity/advisor-call-back.tsx'), 'AdvisorCallBack');
/** The confirmation shows once a message is sent: it is downloaded then. */
const Confirmation = lazyExport(() => import('../../components/content/confirmation.tsx'), 'Confirmation');
/** The call and its field rules come with the form's first focus or submit. */
const loadForm = () => import('./contact-form.ts');

export function loader({ request, context, pattern }: LoaderFunctionArgs) {
  screenRoute({ request, context, pattern });
  return null;
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'contact.title') }, pageDescription(matches, 'contact'), areaPreload('content', matches)];

function AdvisorCallBackSection() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <section aria-labelledby="advisor-callback" className="mb-8 rounded-xl border border-neutral-200 bg-neutral-50 p-5">
      <h2 id="advisor-callback" className="text-lg font-bold text-neutral-900">
        {t('contact.advisor.heading')}
      </h2>
      <p className="mt-1 text-neutral-800">
        {user.advisor ? t('contact.advisor.introNamed', { name: user.advisor.name }) : t('contact.advisor.intro')}
      </p>
      <Suspense fallback={null}>
        <AdvisorCallBack />
      </Suspense>
    </section>
  );
}

export default function Contact() {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const user = useSessionUser();
  // Also given to the inputs, so the server-rendered page is already prefilled (before hydration).
  const defaults: ContactForm = {
    ...senderDefaults(user),
    subject: '',
    message: '',
  };
  const [reference, setReference] = useState<string | null>(null);
  const { errors, formError, submitting, formProps } = useLazyForm(FIELDS, loadForm, async (values, { sendContactMessage }) => {
    const { data } = await api.call(sendContactMessage, { body: values });
    setReference(data.reference);
  });

  return (
    <ContentShell title={t('contact.heading')} intro={reference ? undefined : t('contact.intro')}>
      <AdvisorCallBackSection />
      {reference ? (
        <Suspense fallback={null}>
          <Confirmation title={t('contact.thanks')} reference={reference}>
            <p>{t('contact.answerSoon')}</p>
          </Confirmation>
        </Suspense>
      ) : (
        <form {...formProps} className="flex flex-col gap-5" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-lg font-bold text-neutral-900">
            {t('contact.formHeading')}
          </h2>
          {formError && <FormAlert>{formError}</FormAlert>}
          <SenderFields defaults={defaults} errors={errors} />
          <TextField label={t('contact.subject')} name="subject" defaultValue={defaults.subject} error={errors.subject} />
          <TextAreaField label={t('contact.message')} rows={7} name="message" defaultValue={defaults.message} error={errors.message} />
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
