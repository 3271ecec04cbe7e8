/**
 * Feedback (spec §2 `/feedback/:token`, feedback layout): a rating and a comment on the training the e-mailed token
 * names. The token works once; an unknown or used token gives a clear page (not the error screen).
 */
import { Suspense, useState } from 'react';
import { Link, data, useLoaderData, useParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { lazyExport } from '../../components/lazy-export.ts';
import { FeedbackFields } from '../../components/content/feedback-fields.tsx';
import { FormAlert, SubmitButton } from '../../components/ui/fields.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { getFeedbackTarget } from '@app/contracts/content/feedback';
import { useLazyForm } from '../../lib/lazy-form.ts';
import { pageTitle } from '../../lib/meta.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { Panel } from '../../components/ui/layout.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

type State = 'open' | 'used' | 'unknown';
const FIELDS = ['rating', 'comment'] as const;
/** The thanks show once the feedback is sent: they are downloaded then. */
const Confirmation = lazyExport(() => import('../../components/content/confirmation.tsx'), 'Confirmation');
/** The call and its field rules come with the form's first focus or submit. */
const loadForm = () => import('./feedback-form.ts');

export async function loader({ request, context, params, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data: target } = await serverApi(request, context).call(getFeedbackTarget, { params: { token: params.token ?? '' } });
    const state: State = target.used ? 'used' : 'open';
    return data({ state, training: target.training }, { status: target.used ? 410 : 200 });
  } catch (error) {
    if (isApiError(error) && error.httpStatus === 404) return data({ state: 'unknown' as State, training: null }, { status: 404 });
    if (isApiError(error) && error.httpStatus === 410) return data({ state: 'used' as State, training: null }, { status: 410 });
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(matches, 'feedback.title') }, areaPreload('content', matches)];

function ClosedToken({ state }: { state: 'used' | 'unknown' }) {
  const { t } = useTranslation();
  return (
    <Panel>
      <h1 className="text-2xl font-bold text-neutral-900">{t(state === 'used' ? 'feedback.usedHeading' : 'feedback.unknownHeading')}</h1>
      <p className="mt-3 text-neutral-800">{t(state === 'used' ? 'feedback.usedText' : 'feedback.unknownText')}</p>
      <p className="mt-6">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-lg bg-neutral-900 px-5 font-semibold text-white hover:bg-neutral-700"
        >
          {t('feedback.home')}
        </Link>
      </p>
    </Panel>
  );
}

export default function Feedback() {
  const loaded = useLoaderData<typeof loader>();
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [state, setState] = useState<State | 'sent'>(loaded.state);
  const [rating, setRating] = useState<number | null>(null);
  const { errors, formError, submitting, formProps } = useLazyForm(FIELDS, loadForm, async (values, { giveFeedback }) => {
    try {
      await api.call(giveFeedback, { params: { token }, body: { rating: values.rating, comment: values.comment || undefined } });
      setState('sent');
    } catch (error) {
      if (isApiError(error) && error.httpStatus === 410) return setState('used');
      if (isApiError(error) && error.httpStatus === 404) return setState('unknown');
      throw error;
    }
  });

  if (state === 'used' || state === 'unknown') return <ClosedToken state={state} />;
  return (
    <Panel>
      <h1 className="text-2xl font-bold text-neutral-900">{t('feedback.heading')}</h1>
      {loaded.training && <p className="mt-2 text-lg text-neutral-800">{t('feedback.about', { training: loaded.training.name })}</p>}
      <div className="mt-6">
        {state === 'sent' ? (
          <Suspense fallback={null}>
            <Confirmation title={t('feedback.thanks')}>
              <p>{t('feedback.thanksText')}</p>
            </Confirmation>
          </Suspense>
        ) : (
          <form {...formProps} className="flex flex-col gap-5">
            {formError && <FormAlert>{formError}</FormAlert>}
            <FeedbackFields texts="feedback" rating={rating} onRate={setRating} errors={errors} />
            <div>
              <SubmitButton loading={submitting} loadingText={t('forms.sending')}>
                {t('feedback.submit')}
              </SubmitButton>
            </div>
          </form>
        )}
      </div>
    </Panel>
  );
}
