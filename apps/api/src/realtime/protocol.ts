import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CHANNEL_NAME } from '@app/domain/realtime/realtime-channels';

/** Pusher Channels protocol 7 (the version pusher-js 8 speaks). */
export const PROTOCOL_VERSION = 7;

/**
 * Close and error codes as Pusher defines them: 4000–4099 do not reconnect, 4100–4199 reconnect after a back-off,
 * 4200–4299 reconnect at once, 4300–4399 are errors that keep the connection open.
 */
export const CLOSE = {
  /** Application does not exist (unknown key). */
  APP_NOT_FOUND: 4001,
  /** Protocol version not supported. */
  UNSUPPORTED_PROTOCOL: 4007,
  /** Connection is unauthorized (our use: a client event on a channel the socket may not send to). */
  UNAUTHORIZED: 4009,
  /** Over capacity: the slow reader whose buffer passed its limit. */
  OVER_CAPACITY: 4100,
  /** Generic reconnect immediately: the server is shutting down. */
  RECONNECT: 4200,
  /** Pong reply not received. */
  PONG_NOT_RECEIVED: 4201,
  /** Client event rejected because of the rate limit. */
  CLIENT_EVENT_RATE_LIMIT: 4301,
} as const;

export const isValidChannelName = (name: unknown): name is string => typeof name === 'string' && CHANNEL_NAME.test(name);
export const isValidEventName = (name: unknown): name is string =>
  typeof name === 'string' && name.length > 0 && name.length <= 200;

export type ChannelKind = 'public' | 'private' | 'presence' | 'encrypted';
export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The `auth` value of a private or presence subscription: `key:HMAC(secret, socket_id:channel[:channel_data])`. */
export function signChannel(key: string, secret: string, socketId: string, channel: string, channelData?: string): string {
  const payload = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${key}:${hmac(secret, payload)}`;
}

/** Checks a subscription's `auth` in constant time. */
export function verifyChannelAuth(
  key: string, secret: string, socketId: string, channel: string, auth: unknown, channelData?: string,
): boolean {
  return typeof auth === 'string' && safeEqual(auth, signChannel(key, secret, socketId, channel, channelData));
}

/** Query signature of the HTTP events API: HMAC-SHA256 of "METHOD\nPATH\nsorted query without auth_signature". */
export function signHttpRequest(secret: string, method: string, path: string, query: Record<string, string>): string {
  const sorted = Object.keys(query)
    .filter((k) => k !== 'auth_signature')
    .sort()
    .map((k) => `${k.toLowerCase()}=${query[k]}`)
    .join('&');
  return hmac(secret, `${method.toUpperCase()}\n${path}\n${sorted}`);
}

export const md5 = (body: string | Buffer) => createHash('md5').update(body).digest('hex');

export const HTTP_TIMESTAMP_WINDOW_S = 600;

/** Verifies an HTTP API request; returns the reason it is refused, or null when it is good. */
export function verifyHttpRequest(
  opts: { key: string; secret: string; method: string; path: string; query: Record<string, string>; body: string; now?: number },
): string | null {
  const { query } = opts;
  if (query.auth_key !== opts.key) return 'Unknown auth_key';
  if (query.auth_version !== '1.0') return 'Unsupported auth_version';
  const timestamp = Number(query.auth_timestamp);
  const now = (opts.now ?? Date.now()) / 1000;
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > HTTP_TIMESTAMP_WINDOW_S) {
    return 'Timestamp expired: Given timestamp is not within 600s of server time';
  }
  if (opts.body.length > 0 || query.body_md5 !== undefined) {
    if (!query.body_md5 || !safeEqual(query.body_md5, md5(opts.body))) return 'Invalid body_md5';
  }
  const expected = signHttpRequest(opts.secret, opts.method, opts.path, query);
  if (typeof query.auth_signature !== 'string' || !safeEqual(query.auth_signature, expected)) return 'Invalid signature';
  return null;
}

/** A message sent to the browser: `data` is a JSON-encoded string (pusher-js parses it again). */
export function encodeMessage(event: string, data: unknown, channel?: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ event, ...(channel === undefined ? {} : { channel }), data: typeof data === 'string' ? data : JSON.stringify(data), ...extra });
}

/**
 * A whole unmasked WebSocket text frame (RFC 6455 §5.2, server to client) for an encoded message. A broadcast builds
 * it once and writes the same bytes to every socket of the channel: one write per socket, no framing per socket.
 */
export function textFrame(message: string): Buffer {
  const payload = Buffer.from(message);
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN + text
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, header);
  return frame;
}
