import { describe, expect, it } from 'vitest';
import { channelChanges, channelsFor, type RealtimeSettings } from './realtime.ts';
import { BROADCASTING_AUTH_PATH, pusherOptions } from './pusher-options.ts';

const user = (id: number, currentAccountId: number | null) => ({ id, userData: { currentAccountId } });
const page = { hostname: 'demo.localhost', port: '3000', protocol: 'http:' };
const own: RealtimeSettings = { key: 'k', host: null, port: null, tls: null };

describe('channels', () => {
  it('a guest joins no private channel', () => {
    expect(channelsFor(null)).toEqual([]);
  });

  it('a user joins their channel and the one of the account in use', () => {
    expect(channelsFor(user(7, null))).toEqual(['private-user.7']);
    expect(channelsFor(user(7, 3))).toEqual(['private-user.7', 'private-account.3']);
  });

  it('leaves the old user and account and joins the new ones', () => {
    expect(channelChanges(channelsFor(user(7, 3)), channelsFor(user(7, 4)))).toEqual({
      leave: ['private-account.3'], join: ['private-account.4'],
    });
    expect(channelChanges(channelsFor(user(7, 3)), channelsFor(user(8, null)))).toEqual({
      leave: ['private-user.7', 'private-account.3'], join: ['private-user.8'],
    });
    expect(channelChanges(['private-user.7'], ['private-user.7'])).toEqual({ leave: [], join: [] });
  });
});

describe('pusherOptions (spec §9)', () => {
  it('sets the timeouts, the placeholder cluster, stats off and websocket transports only', () => {
    const o = pusherOptions({ settings: own, location: page, locale: 'fr-FR', getXsrfToken: () => 't' });
    expect(o).toMatchObject({
      activityTimeout: 120_000, pongTimeout: 30_000, unavailableTimeout: 10_000, cluster: 'mt1', disableStats: true,
      enabledTransports: ['ws', 'wss'],
    });
  });

  it('uses the page host, port and scheme when no external server is configured', () => {
    expect(pusherOptions({ settings: own, location: page, locale: 'fr-FR', getXsrfToken: () => undefined }))
      .toMatchObject({ wsHost: 'demo.localhost', wsPort: 3000, wssPort: 3000, forceTLS: false });
    const https = { hostname: 'www.example.fr', port: '', protocol: 'https:' };
    expect(pusherOptions({ settings: own, location: https, locale: 'fr-FR', getXsrfToken: () => undefined }))
      .toMatchObject({ wsHost: 'www.example.fr', wssPort: 443, forceTLS: true });
  });

  it('forces TLS on an external server only when the setting is the string "true"', () => {
    const ext = (tls: RealtimeSettings['tls']): RealtimeSettings => ({ key: 'k', host: 'ws.example.fr', port: 6001, tls });
    const https = { hostname: 'www.example.fr', port: '', protocol: 'https:' };
    expect(pusherOptions({ settings: ext('true'), location: page, locale: 'fr-FR', getXsrfToken: () => undefined }))
      .toMatchObject({ wsHost: 'ws.example.fr', wsPort: 6001, wssPort: 6001, forceTLS: true });
    expect(pusherOptions({ settings: ext('false'), location: https, locale: 'fr-FR', getXsrfToken: () => undefined }).forceTLS).toBe(false);
  });

  it('authorises through the broadcasting endpoint with the XSRF token read at each call and the locale', () => {
    let token: string | undefined = 'first';
    const o = pusherOptions({ settings: own, location: page, locale: 'es-ES', getXsrfToken: () => token });
    const auth = o.channelAuthorization as { endpoint: string; transport: string; headersProvider: () => Record<string, string> };
    expect(auth.endpoint).toBe(BROADCASTING_AUTH_PATH);
    expect(auth.endpoint).toBe('/back/api/broadcasting/auth');
    expect(auth.transport).toBe('ajax');
    expect(auth.headersProvider()).toEqual({ 'X-XSRF-TOKEN': 'first', 'Accept-Language': 'es-ES' });
    token = 'second';
    expect(auth.headersProvider()['X-XSRF-TOKEN']).toBe('second');
    token = undefined;
    expect(auth.headersProvider()).toEqual({ 'Accept-Language': 'es-ES' });
  });
});
