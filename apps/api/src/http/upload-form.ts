import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../errors/app-error.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { fieldErrors } from '../plugins/error-handler.ts';
import { readingMultipart } from './multipart.ts';

/** Why an uploaded file is refused, each with its message beside the `file` field. */
export type FileProblem = 'missing' | 'empty' | 'type' | 'tooBig';

/** The messages of a form's file refusals; `tooBig` gets `{max}` (megabytes). */
export type FileMessages = Record<FileProblem, MessageKey>;

/** A refused file: 422 with its message beside `file`, in the caller's language. */
export function fileRefusal(lang: Lang, messages: FileMessages, problem: FileProblem, maxBytes: number): AppError {
  const params = { max: String(maxBytes / 1024 / 1024) };
  return new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { file: [translate(lang, messages[problem], params)] } }, params);
}

export interface UploadedForm<F> {
  fields: F;
  /** The file part, read up to one byte over the limit (the domain's check then says it is too big); null when none was sent. */
  file: { bytes: Buffer; name: string } | null;
}

/** Room for the multipart envelope around the file: a body announcing more than the file's limit and this is refused unread. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Reads an upload form: its text fields, checked with the contract's schema (422 by field, like a JSON body; a field
 * sent several times, as checkboxes are, is a list), and at most one `file` part. The file's bytes are read to one
 * byte past `maxBytes` and no further. The scope registers the multipart plugin with its limits on parts and fields.
 */
export async function readUploadForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  file: { maxBytes: number; messages: FileMessages },
): Promise<UploadedForm<z.output<S>>> {
  const lang = request.lang;
  if (Number(request.headers['content-length'] ?? 0) > file.maxBytes + MULTIPART_OVERHEAD) throw fileRefusal(lang, file.messages, 'tooBig', file.maxBytes);
  if (!request.isMultipart()) throw fileRefusal(lang, file.messages, 'missing', file.maxBytes);
  const values: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  };
  let uploaded: UploadedForm<unknown>['file'] = null;
  await readingMultipart(async () => {
    for await (const part of request.parts({ limits: { fileSize: file.maxBytes + 1 } })) {
      if (part.type === 'field') {
        add(part.fieldname, part.value);
      } else if (part.fieldname === 'file' && !uploaded) {
        const bytes = await part.toBuffer().catch((error: unknown) => {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileRefusal(lang, file.messages, 'tooBig', file.maxBytes);
          throw error;
        });
        uploaded = { bytes, name: part.filename };
      } else {
        // Another file part is not read: drained so the request completes.
        await part.toBuffer().catch(() => undefined);
        add(part.fieldname, part.filename);
      }
    }
  });
  const parsed = schema.safeParse(values, { reportInput: true });
  if (!parsed.success) {
    const validation = parsed.error.issues.map(({ code, path, message, ...params }) => ({ keyword: code, instancePath: `/${path.join('/')}`, message, params }));
    throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: fieldErrors(validation, 'body', lang) });
  }
  return { fields: parsed.data, file: uploaded };
}
