import { AppError } from '../errors/app-error.ts';

/**
 * Reads a multipart body through `read`, answering 400 for what the parser finds wrong with the body itself (no
 * boundary, a part cut short, a malformed header): those come as plain errors without a status, which would
 * otherwise be a 500. Refusals with a status of their own (a file over its limit, a forbidden field name) pass.
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError('BAD_REQUEST', 'errors.badRequest', null, {}, { cause: error });
  }
}
