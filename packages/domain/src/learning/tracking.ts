/**
 * Time tracking a funder can audit (spec §9 idle 60 s; DATA.md "learning evidence"): the page sends a heartbeat every
 * HEARTBEAT_SECONDS while the learner is active and the tab visible, and stops after IDLE_SECONDS without input. The
 * server credits the time since the previous heartbeat of the same module, never more than HEARTBEAT_MAX_CREDIT, so a
 * gap (a closed laptop, a stopped tab) counts for nothing.
 */
export const HEARTBEAT_SECONDS = 15;
export const IDLE_SECONDS = 60;
/** Two intervals: one late heartbeat still counts, a missed pair does not. */
export const HEARTBEAT_MAX_CREDIT = 2 * HEARTBEAT_SECONDS;

/** Seconds to credit for a heartbeat at `now` after the previous one at `previous` (null = the first: nothing). */
export function creditedSeconds(previous: Date | null, now: Date): number {
  if (!previous) return 0;
  const elapsed = Math.floor((now.getTime() - previous.getTime()) / 1000);
  return elapsed > 0 && elapsed <= HEARTBEAT_MAX_CREDIT ? elapsed : 0;
}

/** Kinds of tracking event, each appended to the learner's chain. */
export const TRACKING_EVENT_KINDS = ['enrol', 'unenrol', 'start', 'heartbeat', 'commit', 'position', 'complete', 'quiz', 'finish', 'attend'] as const;
export type TrackingEventKind = (typeof TRACKING_EVENT_KINDS)[number];

/** The fields of a tracking event that its hash covers. */
export interface ChainedEvent {
  id: number;
  userId: number;
  enrolmentId: number;
  moduleId: number | null;
  kind: string;
  /** ISO instant, server time. */
  occurredAt: string;
  seconds: number;
  payload: unknown;
  prevHash: string | null;
  hash: string;
}

/** The start of every learner's chain. */
export const CHAIN_GENESIS = '0'.repeat(64);

/** JSON with object keys sorted at every depth, so one event always serialises the same way. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What is hashed for an event: its predecessor's hash, then the event without its own hash or id. */
export function chainInput(event: Omit<ChainedEvent, 'hash' | 'id' | 'prevHash'>, prevHash: string): string {
  const { userId, enrolmentId, moduleId, kind, occurredAt, seconds, payload } = event;
  return `${prevHash}\n${canonicalJson({ userId, enrolmentId, moduleId, kind, occurredAt, seconds, payload })}`;
}

export type ChainBreak = { eventId: number; problem: 'hashMismatch' | 'brokenLink' };

/**
 * Checks a learner's events in id order: each must link to its predecessor's hash and hash to its own. A changed row
 * fails its hash; a deleted or re-ordered row breaks the next link. `hash` is SHA-256 hex, given by the caller (the
 * domain does no I/O and stays free of Node's crypto).
 */
export function verifyChain(events: readonly ChainedEvent[], hash: (input: string) => string): ChainBreak | null {
  let prev = CHAIN_GENESIS;
  for (const event of events) {
    if (event.prevHash !== prev) return { eventId: event.id, problem: 'brokenLink' };
    if (hash(chainInput(event, prev)) !== event.hash) return { eventId: event.id, problem: 'hashMismatch' };
    prev = event.hash;
  }
  return null;
}
