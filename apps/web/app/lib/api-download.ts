/**
 * A file answer (`file: true`) downloaded through the typed client (with the CSRF token on a write): its bytes and the
 * name the API gives it, or the one failure shape of spec §8. Kept out of the client itself, which every page loads.
 */
import type { CallInput, Contract } from '@app/contracts/contract';
import { ApiError, CSRF_MISMATCH_STATUS, XSRF_COOKIE, type ApiClient } from './api-client.ts';
import { removeCookie } from './cookies.ts';

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function attachmentName(header: string | null): string | null {
  return header ? (/filename="([^"]+)"/.exec(header)?.[1] ?? null) : null;
}

export async function downloadFile<C extends Contract & { file: true }>(api: ApiClient, contract: C, input: CallInput<C>): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await api.raw(contract, input);
  } catch (error) {
    throw new ApiError({ message: error instanceof Error ? error.message : String(error), httpStatus: 0, error });
  }
  if (!response.ok) {
    // The next write starts with a fresh CSRF cookie, as the client does for its other calls.
    if (response.status === CSRF_MISMATCH_STATUS) removeCookie(XSRF_COOKIE);
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({ message: body?.message || response.statusText || `HTTP ${response.status}`, httpStatus: response.status, error: body });
  }
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('content-disposition')) };
}
