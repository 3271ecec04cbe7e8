import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The hash a checksum of this length was made with (BigBlueButton tells them apart the same way). */
const ALGORITHM_OF_LENGTH: Record<number, string> = { 40: 'sha1', 64: 'sha256', 96: 'sha384', 128: 'sha512' };

export interface StandInJoin {
  meetingID: string;
  fullName: string;
  role: string;
  userID: string;
}

export interface BigBlueButtonStandIn {
  /** The server's address, as BBB_URL would give it. */
  url: string;
  meetings: Map<string, { name: string }>;
  joins: StandInJoin[];
  /** Calls refused for a wrong checksum. */
  refused: string[];
  close(): Promise<void>;
}

const xml = (fields: Record<string, string>) =>
  `<?xml version="1.0"?><response>${Object.entries(fields)
    .map(([k, v]) => `<${k}>${v}</${k}>`)
    .join('')}</response>`;

/**
 * A local stand-in of the BigBlueButton API for the tests: `create` and `join` under `/bigbluebutton/api/`, each
 * checked as the real server checks it (the checksum over the call's name, the query string as received without its
 * checksum, and the shared secret), answering the real server's XML. A join answers its XML instead of redirecting
 * into a client, so a test can follow the link the platform gave.
 */
export async function startBigBlueButtonStandIn(secret: string): Promise<BigBlueButtonStandIn> {
  const meetings = new Map<string, { name: string }>();
  const joins: StandInJoin[] = [];
  const refused: string[] = [];
  const server = createServer((request, response) => {
    const answer = (fields: Record<string, string>) => {
      response.writeHead(200, { 'content-type': 'text/xml' });
      response.end(xml(fields));
    };
    const [pathname, rawQuery = ''] = (request.url ?? '').split('?');
    const call = /^\/bigbluebutton\/api\/(\w+)$/.exec(pathname)?.[1] ?? '';
    const match = /(?:^|&)checksum=([0-9a-f]+)$/.exec(rawQuery);
    const query = match ? rawQuery.slice(0, match.index) : rawQuery;
    const algorithm = match ? ALGORITHM_OF_LENGTH[match[1].length] : undefined;
    const expected = algorithm ? createHash(algorithm).update(`${call}${query}${secret}`).digest() : undefined;
    if (!match || !expected || !timingSafeEqual(expected, Buffer.from(match[1], 'hex'))) {
      refused.push(call);
      answer({ returncode: 'FAILED', messageKey: 'checksumError', message: 'Checksums do not match' });
      return;
    }
    const params = new URLSearchParams(query);
    const meetingID = params.get('meetingID') ?? '';
    if (call === 'create') {
      const existed = meetings.has(meetingID);
      if (!existed) meetings.set(meetingID, { name: params.get('name') ?? '' });
      answer({ returncode: 'SUCCESS', meetingID, ...(existed ? { messageKey: 'duplicateWarning', message: 'This conference was already in existence' } : {}) });
    } else if (call === 'join') {
      if (!meetings.has(meetingID)) return answer({ returncode: 'FAILED', messageKey: 'notFound', message: 'We could not find a meeting with that meeting ID' });
      joins.push({ meetingID, fullName: params.get('fullName') ?? '', role: params.get('role') ?? '', userID: params.get('userID') ?? '' });
      answer({ returncode: 'SUCCESS', meetingID, role: params.get('role') ?? '' });
    } else {
      answer({ returncode: 'FAILED', messageKey: 'unsupportedRequest', message: 'This request is not supported.' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/bigbluebutton/`,
    meetings,
    joins,
    refused,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
