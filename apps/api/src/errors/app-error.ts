import type { MessageKey } from '../i18n/messages.ts';

/** Error codes of the API and their HTTP statuses (one map, one shape: spec §7, §8). */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  CSRF_TOKEN_MISMATCH: 419,
  VALIDATION_FAILED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly statusCode: number;
  /** Headers the answer carries (Retry-After of a 429). */
  readonly headers: Record<string, string>;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly data: unknown = null,
    readonly params: Record<string, string> = {},
    options?: ErrorOptions & { headers?: Record<string, string> },
  ) {
    super(messageKey, options);
    this.statusCode = ERROR_STATUS[code];
    this.headers = options?.headers ?? {};
  }
}

export function errorCodeForStatus(status: number): ErrorCode {
  const found = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}
