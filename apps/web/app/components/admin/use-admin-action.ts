/** A back-office action run from a button or a small form: pending while it runs, then its outcome as a status line. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';

export interface ActionStatus {
  tone: 'error' | 'success';
  text: string;
}

/**
 * `run(call, success)`: the call, then the success text (from its answer); a failure shows the API's message, or
 * `fallback`.
 */
export function useAdminAction(fallback: string, initial: ActionStatus | null = null) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ActionStatus | null>(initial);
  const [pending, setPending] = useState(false);
  async function run<T>(call: () => Promise<T>, success: (answer: T) => string) {
    setPending(true);
    setStatus(null);
    try {
      setStatus({ tone: 'success', text: success(await call()) });
    } catch (error) {
      setStatus({ tone: 'error', text: mapApiErrors(error, [], fallback).form ?? t('errors.anErrorOccurred') });
    } finally {
      setPending(false);
    }
  }
  return { status, setStatus, pending, run };
}
