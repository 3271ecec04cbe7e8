/**
 * What the back-office's upload screens share (issue 17 parts 2 and 7): a form sent as multipart from the browser, its
 * file's size checked before it leaves, the API's field errors put beside the fields, a pending state while it is
 * sent, and the screen's data read again once saved.
 */
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { Contract } from '@app/contracts/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';

export interface UploadStatus {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Sends a form to an upload contract. `tooBig` is the file field's message when the chosen file is over `maxBytes`
 * (then nothing is sent); the other refusals are the API's.
 */
export function useUploadForm(contract: Contract & { upload: true }, { fields, maxBytes, tooBig, onSaved }: { fields: readonly string[]; maxBytes: number; tooBig: string; onSaved?: (message: string) => void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const file = body.get('file');
    // An input left empty still sends an empty part: sent without it, the API says what is missing.
    if (file instanceof File && file.size === 0 && file.name === '') body.delete('file');
    setStatus(null);
    if (file instanceof File && file.size > maxBytes) {
      setErrors({ file: tooBig });
      form.querySelector<HTMLInputElement>('[name="file"]')?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await api.call(contract, { body } as never);
      form.reset();
      // The screen shows what was saved when it says so (a failed re-read leaves the saved change saved).
      await revalidator.revalidate().catch(() => undefined);
      onSaved?.(answer.message);
      setStatus({ tone: 'success', text: answer.message });
    } catch (caught) {
      const mapped = mapApiErrors(caught, fields, t('errors.anErrorOccurred'));
      setErrors(mapped.fields);
      if (mapped.form) setStatus({ tone: 'error', text: mapped.form });
      const first = fields.find((name) => mapped.fields[name]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } finally {
      setBusy(false);
    }
  };
  return { submit: (event: FormEvent<HTMLFormElement>) => void submit(event), errors, status, busy };
}
