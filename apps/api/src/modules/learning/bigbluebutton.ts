import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { providerUnavailable, type Meeting, type Participant, type VirtualClassProvider } from './virtual-class-provider.ts';

export type ChecksumAlgorithm = 'sha1' | 'sha256' | 'sha384' | 'sha512';

export interface BigBlueButtonOptions {
  /** The server's address, e.g. `https://bbb.example.org/bigbluebutton/` (with or without its trailing `api`). */
  url: string;
  secret: string;
  checksum: ChecksumAlgorithm;
  /** The answer's time limit: a join waits on it. */
  timeoutMs?: number;
}

/** A call's checksum: the hash of its name, its query string exactly as sent, and the shared secret (BigBlueButton API, "Usage"). */
export function checksumOf(callName: string, query: string, secret: string, algorithm: ChecksumAlgorithm): string {
  return createHash(algorithm).update(`${callName}${query}${secret}`).digest('hex');
}

/** The query string of a call with its checksum; parameters encoded with encodeURIComponent, so what is hashed is what the server reads. */
export function signedQuery(callName: string, params: Record<string, string>, secret: string, algorithm: ChecksumAlgorithm): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${query}&checksum=${checksumOf(callName, query, secret, algorithm)}`;
}

/** The API's base address: the server's address ending in `/api/`. */
export function apiBase(url: string): string {
  return `${url.replace(/\/+$/, '').replace(/\/api$/, '')}/api/`;
}

const parser = new XMLParser({ processEntities: false, parseTagValue: false });

interface BbbResponse {
  returncode?: string;
  messageKey?: string;
  message?: string;
}

/**
 * BigBlueButton (2.6 and later: participants join with a `role`, not a password). `create` is called before each
 * join: it answers SUCCESS for a meeting already running (duplicateWarning), so whoever comes first opens the room.
 */
export function bigBlueButton(options: BigBlueButtonOptions): VirtualClassProvider {
  const base = apiBase(options.url);
  const call = (name: string, params: Record<string, string>) => `${base}${name}?${signedQuery(name, params, options.secret, options.checksum)}`;
  return {
    name: 'bigbluebutton',
    async createMeeting(meeting: Meeting) {
      let answer: BbbResponse | undefined;
      try {
        const response = await fetch(call('create', { meetingID: meeting.id, name: meeting.name, record: 'true' }), {
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        answer = (parser.parse(await response.text()) as { response?: BbbResponse }).response;
      } catch (error) {
        throw providerUnavailable(error);
      }
      if (answer?.returncode !== 'SUCCESS') {
        throw providerUnavailable(new Error(`BigBlueButton create ${meeting.id}: ${answer?.messageKey ?? 'no answer'} ${answer?.message ?? ''}`));
      }
    },
    joinUrl(meeting: Meeting, participant: Participant) {
      return call('join', {
        meetingID: meeting.id,
        fullName: participant.fullName,
        role: participant.role === 'moderator' ? 'MODERATOR' : 'VIEWER',
        userID: participant.userId,
        redirect: 'true',
      });
    },
  };
}
