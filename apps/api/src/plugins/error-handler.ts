import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { isDatabaseUnavailable } from '@app/db/client';
import { AppError, errorCodeForStatus, type ErrorCode } from '../errors/app-error.ts';
import { isMessageKey, translate, type MessageKey } from '../i18n/messages.ts';
import type { Lang } from '@app/domain/platform/locales';

const MESSAGE_FOR_CODE: Record<ErrorCode, MessageKey> = {
  BAD_REQUEST: 'errors.badRequest',
  UNAUTHENTICATED: 'errors.unauthenticated',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.notFound',
  METHOD_NOT_ALLOWED: 'errors.methodNotAllowed',
  CONFLICT: 'errors.badRequest',
  GONE: 'errors.invalidToken',
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'errors.unsupportedMediaType',
  RANGE_NOT_SATISFIABLE: 'errors.rangeNotSatisfiable',
  CSRF_TOKEN_MISMATCH: 'errors.csrfTokenMismatch',
  VALIDATION_FAILED: 'errors.validationFailed',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  INTERNAL: 'errors.internal',
  UNAVAILABLE: 'errors.unavailable',
};

/** What a 503 of an unreachable database asks the client to wait: a restart's recovery takes seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

const zodLocales = { fr: z.locales.fr(), es: z.locales.es() };

function zodMessage(lang: Lang, issue: Record<string, unknown>): string | undefined {
  const message = zodLocales[lang].localeError?.(issue as unknown as z.core.$ZodRawIssue);
  return typeof message === 'string' ? message : message?.message;
}

/** Placeholders of a message: the issue's own values and those a custom rule put in its `params`. */
function stringParams(params: Record<string, unknown> = {}): Record<string, string> {
  const nested = typeof params.params === 'object' && params.params !== null ? (params.params as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries({ ...params, ...nested }).map(([k, v]) => [k, String(v)]));
}

interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Field errors keyed by field path, each message in the caller's language (zod's own translations). */
export function fieldErrors(validation: ValidationEntry[], context: string | undefined, lang: Lang) {
  // A Map, not an object: a field named `constructor` or `__proto__` (a hostile query key) is a field like any other.
  const errors = new Map<string, string[]>();
  for (const entry of validation) {
    const text = isMessageKey(entry.message)
      ? translate(lang, entry.message, stringParams(entry.params))
      : zodMessage(lang, { code: entry.keyword, ...entry.params, path: [], message: entry.message }) || (entry.message ?? '');
    const keys = entry.keyword === 'unrecognized_keys' ? ((entry.params?.keys as string[]) ?? []) : [''];
    for (const key of keys) {
      const field = [entry.instancePath.replace(/^\//, '').replaceAll('/', '.'), key].filter(Boolean).join('.') || context || 'body';
      errors.set(field, [...(errors.get(field) ?? []), text]);
    }
  }
  return Object.fromEntries(errors);
}

/**
 * One error handler: every failure becomes the wrapper with its HTTP status; 5xx details are logged (with the request
 * id, as every line of the request's logger), never sent. The answer carries the same request id.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
      const lang = request.lang ?? 'fr';
      // The database away (restart, failover): 503, to be asked again in a moment, not a failure of the request.
      const error = isDatabaseUnavailable(thrown)
        ? new AppError('UNAVAILABLE', 'errors.unavailable', null, {}, { cause: thrown, headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } })
        : thrown;
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        return reply.code(error.statusCode).headers(error.headers).send({
          status: 'Error',
          message: translate(lang, error.messageKey, error.params),
          data: error.data,
          requestId: request.id,
        });
      }
      if (error.validation) {
        return reply.code(422).send({
          status: 'Error',
          message: translate(lang, 'errors.validationFailed'),
          data: { errors: fieldErrors(error.validation as ValidationEntry[], error.validationContext, lang) },
          requestId: request.id,
        });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      const key: MessageKey = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'errors.invalidJson'
        : MESSAGE_FOR_CODE[errorCodeForStatus(status)];
      return reply.code(status).send({ status: 'Error', message: translate(lang, key, { path: request.url }), data: null, requestId: request.id });
    });
  },
  { name: 'error-handler' },
);
