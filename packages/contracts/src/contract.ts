import { z } from 'zod';
import type { ContractPath } from './contract-path.ts';

/**
 * One contract per endpoint (spec §7): method, path, params, query, body and every answer, as zod. The API registers
 * its route from it (validation, OpenAPI, the CSRF flag); the web's typed client calls it; forms validate with its
 * body; tests parse answers with its responses. Types are inferred from it, never written twice.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The wrapper of every answer (spec §7): status, message and data, beside the HTTP status. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('Success'), message: z.string(), data });
}

/**
 * Every failure (spec §8): the message in the caller's language; `data.errors` by field on a 422. `requestId` is the
 * id of the request in the server's log lines (also the `x-request-id` header), for a support request to quote.
 */
export const errorEnvelope = z.object({ status: z.literal('Error'), message: z.string(), data: z.unknown(), requestId: z.string().optional() });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Statuses an endpoint may fail with; 419 (CSRF), 422 (invalid input) and 400 (unreadable upload) are added where they apply. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 416 | 419 | 422 | 429 | 503;

export interface ContractSpec extends ContractPath {
  method: Method;
  /**
   * True when the call changes state: it then needs the CSRF token whatever its method (the few GETs of spec §7 that
   * change state keep their method and need the token).
   */
  changesState: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of a successful answer. */
  data: z.ZodType;
  /** Success status when not 200. */
  successStatus?: 200 | 201 | 202;
  /** The success answer is the data itself, without the wrapper: only for a third-party client that reads it so. */
  bare?: true;
  /**
   * The success answer is a file's bytes (a media stream, a document), not JSON: 200 for the whole file, 206 for the
   * part a `Range` header asked for. `data` is then the bytes.
   */
  file?: true;
  /**
   * The body is multipart/form-data carrying a file (`body` is then the FormData the client sends): the API reads the
   * parts itself, with its size limit, instead of validating a JSON body.
   */
  upload?: true;
  errors: readonly ErrorStatus[];
  /** One line for the OpenAPI page. */
  summary?: string;
}

export type Contract<S extends ContractSpec = ContractSpec> = S & {
  /** Every status the endpoint may answer, each with its schema. */
  responses: Record<number, z.ZodType>;
};

/** Declares an endpoint's contract; every status it may answer gets its schema. */
export function defineContract<const S extends ContractSpec>(spec: S): Contract<S> {
  const errors = new Set<ErrorStatus>(spec.errors);
  if (spec.changesState) errors.add(419);
  if (spec.params || spec.query || spec.body) errors.add(422);
  // A multipart body the parser cannot read (no boundary, a part cut short) is refused before any field is.
  if (spec.upload) errors.add(400);
  const responses: Record<number, z.ZodType> = spec.file
    ? { 200: spec.data, 206: spec.data }
    : { [spec.successStatus ?? 200]: spec.bare ? spec.data : successEnvelope(spec.data) };
  for (const status of errors) responses[status] = errorEnvelope;
  return { ...spec, responses };
}

type Schema<C, K extends 'params' | 'query' | 'body'> = C extends Record<K, infer T extends z.ZodType> ? T : never;

/** What a handler receives once the API has validated the request. */
export type ParamsOf<C extends Contract> = [Schema<C, 'params'>] extends [never] ? unknown : z.output<Schema<C, 'params'>>;
export type QueryOf<C extends Contract> = [Schema<C, 'query'>] extends [never] ? unknown : z.output<Schema<C, 'query'>>;
export type BodyOf<C extends Contract> = [Schema<C, 'body'>] extends [never] ? unknown : z.output<Schema<C, 'body'>>;

/** The `data` of a file answer: its bytes. */
export const fileBytes = z.instanceof(Uint8Array);

/** The `data` of a successful answer, as the caller receives it. */
export type DataOf<C extends Contract> = z.output<C['data']>;

/** What a caller sends: only the parts the contract declares, each as its schema accepts it. */
export type CallInput<C extends Contract> = ([Schema<C, 'params'>] extends [never] ? { params?: never } : { params: z.input<Schema<C, 'params'>> }) &
  ([Schema<C, 'query'>] extends [never] ? { query?: never } : { query?: z.input<Schema<C, 'query'>> }) &
  ([Schema<C, 'body'>] extends [never] ? { body?: never } : { body: z.input<Schema<C, 'body'>> });
