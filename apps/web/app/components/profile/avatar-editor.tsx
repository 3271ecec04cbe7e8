/**
 * The user's photo in the infos tab (issue 13 part 3): the photo or the default picture, a file input with a preview
 * of the chosen picture before it is sent (its size checked first), and removal after a confirmation.
 */
import { useRef, useState, type FormEvent } from 'react';
import { deleteAvatar, updateProfilePic, type Profile } from '@app/contracts/profile/infos';
import { AVATAR_TYPES } from '@app/domain/profile/avatar';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { buttonClass } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import type { FormStatus } from './use-profile-form.ts';
import { UserAvatar } from './user-avatar.tsx';

export function AvatarEditor({ profile, onSaved }: { profile: Profile; onSaved(profile: Profile): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const max = String(profile.avatarMaxBytes / 1024 / 1024);
  const name = `${profile.firstName} ${profile.lastName}`.trim();

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };
  const choose = () => {
    setStatus(null);
    const file = input.current?.files?.[0];
    setPreview(null);
    if (file && file.size > profile.avatarMaxBytes) return refuse(t('profile.infos.photo.tooBig', { max }));
    setError(undefined);
    if (!file) return;
    // A data URL (the page's Content-Security-Policy allows data: pictures, not blob: ones).
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };
  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const file = input.current?.files?.[0];
    if (!file) return refuse(t('profile.infos.photo.choose'));
    if (file.size > profile.avatarMaxBytes) return refuse(t('profile.infos.photo.tooBig', { max }));
    setError(undefined);
    setBusy(true);
    const body = new FormData();
    body.append('file', file);
    try {
      const answer = await api.call(updateProfilePic, { body });
      onSaved(answer.data);
      setStatus({ tone: 'success', text: answer.message });
      setPreview(null);
      if (input.current) input.current.value = '';
    } catch (caught) {
      const { fields, form } = mapApiErrors(caught, ['file'], t('errors.anErrorOccurred'));
      if (fields.file) refuse(fields.file);
      else if (isApiError(caught) && caught.httpStatus === 413) refuse(t('profile.infos.photo.tooBig', { max }));
      else setStatus({ tone: 'error', text: form ?? t('errors.anErrorOccurred') });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setStatus(null);
    setBusy(true);
    try {
      const answer = await api.call(deleteAvatar, {});
      onSaved(answer.data);
      setStatus({ tone: 'success', text: answer.message });
    } catch (caught) {
      setStatus({ tone: 'error', text: mapApiErrors(caught, [], t('errors.anErrorOccurred')).form ?? t('errors.anErrorOccurred') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="infos-photo-title" className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6" data-testid="infos-photo">
      <h2 id="infos-photo-title" className="text-lg font-bold text-neutral-900">
        {t('profile.infos.photo.title')}
      </h2>
      {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <div className="flex items-center gap-4">
          <UserAvatar src={profile.avatar} initials={profile.initials} size={96} alt={t(profile.avatar ? 'profile.infos.photo.alt' : 'profile.infos.photo.defaultAlt', { name })} />
          {preview && (
            <figure className="flex flex-col items-center gap-1">
              <img src={preview} alt={t('profile.infos.photo.previewAlt')} width={96} height={96} className="size-24 rounded-full object-cover" data-testid="infos-photo-preview" />
              <figcaption className="text-xs text-neutral-700">{t('profile.infos.photo.preview')}</figcaption>
            </figure>
          )}
        </div>
        <form onSubmit={upload} noValidate className="flex flex-1 flex-col gap-3">
          <TextField
            ref={input}
            type="file"
            name="file"
            accept={AVATAR_TYPES.join(',')}
            label={t('profile.infos.photo.label')}
            hint={t('profile.infos.photo.hint', { max })}
            error={error}
            onChange={choose}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton loading={busy} loadingText={t('profile.infos.saving')}>
              {t('profile.infos.photo.submit')}
            </SubmitButton>
            {profile.avatar && (
              <ConfirmDialog
                triggerClassName={buttonClass('secondary')}
                disabled={busy}
                trigger={t('profile.infos.photo.remove')}
                title={t('profile.infos.photo.removeTitle')}
                text={t('profile.infos.photo.removeText')}
                cancel={t('profile.infos.photo.removeCancel')}
                confirm={t('profile.infos.photo.removeConfirm')}
                onConfirm={() => void remove()}
              />
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
