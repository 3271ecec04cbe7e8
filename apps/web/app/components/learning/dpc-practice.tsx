import { useRef, useState, type FormEvent } from 'react';
import { completeDpcStep, uploadPracticeCertificate, type DpcCurrentFlow } from '@app/contracts/learning/dpc';
import { PRACTICE_CERTIFICATE_TYPES } from '@app/domain/learning/dpc-programme';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';

/**
 * The practice evaluation (EPP) step: its kind, the practice certificate's upload — a file input whose error (wrong
 * type, too big, none chosen) is beside it, the size checked before sending — the date of the one uploaded
 * (`CertificateUploadedDate`, dd/MM/yyyy), and the step's completion once a certificate is there.
 */
export function DpcPractice({ flow, blocked, onChange }: { flow: DpcCurrentFlow; blocked: boolean; onChange(flow: DpcCurrentFlow): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'complete' | null>(null);
  const { certificate, certificateMaxBytes, eppType } = flow.dpc;
  const max = String(certificateMaxBytes / 1024 / 1024);

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };
  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const file = input.current?.files?.[0];
    if (!file) return refuse(t('dpc.certificateChoose'));
    if (file.size > certificateMaxBytes) return refuse(t('dpc.certificateTooBig', { max }));
    setError(undefined);
    setBusy('upload');
    const body = new FormData();
    body.append('file', file);
    try {
      onChange((await api.call(uploadPracticeCertificate, { params: { id: flow.courseTrackingId }, body })).data);
      if (input.current) input.current.value = '';
    } catch (caught) {
      const { fields, form } = mapApiErrors(caught, ['file'], t('dpc.certificateFailed'));
      if (fields.file) refuse(fields.file);
      else if (isApiError(caught) && caught.httpStatus === 413) refuse(t('dpc.certificateTooBig', { max }));
      else setFailure(form);
    } finally {
      setBusy(null);
    }
  };
  const complete = async () => {
    setFailure(null);
    setBusy('complete');
    try {
      onChange((await api.call(completeDpcStep, { params: { id: flow.courseTrackingId }, body: { data: { step: 'practice' } } })).data);
    } catch (caught) {
      setFailure(mapApiErrors(caught, [], t('dpc.sendFailed')).form);
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="dpc-practice">
      <p className="text-neutral-800">{t('dpc.practiceIntro', { max })}</p>
      {eppType && <p className="font-semibold text-neutral-900">{t('dpc.practiceKind', { type: eppType })}</p>}
      {failure && <FormAlert>{failure}</FormAlert>}
      {certificate && (
        <FormAlert tone="success">
          <span data-testid="dpc-certificate">{t('dpc.certificateUploaded', { date: certificate.CertificateUploadedDate, name: certificate.fileName })}</span>
        </FormAlert>
      )}
      <form onSubmit={upload} noValidate className="flex flex-col gap-3">
        <TextField
          ref={input}
          type="file"
          name="file"
          accept={PRACTICE_CERTIFICATE_TYPES.join(',')}
          label={t('dpc.certificateLabel')}
          hint={t('dpc.certificateHint', { max })}
          error={error}
          disabled={blocked}
          onChange={() => setError(undefined)}
        />
        <div>
          <SubmitButton variant={certificate ? 'secondary' : 'primary'} loading={busy === 'upload'} loadingText={t('dpc.certificateUploading')} disabled={blocked || busy !== null}>
            {certificate ? t('dpc.certificateReplace') : t('dpc.certificateUpload')}
          </SubmitButton>
        </div>
      </form>
      {certificate && (
        <div>
          <Button onClick={() => void complete()} loading={busy === 'complete'} loadingText={t('dpc.practiceCompleting')} disabled={blocked || busy !== null}>
            {t('dpc.practiceComplete')}
          </Button>
        </div>
      )}
    </div>
  );
}
