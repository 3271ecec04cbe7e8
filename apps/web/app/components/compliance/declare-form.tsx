/**
 * The form declaring an action done elsewhere (issue 19 part 2), loaded with its dialog's first opening: what it was,
 * who delivered it, when it ended, what it brings (among the tags the rules ask for) and the proof file. The file's size
 * is checked before sending; the API's refusals are put beside their fields.
 */
import { declareAction } from '@app/contracts/compliance/declarations';
import type { ActionTag } from '@app/domain/compliance/rule-sets';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useUploadForm } from '../admin/upload-form.tsx';
import { Button } from '../ui/button.tsx';
import { Choice, ChoiceGroup, FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';

const FIELDS = ['title', 'provider', 'completedOn', 'tags', 'file'] as const;

export default function DeclareForm({ declarableTags, maxBytes, today, onDone, onCancel }: {
  declarableTags: readonly ActionTag[];
  maxBytes: number;
  /** Today in Europe/Paris: the latest end date the form offers. */
  today: string;
  onDone(message: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const max = String(maxBytes / 1024 / 1024);
  const upload = useUploadForm(declareAction, { fields: FIELDS, maxBytes, tooBig: t('compliance.declarations.fileTooBig', { max }), onSaved: onDone });
  return (
    <form onSubmit={upload.submit} noValidate encType="multipart/form-data" className="flex flex-col gap-4" data-testid="declare-form">
      {upload.status?.tone === 'error' && <FormAlert>{upload.status.text}</FormAlert>}
      <TextField name="title" label={t('compliance.declarations.title')} error={upload.errors.title} required maxLength={200} autoComplete="off" />
      <TextField name="provider" label={t('compliance.declarations.provider')} error={upload.errors.provider} required maxLength={200} autoComplete="off" />
      <TextField type="date" name="completedOn" label={t('compliance.declarations.completedOn')} error={upload.errors.completedOn} required max={today} />
      <ChoiceGroup legend={t('compliance.declarations.tags')} error={upload.errors.tags}>
        {declarableTags.map((tag) => (
          <Choice key={tag} type="checkbox" name="tags" value={tag} label={t(`compliance.declarations.tag.${tag}`)} />
        ))}
      </ChoiceGroup>
      <p className="-mt-2 text-sm text-neutral-700">{t('compliance.declarations.tagsHint')}</p>
      <TextField
        type="file"
        name="file"
        accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
        label={t('compliance.declarations.file')}
        hint={t('compliance.declarations.fileHint', { max })}
        error={upload.errors.file}
        required
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={upload.busy}>
          {t('compliance.declarations.cancel')}
        </Button>
        <SubmitButton loading={upload.busy} loadingText={t('compliance.declarations.sending')}>
          {t('compliance.declarations.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
