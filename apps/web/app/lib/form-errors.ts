/** API validation errors (422 `data.errors`: field → messages, spec §8) mapped back onto a form's fields. */
import { isApiError } from './api-client.ts';

/** First message of each field of a 422 answer; null when the failure is not a field validation failure. */
export function apiFieldErrors(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.httpStatus !== 422) return null;
  const body = error.error as { data?: { errors?: unknown } } | null;
  const errors = body?.data?.errors;
  if (!errors || typeof errors !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : typeof messages === 'string' ? messages : undefined;
    if (first) out[field] = first;
  }
  return out;
}

export interface MappedErrors {
  /** Messages set on fields of the form. */
  fields: Record<string, string>;
  /** What could not be placed on a field (the API's message, or messages of fields the form does not have). */
  form: string | null;
}

/**
 * Splits an API failure between the form's fields and one form-level message. Field keys are the API's body field
 * names, which the forms use as their own names.
 */
export function mapApiErrors(error: unknown, fieldNames: readonly string[], fallback: string): MappedErrors {
  const byField = apiFieldErrors(error);
  const fields: Record<string, string> = {};
  const leftovers: string[] = [];
  for (const [field, message] of Object.entries(byField ?? {})) {
    if (fieldNames.includes(field)) fields[field] = message;
    else leftovers.push(message);
  }
  let form: string | null = null;
  if (leftovers.length > 0) form = leftovers.join(' ');
  else if (Object.keys(fields).length === 0) form = isApiError(error) && error.httpStatus > 0 && error.message ? error.message : fallback;
  return { fields, form };
}
