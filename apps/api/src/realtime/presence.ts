import type { Redis } from 'ioredis';

/** What joining a presence channel tells the server. */
export interface PresenceJoin {
  /** The user's first socket in the channel, on any instance: member_added is announced. */
  added: boolean;
  /** Every member of the channel: user id → user_info. */
  members: Map<string, unknown>;
  /** Users whose memberships lapsed (their instance stopped without leaving): member_removed is announced. */
  gone: string[];
}

/**
 * Who is in each presence channel (Pusher's member_added / member_removed once per user). In-process by default;
 * shared through Redis when several instances hold the sockets, so members are counted once across all of them.
 */
export interface PresenceStore {
  join(channel: string, userId: string, socketId: string, info: unknown): Promise<PresenceJoin>;
  /** Removes one socket's membership; answers the users no longer in the channel. */
  leave(channel: string, userId: string, socketId: string): Promise<string[]>;
  close(): void;
}

interface Member { info: unknown; sockets: Set<string> }

export class LocalPresence implements PresenceStore {
  private readonly channels = new Map<string, Map<string, Member>>();

  async join(channel: string, userId: string, socketId: string, info: unknown): Promise<PresenceJoin> {
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Map()));
    const known = members.get(userId);
    if (known) known.sockets.add(socketId);
    else members.set(userId, { info, sockets: new Set([socketId]) });
    return { added: !known, members: new Map([...members].map(([id, m]) => [id, m.info])), gone: [] };
  }

  async leave(channel: string, userId: string, socketId: string): Promise<string[]> {
    const members = this.channels.get(channel);
    const member = members?.get(userId);
    if (!members || !member) return [];
    member.sockets.delete(socketId);
    if (member.sockets.size > 0) return [];
    members.delete(userId);
    if (members.size === 0) this.channels.delete(channel);
    return [userId];
  }

  close(): void {}
}

// A channel is a sorted set of "userId\nsocketId" scored by the time the membership lapses, beside a hash of each
// user's info. The scripts run atomically, so two instances never both announce the same user.
const USERS = `
local function users(key)
  local found = {}
  for _, entry in ipairs(redis.call('ZRANGE', key, 0, -1)) do found[string.match(entry, '^(.*)\\n[^\\n]*$')] = true end
  return found
end
local function forget(before, after)
  local gone = {}
  for user in pairs(before) do
    if not after[user] then
      gone[#gone + 1] = user
      redis.call('HDEL', KEYS[2], user)
    end
  end
  return gone
end
`;
// ARGV: now, lapses at, user id, "user\nsocket", info JSON, key lifetime ms
const JOIN = `${USERS}
local before = users(KEYS[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('HSET', KEYS[2], ARGV[3], ARGV[5])
local gone = forget(before, users(KEYS[1]))
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return { before[ARGV[3]] and 0 or 1, gone, redis.call('HGETALL', KEYS[2]) }
`;
// ARGV: now, "user\nsocket"
const LEAVE = `${USERS}
local before = users(KEYS[1])
redis.call('ZREM', KEYS[1], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
return forget(before, users(KEYS[1]))
`;

type PresenceCommands = Redis & {
  presenceJoin(members: string, infos: string, ...args: (string | number)[]): Promise<[number, string[], string[]]>;
  presenceLeave(members: string, infos: string, ...args: (string | number)[]): Promise<string[]>;
};

/**
 * Presence shared by every instance through Redis. Each instance renews its own sockets' memberships; those of an
 * instance that stopped without leaving lapse after `ttlMs` and are announced as removed at the channel's next join
 * or leave.
 */
export class RedisPresence implements PresenceStore {
  private readonly redis: PresenceCommands;
  /** Sorted-set key → this instance's entries in it. */
  private readonly mine = new Map<string, Set<string>>();
  private readonly timer: NodeJS.Timeout;

  constructor(redis: Redis, private readonly opts: { prefix: string; appId: string; ttlMs?: number }) {
    redis.defineCommand('presenceJoin', { numberOfKeys: 2, lua: JOIN });
    redis.defineCommand('presenceLeave', { numberOfKeys: 2, lua: LEAVE });
    this.redis = redis as PresenceCommands;
    this.timer = setInterval(() => void this.renew().catch(() => { /* retried at the next tick */ }), this.ttl / 3);
    this.timer.unref();
  }

  private get ttl() {
    return this.opts.ttlMs ?? 60_000;
  }

  private keys(channel: string): [string, string] {
    const base = `${this.opts.prefix}presence:${this.opts.appId}:${channel}`;
    return [base, `${base}:info`];
  }

  async join(channel: string, userId: string, socketId: string, info: unknown): Promise<PresenceJoin> {
    const [members, infos] = this.keys(channel);
    const entry = `${userId}\n${socketId}`;
    let entries = this.mine.get(members);
    if (!entries) this.mine.set(members, (entries = new Set()));
    entries.add(entry);
    const now = Date.now();
    const [added, gone, flat] = await this.redis.presenceJoin(
      members, infos, now, now + this.ttl, userId, entry, JSON.stringify(info ?? {}), this.ttl * 2,
    );
    const all = new Map<string, unknown>();
    for (let i = 0; i < flat.length; i += 2) all.set(flat[i], JSON.parse(flat[i + 1]));
    return { added: added === 1, members: all, gone };
  }

  async leave(channel: string, userId: string, socketId: string): Promise<string[]> {
    const [members, infos] = this.keys(channel);
    const entry = `${userId}\n${socketId}`;
    const entries = this.mine.get(members);
    entries?.delete(entry);
    if (entries?.size === 0) this.mine.delete(members);
    return this.redis.presenceLeave(members, infos, Date.now(), entry);
  }

  private async renew() {
    if (this.mine.size === 0) return;
    const lapses = Date.now() + this.ttl;
    const pipeline = this.redis.pipeline();
    for (const [key, entries] of this.mine) {
      for (const entry of entries) pipeline.zadd(key, 'XX', lapses, entry);
      pipeline.pexpire(key, this.ttl * 2);
      pipeline.pexpire(`${key}:info`, this.ttl * 2);
    }
    await pipeline.exec();
  }

  close(): void {
    clearInterval(this.timer);
  }
}
