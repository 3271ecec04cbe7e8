/**
 * Typed API client, the same in the browser and in loaders (ARCHITECTURE "How a request flows").
 * Spec §8: every failure becomes one shape `{ status: 'Error', message, httpStatus, error }` (thrown as ApiError), no retry.
 * Spec §7 / Sanctum: state-changing calls first fetch `/back/sanctum/csrf-cookie` when no XSRF cookie exists, then
 * echo the token in `X-XSRF-TOKEN`; every call carries `Accept-Language: <locale>` and credentials.
 */
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import type { CallInput, Contract, DataOf } from '@app/contracts/contract';
import { readRawCookie, removeCookie } from './cookies.ts';

/** A successful answer: the wrapper of spec §7 around the contract's data. */
export interface ApiEnvelope<T> {
  status: 'Success';
  message: string;
  data: T;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export const CSRF_COOKIE_PATH = '/back/sanctum/csrf-cookie';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export interface ApiClientOptions {
  fetch: FetchLike;
  /** Sent as Accept-Language; absent only before the platform (and so the locale) is known. */
  locale?: string;
  /** Current XSRF token; defaults to the browser's `XSRF-TOKEN` cookie. */
  getXsrfToken?: () => string | null | undefined;
  /**
   * Called when the API refuses the token (419, e.g. the session behind it is gone); defaults to expiring the
   * browser's XSRF cookie so the next write starts with a fresh CSRF cookie. The failed call itself is not retried.
   */
  onCsrfRejected?: () => void;
}

type QueryScalar = string | number | boolean | null | undefined;
/** A list is sent as repeated parameters. */
export type QueryValue = QueryScalar | readonly QueryScalar[];

/** How one request is sent; the contract decides the method, the path and whether the CSRF token goes with it. */
interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** The request outlives the page (a position saved as the learner leaves it). */
  keepalive?: boolean;
  /** The call changes state: it needs the CSRF token whatever its method (spec §7, the contract's `changesState`). */
  csrf: boolean;
}

/** The one failure shape of spec §8. */
export interface ApiFailure {
  status: 'Error';
  message: string;
  /** HTTP status; 0 when the request never got a response. */
  httpStatus: number;
  /** The raw error: the parsed response body, or the thrown network error. */
  error: unknown;
}

export class ApiError extends Error implements ApiFailure {
  readonly status = 'Error' as const;
  readonly httpStatus: number;
  readonly error: unknown;

  constructor(failure: Omit<ApiFailure, 'status'>) {
    super(failure.message);
    this.name = 'ApiError';
    this.httpStatus = failure.httpStatus;
    this.error = failure.error;
  }

  toJSON(): ApiFailure {
    return { status: this.status, message: this.message, httpStatus: this.httpStatus, error: this.error };
  }
}

export function isApiError(x: unknown): x is ApiError {
  return x instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Per-call options of `call`: the contract decides the method, the path and whether the CSRF token is sent. */
export type CallOptions = Pick<RequestOptions, 'headers' | 'signal' | 'keepalive'>;

export interface ApiClient {
  /** Calls the endpoint of a contract: its method, its path with the params filled in, its query and body. */
  call<C extends Contract>(contract: C, input: CallInput<C>, options?: CallOptions): Promise<ApiEnvelope<DataOf<C>>>;
  /** Calls an endpoint whose answer is a file (`file: true`): the response as it came (read by `lib/api-download.ts`). */
  raw<C extends Contract & { file: true }>(contract: C, input: CallInput<C>, options?: CallOptions): Promise<Response>;
}

function browserXsrfToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : readRawCookie(XSRF_COOKIE, document.cookie);
}

function forgetBrowserXsrfToken(): void {
  removeCookie(XSRF_COOKIE);
}

/** HTTP status of a refused CSRF token (Laravel/Sanctum's "page expired"). */
export const CSRF_MISMATCH_STATUS = 419;

function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return fallback;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const getXsrfToken = options.getXsrfToken ?? browserXsrfToken;
  const onCsrfRejected = options.onCsrfRejected ?? forgetBrowserXsrfToken;

  async function send(method: Method, path: string, body: unknown, opts: RequestOptions): Promise<Response> {
    const headers = new Headers(opts.headers);
    headers.set('Accept', 'application/json');
    if (options.locale) headers.set('Accept-Language', options.locale);
    const init: RequestInit = { method, headers, credentials: 'include', signal: opts.signal, ...(opts.keepalive ? { keepalive: true } : {}) };
    // A file goes as multipart/form-data: fetch writes its Content-Type with the boundary.
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(body);
    }
    if (opts.csrf) {
      let token = getXsrfToken();
      if (!token) {
        // One attempt only: the API sets the cookie; a still-missing token surfaces as the API's 419.
        await options.fetch(CSRF_COOKIE_PATH, { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } });
        token = getXsrfToken();
      }
      if (token) headers.set(XSRF_HEADER, token);
    }
    return options.fetch(withQuery(path, opts.query), init);
  }

  async function request<T>(method: Method, path: string, body: unknown, opts: RequestOptions): Promise<ApiEnvelope<T>> {
    let response: Response;
    try {
      response = await send(method, path, body, opts);
    } catch (error) {
      throw new ApiError({ message: error instanceof Error ? error.message : String(error), httpStatus: 0, error });
    }
    let parsed: unknown;
    try {
      parsed = await readBody(response);
    } catch (error) {
      throw new ApiError({ message: response.statusText || 'Network error', httpStatus: response.status, error });
    }
    const envelope = parsed as { status?: string; message?: string; data?: T } | null;
    if (response.status === CSRF_MISMATCH_STATUS) onCsrfRejected();
    if (!response.ok || (envelope && typeof envelope === 'object' && envelope.status === 'Error')) {
      throw new ApiError({
        message: messageOf(parsed, response.statusText || `HTTP ${response.status}`),
        httpStatus: response.status,
        error: parsed,
      });
    }
    if (response.status === 204 || parsed === null) return { status: 'Success', message: '', data: null as T };
    if (!envelope || typeof envelope !== 'object' || !('data' in envelope)) {
      throw new ApiError({ message: 'Unexpected response from the server', httpStatus: response.status, error: parsed });
    }
    return { status: 'Success', message: envelope.message ?? '', data: envelope.data as T };
  }

  const partsOf = (contract: Contract, input: unknown, opts?: CallOptions) => {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    return [contract.method, API_PREFIX + pathOf(contract, params), body, { ...opts, query: query as Record<string, QueryValue> | undefined, csrf: contract.changesState }] as const;
  };

  return {
    call: (contract, input, opts) => request(...partsOf(contract, input, opts)),
    raw: (contract, input, opts) => send(...partsOf(contract, input, opts)),
  };
}
