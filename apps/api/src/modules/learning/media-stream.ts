import type { ModuleContent } from '@app/db/schema/module-contents';
import { contentRange, resolveRange } from '@app/domain/learning/media-range';
import { AppError } from '../../errors/app-error.ts';
import { contentFile } from './media-store.ts';

/** How to answer a request for a step's file: the status, its headers and the bytes to send (both ends inclusive). */
export interface FileAnswer {
  status: 200 | 206;
  headers: Record<string, string>;
  path: string;
  start: number;
  end: number;
}

/**
 * The answer to a request for a step's file with its `Range` header, if any (`resolveRange`): the whole file with
 * Accept-Ranges, one span with Content-Range, or 416 naming the size. The same for videos, podcasts and documents.
 */
export async function fileAnswer(contentDir: string, content: Pick<ModuleContent, 'storageKey' | 'mimeType'>, range: string | undefined): Promise<FileAnswer> {
  const file = await contentFile(contentDir, content.storageKey);
  const answer = resolveRange(range, file.size);
  const headers: Record<string, string> = {
    'content-type': content.mimeType ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
    // The learner's own copy: kept by their browser, never by a shared cache.
    'cache-control': 'private, max-age=3600',
  };
  if (answer.kind === 'unsatisfiable') {
    throw new AppError('RANGE_NOT_SATISFIABLE', 'errors.rangeNotSatisfiable', null, {}, { headers: { 'content-range': contentRange(answer, file.size)!, 'accept-ranges': 'bytes' } });
  }
  const [start, end] = answer.kind === 'partial' ? [answer.start, answer.end] : [0, file.size - 1];
  headers['content-length'] = String(end - start + 1);
  if (answer.kind === 'partial') headers['content-range'] = contentRange(answer, file.size)!;
  return { status: answer.kind === 'partial' ? 206 : 200, headers, path: file.path, start, end };
}
