/**
 * Live updates in the browser (issue 6 part 4, spec §7 "Realtime", §9): which channels a page joins and how pusher-js
 * is configured (pusher-options.ts, loaded with pusher-js once signed in). Pure: the component
 * (components/realtime/live-updates.tsx) owns the socket.
 */
import type { SessionUser } from '@app/domain/identity/session-user';
import { accountChannel, userChannel } from '@app/domain/realtime/realtime-channels';

/** Socket settings handed by the server to the root loader. */
export interface RealtimeSettings {
  /** PUSHER_APP_KEY of the server config. */
  key: string;
  /** An external Pusher-compatible server; null → the page's own host, port and scheme. */
  host: string | null;
  port: number | null;
  /** The TLS setting as written in the config ('true' | 'false'); null with the page's own host. */
  tls: 'true' | 'false' | null;
}

/** The private channels of a signed-in user: their own and the one of the account in use (none for a guest). */
export function channelsFor(user: Pick<SessionUser, 'id' | 'userData'> | null): string[] {
  if (!user) return [];
  const channels = [userChannel(user.id)];
  const accountId = user.userData.currentAccountId;
  if (accountId !== null) channels.push(accountChannel(accountId));
  return channels;
}

/** What to leave and what to join when the wanted channels change (user or account switched). */
export function channelChanges(current: readonly string[], wanted: readonly string[]): { leave: string[]; join: string[] } {
  return {
    leave: current.filter((c) => !wanted.includes(c)),
    join: wanted.filter((c) => !current.includes(c)),
  };
}
