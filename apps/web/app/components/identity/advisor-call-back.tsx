/**
 * The advisor call-back request (spec §7 `POST /api/user/sendAdvisorMessage {message}`, the default call-back text):
 * one button, then its confirmation in a polite live region. Shown on the contact page and on the profile's advisor card.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { FormAlert } from '../ui/fields.tsx';

type CallBack = 'idle' | 'sending' | 'sent' | 'failed';

export function AdvisorCallBack() {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [state, setState] = useState<CallBack>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const ask = async () => {
    setState('sending');
    setFailure(null);
    try {
      // The contract (and zod) comes with the click, not with the page showing the button.
      const { sendAdvisorMessage } = await import('@app/contracts/content/contact');
      await api.call(sendAdvisorMessage, { body: { message: t('advisor.callBack.message') } });
      setState('sent');
    } catch (error) {
      setFailure(mapApiErrors(error, [], t('errors.anErrorOccurred')).form);
      setState('failed');
    }
  };
  return (
    <div className="mt-4" aria-live="polite">
      {state === 'sent' ? (
        <FormAlert tone="success">{t('advisor.callBack.sent')}</FormAlert>
      ) : (
        <>
          {failure && <FormAlert>{failure}</FormAlert>}
          <button
            type="button"
            onClick={ask}
            disabled={state === 'sending'}
            aria-busy={state === 'sending' || undefined}
            className="mt-2 inline-flex min-h-11 items-center rounded-lg border border-neutral-900 bg-white px-5 font-semibold text-neutral-900 hover:bg-neutral-100 disabled:opacity-70"
          >
            {state === 'sending' ? t('forms.sending') : t('advisor.callBack.button')}
          </button>
        </>
      )}
    </div>
  );
}
