/** pusher-js options of a signed-in page (spec §7 "Realtime", §9), loaded with pusher-js itself. */
import type { Options } from 'pusher-js';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { broadcastingAuth } from '@app/contracts/realtime/broadcasting';
import type { RealtimeSettings } from './realtime.ts';

/** pusher-js posts there itself, so the path is taken from the contract rather than called through the client. */
export const BROADCASTING_AUTH_PATH = API_PREFIX + pathOf(broadcastingAuth);

/** §9 constants of the pusher client. */
export const PUSHER_TIMEOUTS = { activityTimeout: 120_000, pongTimeout: 30_000, unavailableTimeout: 10_000 } as const;
/** pusher-js requires a cluster; the socket host is always given, so this is a fixed placeholder (spec §9). */
export const PUSHER_CLUSTER_PLACEHOLDER = 'mt1';

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
