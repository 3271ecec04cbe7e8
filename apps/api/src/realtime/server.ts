import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  CLOSE, PROTOCOL_VERSION, channelKind, encodeMessage, isValidChannelName, isValidEventName, textFrame, verifyChannelAuth,
} from './protocol.ts';
import { inJitteredBatches } from './batches.ts';
import { LocalPresence, type PresenceStore } from './presence.ts';

export interface RealtimeServerOptions {
  appKey: string;
  appSecret: string;
  /** Seconds of silence before the server pings a socket (sent to the client as activity_timeout). */
  activityTimeoutS?: number;
  /** How long a pinged socket has to answer before it is closed with 4201. */
  pongTimeoutMs?: number;
  /** Largest message accepted from a client (client event data included). */
  maxMessageBytes?: number;
  /** A socket whose send buffer passes this is a slow reader: closed with 4100. */
  maxBufferedBytes?: number;
  clientEventsPerSecond?: number;
  log?: { warn(obj: object, msg: string): void };
}

/** Publishes an event to a channel on every instance (in-process by default, the fan-out when shared). */
export type Announce = (channel: string, event: string, data: unknown, exceptSocketId?: string) => void;

interface Connection {
  id: string;
  ws: WebSocket;
  /** The upgraded TCP socket under `ws`: messages are written to it as whole frames. */
  socket: Duplex;
  channels: Set<string>;
  /** presence channel → the user id this socket joined as */
  presence: Map<string, string>;
  /**
   * presence channel → the members this socket knows of (from its subscription_succeeded on): member_added and
   * member_removed reach it only when they change that, whatever order the instances' announcements arrive in.
   */
  members: Map<string, Set<string>>;
  lastSeen: number;
  pingSentAt: number | null;
  eventWindowStart: number;
  eventsInWindow: number;
}

export interface RealtimeMetrics {
  connections: number;
  channels: number;
  /** Messages delivered to sockets per second, over the last complete second. */
  messagesPerSecond: number;
  messagesTotal: number;
}

const APP_PATH = /^\/app\/([^/?]+)$/;
const MEMBER_ADDED = 'pusher_internal:member_added';
const MEMBER_REMOVED = 'pusher_internal:member_removed';

/**
 * A Pusher Channels protocol 7 server on `ws`, attached to the app's own HTTP server (spec §1, issue 6 part 1).
 * Channels live in this process; `publish` delivers to local sockets (the broadcaster fans out between processes).
 */
export class RealtimeServer {
  readonly wss: WebSocketServer;
  private readonly connections = new Map<string, Connection>();
  private readonly channels = new Map<string, Set<Connection>>();
  private presence: PresenceStore = new LocalPresence();
  private announce: Announce = (channel, event, data, exceptSocketId) => this.publish([channel], event, data, exceptSocketId);
  private readonly opts: Required<Omit<RealtimeServerOptions, 'log'>> & Pick<RealtimeServerOptions, 'log'>;
  private readonly timer: NodeJS.Timeout;
  private messagesTotal = 0;
  private secondStart = Date.now();
  private secondCount = 0;
  private lastSecondCount = 0;
  private closing = false;

  constructor(options: RealtimeServerOptions) {
    this.opts = {
      activityTimeoutS: 120, pongTimeoutMs: 30_000, maxMessageBytes: 10 * 1024, maxBufferedBytes: 1024 * 1024,
      clientEventsPerSecond: 10, ...options,
    };
    // maxPayload leaves room for the envelope around a 10 KB event; larger frames are refused by ws (1009).
    this.wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: this.opts.maxMessageBytes + 2048 });
    const sweep = Math.max(50, Math.min(1000, Math.floor(this.opts.pongTimeoutMs / 4)));
    this.timer = setInterval(() => this.sweep(), sweep);
    this.timer.unref();
  }

  /**
   * Shares presence and member announcements with the other instances (set before sockets connect): members are
   * counted across instances, member_added / member_removed reach every instance's sockets.
   */
  share(cluster: { presence: PresenceStore; announce: Announce }): void {
    this.presence.close();
    this.presence = cluster.presence;
    this.announce = cluster.announce;
  }

  /** Handles `upgrade` for `/app/{key}` on the given server; other paths are left to other listeners (e.g. Vite). */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (!APP_PATH.test(url.pathname)) return;
      this.handleUpgrade(request, socket, head);
    });
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const key = decodeURIComponent(APP_PATH.exec(url.pathname)?.[1] ?? '');
    if (this.closing) {
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      if (key !== this.opts.appKey) return this.refuse(ws, CLOSE.APP_NOT_FOUND, `Application ${key} does not exist`);
      const protocol = Number(url.searchParams.get('protocol'));
      if (!(protocol >= 5 && protocol <= PROTOCOL_VERSION)) return this.refuse(ws, CLOSE.UNSUPPORTED_PROTOCOL, 'Unsupported protocol version');
      this.open(ws, socket);
    });
  }

  private refuse(ws: WebSocket, code: number, message: string) {
    ws.send(encodeMessage('pusher:error', { code, message }));
    ws.close(code, message);
  }

  private open(ws: WebSocket, socket: Duplex) {
    let id: string;
    do id = `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`; while (this.connections.has(id));
    const now = Date.now();
    const conn: Connection = {
      id, ws, socket, channels: new Set(), presence: new Map(), members: new Map(), lastSeen: now, pingSentAt: null, eventWindowStart: now, eventsInWindow: 0,
    };
    this.connections.set(id, conn);
    ws.on('message', (data, isBinary) => this.onMessage(conn, data, isBinary));
    ws.on('close', () => this.drop(conn));
    ws.on('error', () => ws.terminate());
    this.send(conn, encodeMessage('pusher:connection_established', { socket_id: id, activity_timeout: this.opts.activityTimeoutS }));
  }

  private send(conn: Connection, message: string) {
    this.write(conn, textFrame(message));
  }

  /**
   * Writes a whole text frame. ws's own writes (pongs, close) are complete frames too and there is no compression,
   * so frames never interleave; once ws starts closing, nothing more is written.
   */
  private write(conn: Connection, frame: Buffer) {
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    conn.socket.write(frame);
    this.count(1);
    if (conn.ws.bufferedAmount > this.opts.maxBufferedBytes) {
      this.opts.log?.warn({ socketId: conn.id, buffered: conn.ws.bufferedAmount }, 'realtime: slow reader closed');
      conn.ws.close(CLOSE.OVER_CAPACITY, 'Over capacity: slow reader');
      // The close frame waits behind the buffer this reader does not drain.
      setTimeout(() => conn.ws.terminate(), 1000).unref();
    }
  }

  private error(conn: Connection, code: number | null, message: string) {
    this.send(conn, encodeMessage('pusher:error', { code, message }));
  }

  private count(n: number) {
    this.secondCount += n;
    this.messagesTotal += n;
  }

  /** Rolls the per-second message counter (called by the sweep timer, at most once a second). */
  private rollSecond(now: number) {
    if (now - this.secondStart < 1000) return;
    this.lastSecondCount = now - this.secondStart < 2000 ? this.secondCount : 0;
    this.secondStart = now;
    this.secondCount = 0;
  }

  private onMessage(conn: Connection, raw: RawData, isBinary: boolean) {
    conn.lastSeen = Date.now();
    conn.pingSentAt = null;
    const text = isBinary ? '' : raw.toString();
    if (text.length > this.opts.maxMessageBytes + 2048) return this.error(conn, 4100, 'Message too large');
    let message: { event?: unknown; channel?: unknown; data?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return this.error(conn, null, 'Invalid JSON');
    }
    if (!message || typeof message !== 'object' || typeof message.event !== 'string') return this.error(conn, null, 'Invalid message');
    let data = message.data;
    if (typeof data === 'string' && message.event.startsWith('pusher:')) {
      try {
        data = JSON.parse(data);
      } catch { /* keep the string */ }
    }
    switch (message.event) {
      case 'pusher:ping':
        return this.send(conn, encodeMessage('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(conn, (data ?? {}) as { channel?: unknown; auth?: unknown; channel_data?: unknown });
      case 'pusher:unsubscribe':
        return this.unsubscribe(conn, (data as { channel?: unknown } | undefined)?.channel);
      default:
        if (message.event.startsWith('client-')) return this.clientEvent(conn, message.event, message.channel, message.data);
        return this.error(conn, null, `Unsupported event ${message.event.slice(0, 200)}`);
    }
  }

  private subscribe(conn: Connection, data: { channel?: unknown; auth?: unknown; channel_data?: unknown }) {
    const { channel } = data;
    if (!isValidChannelName(channel)) return this.error(conn, null, 'Invalid channel name');
    if (conn.channels.has(channel)) return;
    const kind = channelKind(channel);
    const refuse = (reason: string) =>
      this.send(conn, encodeMessage('pusher:subscription_error', { type: 'AuthError', error: reason, status: 401 }, channel));
    if (kind === 'encrypted') return refuse('Encrypted channels are not supported');
    let userId: string | undefined;
    let userInfo: unknown;
    if (kind === 'private' && !verifyChannelAuth(this.opts.appKey, this.opts.appSecret, conn.id, channel, data.auth)) {
      return refuse('Invalid signature');
    }
    if (kind === 'presence') {
      const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
      if (channelData === undefined || !verifyChannelAuth(this.opts.appKey, this.opts.appSecret, conn.id, channel, data.auth, channelData)) {
        return refuse('Invalid signature');
      }
      try {
        const parsed = JSON.parse(channelData) as { user_id?: unknown; user_info?: unknown };
        if (parsed.user_id === undefined || parsed.user_id === null) return refuse('channel_data has no user_id');
        userId = String(parsed.user_id);
        userInfo = parsed.user_info ?? {};
      } catch {
        return refuse('Invalid channel_data');
      }
    }
    conn.channels.add(channel);
    let sockets = this.channels.get(channel);
    if (!sockets) this.channels.set(channel, (sockets = new Set()));
    sockets.add(conn);
    if (userId === undefined) {
      return this.send(conn, encodeMessage('pusher_internal:subscription_succeeded', {}, channel));
    }
    this.joinPresence(conn, channel, userId, userInfo);
  }

  private joinPresence(conn: Connection, channel: string, userId: string, userInfo: unknown) {
    conn.presence.set(channel, userId);
    this.presence.join(channel, userId, conn.id, userInfo).then(({ added, members, gone }) => {
      if (conn.channels.has(channel)) {
        conn.members.set(channel, new Set(members.keys()));
        this.send(conn, encodeMessage('pusher_internal:subscription_succeeded', {
          presence: { ids: [...members.keys()], hash: Object.fromEntries(members), count: members.size },
        }, channel));
      }
      if (added) this.announce(channel, MEMBER_ADDED, { user_id: userId, user_info: userInfo }, conn.id);
      this.announceGone(channel, gone);
    }, (error: unknown) => {
      this.opts.log?.warn({ err: error, channel }, 'realtime: presence unavailable');
      this.leaveLocally(conn, channel);
      this.send(conn, encodeMessage('pusher:subscription_error', { type: 'PresenceError', error: 'Presence unavailable', status: 503 }, channel));
    });
  }

  private announceGone(channel: string, users: string[]) {
    for (const id of users) this.announce(channel, MEMBER_REMOVED, { user_id: id });
  }

  /** Takes the socket off the channel in this process; answers the presence user id it had joined as, if any. */
  private leaveLocally(conn: Connection, channel: string): string | undefined {
    conn.channels.delete(channel);
    const sockets = this.channels.get(channel);
    sockets?.delete(conn);
    if (sockets && sockets.size === 0) this.channels.delete(channel);
    const userId = conn.presence.get(channel);
    conn.presence.delete(channel);
    conn.members.delete(channel);
    return userId;
  }

  private unsubscribe(conn: Connection, channel: unknown) {
    if (typeof channel !== 'string' || !conn.channels.has(channel)) return;
    const userId = this.leaveLocally(conn, channel);
    if (userId === undefined) return;
    this.presence.leave(channel, userId, conn.id).then(
      (gone) => this.announceGone(channel, gone),
      (error: unknown) => this.opts.log?.warn({ err: error, channel }, 'realtime: presence unavailable'),
    );
  }

  private clientEvent(conn: Connection, event: string, channel: unknown, data: unknown) {
    if (!isValidEventName(event)) return this.error(conn, null, 'Invalid event name');
    if (typeof channel !== 'string' || !conn.channels.has(channel) || channelKind(channel) === 'public') {
      return this.error(conn, CLOSE.UNAUTHORIZED, 'Client events are only allowed on private and presence channels the socket joined');
    }
    const now = Date.now();
    if (now - conn.eventWindowStart >= 1000) {
      conn.eventWindowStart = now;
      conn.eventsInWindow = 0;
    }
    if (++conn.eventsInWindow > this.opts.clientEventsPerSecond) {
      return this.error(conn, CLOSE.CLIENT_EVENT_RATE_LIMIT, 'Client event rejected: more than allowed per second');
    }
    const payload = typeof data === 'string' ? data : JSON.stringify(data ?? {});
    if (payload.length > this.opts.maxMessageBytes) return this.error(conn, 4100, 'Event data exceeds 10 KB');
    const userId = conn.presence.get(channel);
    this.deliver(channel, encodeMessage(event, payload, channel, userId === undefined ? {} : { user_id: userId }), conn.id);
  }

  /** Sends an already encoded message to the sockets of a channel, except one. */
  private deliver(channel: string, message: string, exceptSocketId?: string) {
    const sockets = this.channels.get(channel);
    if (!sockets) return;
    const frame = textFrame(message);
    for (const conn of sockets) if (conn.id !== exceptSocketId) this.write(conn, frame);
  }

  /** Publishes an event on channels of this process (`data` already JSON-encoded, or any value to encode). */
  publish(channels: readonly string[], event: string, data: unknown, exceptSocketId?: string): void {
    if (event === MEMBER_ADDED || event === MEMBER_REMOVED) {
      for (const channel of channels) this.deliverMember(channel, event, data, exceptSocketId);
      return;
    }
    for (const channel of channels) this.deliver(channel, encodeMessage(event, data, channel), exceptSocketId);
  }

  /** A member change, to the sockets for which it is news (see Connection.members). */
  private deliverMember(channel: string, event: string, data: unknown, exceptSocketId?: string) {
    const sockets = this.channels.get(channel);
    if (!sockets) return;
    // Announced by this server only (the HTTP API refuses pusher_internal: events), so the shape is known.
    const member = (typeof data === 'string' ? JSON.parse(data) : data) as { user_id: string };
    const userId = String(member.user_id);
    const frame = textFrame(encodeMessage(event, member, channel));
    for (const conn of sockets) {
      const known = conn.members.get(channel);
      if (conn.id === exceptSocketId || !known) continue;
      if (event === MEMBER_ADDED ? known.has(userId) : !known.has(userId)) continue;
      if (event === MEMBER_ADDED) known.add(userId);
      else known.delete(userId);
      this.write(conn, frame);
    }
  }

  private drop(conn: Connection) {
    if (!this.connections.delete(conn.id)) return;
    for (const channel of [...conn.channels]) this.unsubscribe(conn, channel);
  }

  private sweep() {
    const now = Date.now();
    this.rollSecond(now);
    const idleAfter = this.opts.activityTimeoutS * 1000;
    for (const conn of this.connections.values()) {
      if (conn.pingSentAt !== null) {
        if (now - conn.pingSentAt > this.opts.pongTimeoutMs) {
          conn.ws.close(CLOSE.PONG_NOT_RECEIVED, 'Pong reply not received');
          setTimeout(() => conn.ws.terminate(), 1000).unref();
          conn.pingSentAt = Number.POSITIVE_INFINITY;
        }
      } else if (now - conn.lastSeen > idleAfter) {
        conn.pingSentAt = now;
        this.send(conn, encodeMessage('pusher:ping', {}));
      }
    }
  }

  metrics(): RealtimeMetrics {
    this.rollSecond(Date.now());
    return {
      connections: this.connections.size, channels: this.channels.size,
      messagesPerSecond: this.lastSecondCount, messagesTotal: this.messagesTotal,
    };
  }

  /**
   * Graceful shutdown: closes every socket with 4200 (reconnect) in batches spread over `spreadMs` with jitter, so
   * the clients come back to the other instances gradually rather than all at once.
   */
  async close(opts: { batchSize?: number; spreadMs?: number } = {}): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.timer);
    this.presence.close();
    await inJitteredBatches([...this.connections.values()], opts, (conn) => conn.ws.close(CLOSE.RECONNECT, 'Server shutting down'));
    // Give the close handshakes a moment, then cut whoever did not answer.
    const deadline = Date.now() + 1000;
    while (this.wss.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
