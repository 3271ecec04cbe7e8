/**
 * Live updates in the browser (issue 6 part 4, spec §7 "Realtime", §9): which channels a page joins and how pusher-js
 * is configured. Pure: the component (components/realtime/live-updates.tsx) owns the socket.
 */
import type { Options } from 'pusher-js';
import type { SessionUser } from '@app/domain/identity/session-user';
import { API_PREFIX, pathOf } from '@app/contracts/contract';
import { broadcastingAuth } from '@app/contracts/realtime/broadcasting';
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

/** pusher-js posts there itself, so the path is taken from the contract rather than called through the client. */
export const BROADCASTING_AUTH_PATH = API_PREFIX + pathOf(broadcastingAuth);

/** §9 constants of the pusher client. */
export const PUSHER_TIMEOUTS = { activityTimeout: 120_000, pongTimeout: 30_000, unavailableTimeout: 10_000 } as const;
/** pusher-js requires a cluster; the socket host is always given, so this is a fixed placeholder (spec §9). */
export const PUSHER_CLUSTER_PLACEHOLDER = 'mt1';

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

export interface PageLocation {
  hostname: string;
  port: string;
  protocol: string;
}

export interface PusherOptionsInput {
  settings: RealtimeSettings;
  /** window.location (used when the settings name no host). */
  location: PageLocation;
  locale: string;
  /** Read at every authorisation call: the XSRF cookie may be renewed while the page is open. */
  getXsrfToken: () => string | undefined;
}

/** pusher-js options of spec §9: timeouts, placeholder cluster, stats off, TLS only when the setting is 'true'. */
export function pusherOptions({ settings, location, locale, getXsrfToken }: PusherOptionsInput): Options {
  const own = settings.host === null;
  const pageTls = location.protocol === 'https:';
  const forceTLS = own ? pageTls : settings.tls === 'true';
  const pagePort = location.port ? Number(location.port) : pageTls ? 443 : 80;
  const port = own ? pagePort : (settings.port ?? (forceTLS ? 443 : 80));
  return {
    cluster: PUSHER_CLUSTER_PLACEHOLDER,
    wsHost: own ? location.hostname : (settings.host as string),
    wsPort: port,
    wssPort: port,
    forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    ...PUSHER_TIMEOUTS,
    channelAuthorization: {
      transport: 'ajax',
      endpoint: BROADCASTING_AUTH_PATH,
      headersProvider: () => {
        const headers: Record<string, string> = { 'Accept-Language': locale };
        const token = getXsrfToken();
        if (token) headers['X-XSRF-TOKEN'] = token;
        return headers;
      },
    },
  };
}
