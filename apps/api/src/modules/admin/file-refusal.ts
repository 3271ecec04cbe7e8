import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';

/** Why an uploaded file is refused, each with its message beside the `file` field. */
export type FileProblem = 'missing' | 'empty' | 'type' | 'tooBig';

/** The messages of a form's file refusals; `tooBig` gets `{max}` (megabytes). */
export type FileMessages = Record<FileProblem, MessageKey>;

/** A refused file: 422 with its message beside `file`, in the administrator's language. */
export function fileRefusal(lang: Lang, messages: FileMessages, problem: FileProblem, maxBytes: number): AppError {
  const params = { max: String(maxBytes / 1024 / 1024) };
  return new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { file: [translate(lang, messages[problem], params)] } }, params);
}

export interface UploadedForm<F> {
  fields: F;
  /** The file part, read up to one byte over the limit (the domain's check then says it is too big); null when none was sent. */
  file: { bytes: Buffer; name: string } | null;
}
