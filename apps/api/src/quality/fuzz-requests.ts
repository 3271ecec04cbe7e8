/**
 * Issue 18 part 2: requests a fuzzing tool would send to one endpoint, as fast-check arbitraries. Values are drawn
 * from the contract's own zod schemas (so that most requests pass validation and the handlers run deep) mixed with
 * hostile ones: huge and deeply nested values, wrong types, invalid UTF-8, path traversal, NUL, SQL and HTML
 * metacharacters, huge and negative numbers, wrong content types and broken multipart bodies. The requests are raw
 * (method, URL, headers, bytes): the runner adds the session cookie and CSRF token of the caller each one names.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import type { Contract, Method } from '@app/contracts/contract';
import { API_PREFIX } from '@app/contracts/contract-path';

/** Whose session the request carries: none, a signed-in learner's or a signed-in administrator's. */
export type Caller = 'visitor' | 'learner' | 'admin';
const CALLERS: readonly Caller[] = ['visitor', 'learner', 'admin'];

export interface FuzzRequest {
  method: Method | 'HEAD' | 'OPTIONS';
  /** Path and query, already encoded (or deliberately not, for traversal attempts). */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  caller: Caller;
  /** The caller's CSRF token, none, or one that does not match its session. */
  csrf: 'valid' | 'missing' | 'wrong';
}

/** What the runner knows of a signed-in caller. */
export interface CallerSession {
  cookie: string;
  token: string;
}

/** The headers to send: the request's own plus the caller's session cookie and the CSRF token it asked for. */
export function headersFor(request: FuzzRequest, session: CallerSession | undefined): Record<string, string> {
  const headers = { ...request.headers };
  if (session) headers.cookie = [headers.cookie, session.cookie].filter(Boolean).join('; ');
  if (request.csrf === 'valid' && session) headers['x-xsrf-token'] = session.token;
  if (request.csrf === 'wrong') headers['x-xsrf-token'] = 'not-the-token';
  return headers;
}

/** A string past the body limit (1 MB), built once. */
const HUGE = 'a'.repeat(1024 * 1024 + 1);
/** Nesting far deeper than any form: 10,000 levels, as JSON text (JSON.stringify itself overflows the stack on it). */
const DEEP_DEPTH = 10_000;
const DEEP_OBJECT = `${'{"a":'.repeat(DEEP_DEPTH)}1${'}'.repeat(DEEP_DEPTH)}`;
const DEEP_ARRAY = `${'['.repeat(DEEP_DEPTH)}${']'.repeat(DEEP_DEPTH)}`;
/** Stands in a value for the deep nesting, replaced in the JSON text once serialised. */
const DEEP_MARK = '\u0000deep\u0000';

const HOSTILE_STRINGS = [
  '', ' ', '../../etc/passwd', '..\\..\\windows\\win.ini', '%2e%2e/%2e%2e/etc/passwd', '..%2f..%2fetc%2fpasswd', 'a\u0000b', '\u0000',
  "' OR 1=1--", "'; DROP TABLE users;--", '" OR ""="', '1; select pg_sleep(1)', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>',
  '{{7*7}}', '${7*7}', '__proto__', 'constructor', 'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1e999', '9'.repeat(400),
  '\uD800', '\uFFFF', '\u202Egnp.exe', 'Z̸̢͎a̵l̶g̷o', '😀👩‍⚕️', 'ñandú', 'İstanbul', '\r\nSet-Cookie: x=1', '%00', '%', '%zz', 'a'.repeat(10_000),
];
const HOSTILE_NUMBERS = [-1, 0, -0, 1.5, -(2 ** 31), 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE];

/** A hostile value for any field: wrong types, edge numbers, metacharacters, huge or deeply nested. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 'a'], { a: 1 }, { __proto__: { admin: true } }, ['../../etc/passwd']) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(HUGE, DEEP_MARK) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A hostile URL segment, sent as it is (traversal attempts the router must not follow) or encoded. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('..', '../../etc/passwd', '%2e%2e', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%2f..%2f', '%00', '%', '%zz', '-1', '0', '99999999999999999999', '1.5', '1e3', 'NaN', '%C0%AE%C0%AE', '%FF%FE', ';', '%3Cscript%3E'),
  fc.constantFrom(...HOSTILE_STRINGS).map((value) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))),
);

type Def = { type: string; [key: string]: unknown };
type CheckDef = { check: string; minimum?: number; maximum?: number; value?: number; inclusive?: boolean; format?: string; pattern?: RegExp };

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((check) => check._zod.def);

function stringOf(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = (def.format as string | undefined) ?? checks.find((c) => c.check === 'string_format')?.format;
  const pattern = (def.pattern as RegExp | undefined) ?? checks.find((c) => c.pattern)?.pattern;
  const minLength = checks.find((c) => c.check === 'min_length' || c.check === 'length_equals')?.minimum ?? 0;
  const maxLength = Math.min(checks.find((c) => c.check === 'max_length' || c.check === 'length_equals')?.maximum ?? 40, minLength + 200);
  if (format === 'email') return fc.emailAddress();
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'date') return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (format === 'datetime') return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'url') return fc.webUrl();
  if (pattern) {
    try {
      return fc.stringMatching(pattern);
    } catch {
      // fast-check reads no lookahead: any string then, the schema's refusal is as worth trying.
      return fc.string({ minLength, maxLength });
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberOf(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const integer = def.format === 'safeint' || def.format === 'int32' || checks.some((c) => c.check === 'number_format');
  const low = checks.find((c) => c.check === 'greater_than');
  const high = checks.find((c) => c.check === 'less_than');
  const min = low ? (low.value ?? 0) + (low.inclusive ? 0 : integer ? 1 : 0.001) : integer ? -5 : -1000;
  // Ids and counts are small in the demo data: small values find its rows, the full range tries the rest.
  const max = high ? (high.value ?? 0) - (high.inclusive ? 0 : integer ? 1 : 0.001) : min + 300;
  if (integer) return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(Math.min(max, min + 300))) }) }, fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) }));
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

/**
 * A value the schema accepts (mostly: refinements are not read), drawn by walking zod's definitions; each field is
 * now and then replaced by a hostile value, and optional ones left out.
 */
export function valueOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => valueOf(def[key] as z.ZodType, depth + 1);
  switch (def.type) {
    case 'string': return stringOf(def);
    case 'number': return numberOf(def);
    case 'bigint': return fc.bigInt({ min: -10n, max: 1000n }).map(String);
    case 'boolean': return fc.boolean();
    case 'date': return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'null': return fc.constant(null);
    case 'undefined': case 'void': return fc.constant(undefined);
    case 'literal': return fc.constantFrom(...(def.values as unknown[]));
    case 'enum': return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional': return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'nullable': return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional': return inner('innerType');
    case 'pipe': {
      // A preprocess or transform takes what its input accepts; a codec-like pipe of two schemas is read by its input.
      const input = defOf(def.in as z.ZodType);
      return input.type === 'transform' ? inner('out') : inner('in');
    }
    case 'lazy': return depth > 6 ? fc.constant(null) : valueOf((def.getter as () => z.ZodType)(), depth + 1);
    case 'array': {
      const checks = checksOf(def);
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const maxLength = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 5, minLength + 5);
      return fc.array(field(def.element as z.ZodType, depth), { minLength, maxLength });
    }
    case 'tuple': return fc.tuple(...(def.items as z.ZodType[]).map((item) => field(item, depth)));
    case 'set': return fc.array(inner('valueType'), { maxLength: 4 });
    case 'record': return fc.dictionary(valueOf(def.keyType as z.ZodType, depth + 1).map(String), field(def.valueType as z.ZodType, depth), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, field(value, depth)]));
      return fc.record(fields).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
    }
    case 'union': return fc.oneof(...(def.options as z.ZodType[]).map((option) => valueOf(option, depth + 1)));
    case 'intersection': return fc.tuple(inner('left'), inner('right')).map(([left, right]) => (isRecord(left) && isRecord(right) ? { ...left, ...right } : left));
    default: return fc.jsonValue({ maxDepth: 2 });
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's value: mostly what its schema accepts, one time in six a hostile one. */
const field = (schema: z.ZodType, depth: number) => fc.oneof({ weight: 5, arbitrary: valueOf(schema, depth + 1) }, { weight: 1, arbitrary: hostileValue });

/** JSON text of a value, with the deep-nesting stand-in replaced by the 10,000 levels. */
function jsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replaceAll(JSON.stringify(DEEP_MARK), DEEP_OBJECT);
}

/** A query or path value as text: what a form or a tool would put in the URL. */
function asText(value: unknown): string {
  if (value === DEEP_MARK) return '['.repeat(500);
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? jsonText(value) : String(value);
}

/** Text safe to encode in a URL (a lone surrogate cannot be). */
const encoded = (value: unknown) => encodeURIComponent(asText(value).replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

/** The path with its parameters: each from the params schema, a hostile value, or a raw traversal segment. */
function pathArbitrary(contract: Contract): fc.Arbitrary<string> {
  const names = [...contract.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)|\*$/g)].map((m) => m[1] ?? '*');
  if (names.length === 0) return fc.constant(`${API_PREFIX}${contract.path}`);
  const shape = contract.params ? ((defOf(contract.params).shape as Record<string, z.ZodType> | undefined) ?? {}) : {};
  const values = names.map((name) =>
    fc.oneof(
      { weight: 5, arbitrary: (shape[name] ? valueOf(shape[name]) : fc.string()).map(encoded) },
      { weight: 1, arbitrary: hostileValue.map(encoded) },
      { weight: 1, arbitrary: hostileSegment },
    ),
  );
  return fc.tuple(...values).map((filled) => {
    let index = 0;
    return `${API_PREFIX}${contract.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)|\*$/g, () => filled[index++] || '%20')}`;
  });
}

/** The query: the schema's fields (arrays as repeated keys) plus, now and then, junk keys and values. */
function queryArbitrary(contract: Contract): fc.Arbitrary<string> {
  const values = contract.query ? valueOf(contract.query) : fc.constant({});
  const junk = fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'page[]', 'a', 'perPage', 'sort', '%00'), hostileValue), { maxLength: 3 });
  return fc.tuple(values, fc.option(junk, { freq: 3 })).map(([query, extra]) => {
    const pairs: string[] = [];
    const add = (key: string, value: unknown) => pairs.push(`${encodeURIComponent(key)}=${value === DEEP_MARK || value === HUGE ? 'a'.repeat(4000) : encoded(value)}`);
    for (const [key, value] of Object.entries(isRecord(query) ? query : { q: query })) {
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) add(key, item);
    }
    for (const [key, value] of extra ?? []) add(key, value);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

const INVALID_UTF8 = [Buffer.from([0xff, 0xfe, 0xfd]), Buffer.from([0xc3, 0x28]), Buffer.from([0xe2, 0x82]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80])];

/** Whole bodies no form sends: broken JSON, invalid UTF-8 (raw and inside a JSON string), deep, huge, empty. */
const hostileBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { payload: '{', contentType: 'application/json' },
    { payload: '', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '"text"', contentType: 'application/json' },
    { payload: '[1,2,3]', contentType: 'application/json' },
    { payload: '{"id": 1e999, "__proto__": {"admin": true}}', contentType: 'application/json' },
    { payload: '{"constructor": {"prototype": {"admin": true}}}', contentType: 'application/json' },
    { payload: DEEP_OBJECT, contentType: 'application/json' },
    { payload: DEEP_ARRAY, contentType: 'application/json' },
    { payload: `{"a":"${HUGE}"}`, contentType: 'application/json' },
    { payload: 'a=1&b=%00&c=<script>', contentType: 'application/x-www-form-urlencoded' },
    { payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', contentType: 'application/xml' },
    { payload: 'plain text', contentType: 'text/plain' },
    { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { payload: '{"a":1}', contentType: 'application/json; charset=latin1' },
    { payload: '{"a":1}', contentType: 'application/json; charset=utf-8; charset=ascii' },
    { payload: '{"a":1}', contentType: '' },
    { payload: '{"a":1}', contentType: ';;;' },
    { payload: '{"a":1}' },
  ),
  fc.constantFrom(...INVALID_UTF8).map((bytes): Body => ({ payload: bytes, contentType: 'application/json' })),
  fc.constantFrom(...INVALID_UTF8).map((bytes): Body => ({ payload: Buffer.concat([Buffer.from('{"a":"'), bytes, Buffer.from('"}')]), contentType: 'application/json' })),
  fc.uint8Array({ maxLength: 200 }).map((bytes): Body => ({ payload: Buffer.from(bytes), contentType: 'application/octet-stream' })),
);

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

/** A multipart part: a text field or a file (the name and type a browser would claim, bytes of anything). */
const part: fc.Arbitrary<Buffer> = fc.oneof(
  fc.tuple(fc.constantFrom('file', 'lang', 'kind', 'name', '', '"', '../x'), hostileValue).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value === HUGE ? 'a'.repeat(5000) : asText(value).slice(0, 5000)}\r\n`)),
  fc.tuple(
    fc.constantFrom('file', 'photo', 'other'),
    fc.constantFrom('photo.png', '../../etc/passwd', 'a\u0000.pdf', '<script>.pdf', 'x.pdf', ''),
    fc.constantFrom('image/png', 'application/pdf', 'text/html', 'image/svg+xml', ''),
    fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(Buffer.from('%PDF-1.4\n%junk'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('<svg onload=alert(1)>'), Buffer.from([0xff, 0xd8, 0xff, 0xe0])),
    ),
  ).map(([name, filename, type, bytes]) =>
    Buffer.concat([Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`), bytes, Buffer.from('\r\n')])),
);

/** Multipart bodies for upload contracts: well-formed with junk parts, truncated, without or with another boundary. */
const multipartBody: fc.Arbitrary<Body> = fc.tuple(fc.array(part, { maxLength: 8 }), fc.constantFrom('whole', 'truncated', 'no-boundary', 'other-boundary', 'no-end')).map(([parts, shape]) => {
  const whole = Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  switch (shape) {
    case 'truncated': return { payload: whole.subarray(0, Math.floor(whole.length / 2)), contentType: type };
    case 'no-boundary': return { payload: whole, contentType: 'multipart/form-data' };
    case 'other-boundary': return { payload: whole, contentType: 'multipart/form-data; boundary=another' };
    case 'no-end': return { payload: Buffer.concat(parts), contentType: type };
    default: return { payload: whole, contentType: type };
  }
});

/** The body: the schema's value as JSON, a hostile body, or for upload contracts a multipart one. */
function bodyArbitrary(contract: Contract): fc.Arbitrary<Body> {
  const json = (contract.body && !contract.upload ? valueOf(contract.body) : hostileValue).map((value): Body => ({ payload: jsonText(value), contentType: 'application/json' }));
  const none = fc.constant<Body>({});
  if (contract.upload) return fc.oneof({ weight: 4, arbitrary: multipartBody }, { weight: 1, arbitrary: hostileBody }, { weight: 1, arbitrary: json });
  if (contract.body) return fc.oneof({ weight: 5, arbitrary: json }, { weight: 2, arbitrary: hostileBody }, { weight: 1, arbitrary: none });
  return fc.oneof({ weight: 5, arbitrary: none }, { weight: 1, arbitrary: hostileBody }, { weight: 1, arbitrary: json });
}

/** Headers besides the session's: hosts of the demo and others, languages, ranges, junk cookies. */
const headersArbitrary: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    host: fc.oneof({ weight: 6, arbitrary: fc.constant('demo.localhost') }, fc.constantFrom('demo-es.localhost', 'cofares.localhost', 'unknown.example', 'demo.localhost:99999', '..', '[::1]')),
    'accept-language': fc.constantFrom('fr', 'es', 'en', '*', 'xx-YY;q=abc', 'fr;q=0.5, es;q=2', ','.repeat(200)),
    range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=10-1', 'bytes=0-0,5-3,1-2', 'bytes=99999999999999999999-', 'lines=1-2', 'bytes='),
    cookie: fc.constantFrom('session=garbage', 'XSRF-TOKEN=%zz', 'a=%00; b=<script>', `x=${'a'.repeat(3000)}`),
    'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x", "y"'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::ffff:127.0.0.1, 10.0.0.1'),
  },
  { requiredKeys: ['host'] },
);

const OTHER_METHODS: FuzzRequest['method'][] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** Raw requests to one endpoint, each naming its caller and CSRF token for the runner to add. */
export function fuzzRequests(contract: Contract): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof({ weight: 9, arbitrary: fc.constant<FuzzRequest['method']>(contract.method) }, fc.constantFrom(...OTHER_METHODS)),
      path: pathArbitrary(contract),
      query: queryArbitrary(contract),
      body: bodyArbitrary(contract),
      headers: headersArbitrary,
      caller: fc.constantFrom(...CALLERS),
      csrf: fc.oneof({ weight: 4, arbitrary: fc.constant<FuzzRequest['csrf']>('valid') }, fc.constantFrom<FuzzRequest['csrf']>('missing', 'wrong')),
    })
    .map(({ method, path, query, body, headers, caller, csrf }) => {
      const sendsBody = body.payload !== undefined && method !== 'GET' && method !== 'HEAD';
      return {
        method,
        url: `${path}${query}`,
        headers: { ...headers, ...(sendsBody && body.contentType !== undefined ? { 'content-type': body.contentType } : {}) },
        ...(sendsBody ? { payload: body.payload } : {}),
        caller,
        csrf,
      };
    });
}

/** How a request is shown when it fails: its bytes cut short. */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : ` ${String(request.payload).slice(0, 300)}${String(request.payload).length > 300 ? '…' : ''}`;
  return `${request.caller} (csrf ${request.csrf}) ${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)}${payload}`;
}

/**
 * The contracts in the order to fuzz them: the ones that end the caller's session (logout) last, so that the others
 * run signed in.
 */
export function fuzzOrder(contracts: Contract[]): Contract[] {
  const endsSession = (contract: Contract) => contract.path.endsWith('/logout');
  return [...contracts.filter((c) => !endsSession(c)), ...contracts.filter(endsSession)];
}

/**
 * A server fault: any 5xx, except a 503 the contract declares (a provider it depends on, such as the virtual class
 * server, is not configured or not answering — the caller is told to retry, nothing broke).
 */
export function serverFault(contract: Contract, status: number): boolean {
  return status >= 500 && !(status === 503 && contract.errors.includes(503));
}
