/**
 * Live updates (issue 6 part 4): a pusher-js socket while a user is signed in, private channels following the user
 * and the account in use, the refetch each event asks for, and the LMS maintenance state with its banner (spec §3, §7,
 * §9). The maintenance state is shared with the page below (the administrators' header control reads and sets it).
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type PusherClient from 'pusher-js';
import type { LmsMaintenance } from '@app/domain/realtime/maintenance';
import { NO_MAINTENANCE } from '@app/domain/realtime/maintenance';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { XSRF_COOKIE } from '../../lib/api-client.ts';
import { readRawCookie } from '../../lib/cookies.ts';
import { EVENT_NAMES, MAINTENANCE_CHANNEL, userChannel } from '@app/domain/realtime/realtime-channels';
import { channelChanges, channelsFor, type RealtimeSettings } from '../../lib/realtime.ts';
import { useSessionUser } from '../../lib/session-context.tsx';

interface MaintenanceState {
  state: LmsMaintenance;
  /** Applies a state the API just confirmed (the live event brings the same state a moment later). */
  applied(state: LmsMaintenance): void;
}

const MaintenanceContext = createContext<MaintenanceState>({ state: NO_MAINTENANCE, applied: () => {} });
/**
 * The signed-in user's socket (null before it connects, or signed out): a page may follow a channel of its own (the
 * shop's live cart reads it; a guest's page has none, so the cart opens its own).
 */
export const SocketContext = createContext<PusherClient | null>(null);

/**
 * Runs `handler` on each `event` of `channel` while the page is open (and the user signed in): a public channel the
 * page joins itself, or one of the user's private channels already joined here.
 */
export function useLiveEvent(channel: string | null, event: string, handler: () => void): void {
  const pusher = useContext(SocketContext);
  // The user's private channels belong to LiveUpdates, whichever effect happens to subscribe first (a page's effects
  // run before its parent's): the page never leaves them.
  const shared = channelsFor(useSessionUser()).includes(channel ?? '');
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!pusher || !channel) return;
    const existing = pusher.channel(channel);
    const subscribed = existing ?? pusher.subscribe(channel);
    const run = () => latest.current();
    subscribed.bind(event, run);
    return () => {
      subscribed.unbind(event, run);
      if (!existing && !shared) pusher.unsubscribe(channel);
    };
  }, [pusher, channel, event, shared]);
}

/** The LMS maintenance state in force, kept current by the live channel. */
export function useMaintenance(): MaintenanceState {
  return useContext(MaintenanceContext);
}

export function LiveUpdates({
  settings,
  locale,
  children,
}: {
  settings: RealtimeSettings | null;
  locale: string;
  children: ReactNode;
}) {
  const user = useSessionUser();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const [maintenance, setMaintenance] = useState<LmsMaintenance>(NO_MAINTENANCE);
  const [pusher, setPusher] = useState<PusherClient | null>(null);
  const joined = useRef<string[]>([]);
  // Event handlers read the latest revalidate without re-binding.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  // Initial maintenance state (then kept current by the public channel), asked once the page is loaded and idle: the
  // contract (and its schemas) is not part of the page's first download.
  useEffect(() => {
    let active = true;
    const read = () =>
      import('@app/contracts/realtime/maintenance')
        .then(({ getMaintenance }) => api.call(getMaintenance, {}))
        .then(
          (answer) => { if (active) setMaintenance(answer.data); },
          () => { /* no banner when the state cannot be read */ },
        );
    const cancel = whenIdle(read);
    return () => {
      active = false;
      cancel();
    };
  }, [api]);

  // One socket while signed in; closed on logout.
  // Root data are reloaded on every navigation: the socket depends on the values, not on the object.
  const signedIn = user !== null;
  const key = settings?.key ?? null;
  const host = settings?.host ?? null;
  const port = settings?.port ?? null;
  const tls = settings?.tls ?? null;
  useEffect(() => {
    if (!signedIn || key === null) return;
    let socket: PusherClient | null = null;
    let cancelled = false;
    void Promise.all([import('pusher-js'), import('../../lib/pusher-options.ts')]).then(([{ default: Pusher }, { pusherOptions }]) => {
      if (cancelled) return;
      socket = new Pusher(key, pusherOptions({
        settings: { key, host, port, tls },
        location: window.location,
        locale,
        getXsrfToken: () => readRawCookie(XSRF_COOKIE, document.cookie),
      }));
      const maintenanceChannel = socket.subscribe(MAINTENANCE_CHANNEL);
      maintenanceChannel.bind(EVENT_NAMES.maintenance, (state: LmsMaintenance) => setMaintenance(state));
      setPusher(socket);
    });
    return () => {
      cancelled = true;
      socket?.disconnect();
      joined.current = [];
      setPusher(null);
    };
  }, [signedIn, key, host, port, tls, locale]);

  // Private channels follow the user and the account in use: leave the old ones, join the new ones.
  const wanted = channelsFor(user).join(' ');
  useEffect(() => {
    if (!pusher) return;
    const next = wanted ? wanted.split(' ') : [];
    const { leave, join } = channelChanges(joined.current, next);
    for (const name of leave) pusher.unsubscribe(name);
    for (const name of join) {
      const channel = pusher.subscribe(name);
      if (user && name === userChannel(user.id)) {
        channel.bind(EVENT_NAMES.userChanged, () => { void revalidate.current(); });
        // A new notification: the session user (and with it the header's bell) is read again.
        channel.bind(EVENT_NAMES.notification, () => { void revalidate.current(); });
      }
    }
    joined.current = next;
    // `user` is only read for its id, which `wanted` already carries.
  }, [pusher, wanted]);

  const shared = useMemo(() => ({ state: maintenance, applied: setMaintenance }), [maintenance]);
  return (
    <MaintenanceContext.Provider value={shared}>
      <MaintenanceBanner state={maintenance} />
      <SocketContext.Provider value={pusher}>{children}</SocketContext.Provider>
    </MaintenanceContext.Provider>
  );
}

/** Runs `task` once the page has loaded and the main thread is idle (Safari has no idle callback: soon after load). */
function whenIdle(task: () => void): () => void {
  const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  let cancel = () => {};
  const schedule = () => {
    if (idle) {
      const handle = idle(task, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 200);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}

export function MaintenanceBanner({ state }: { state: LmsMaintenance }) {
  const { t } = useTranslation();
  const visible = state.showMessage || state.isActive;
  return (
    <div role="status" aria-live="polite" data-testid="maintenance-banner">
      {visible && (
        <p className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          <span className="font-semibold">{t('maintenance.label')}</span>{' '}
          {state.message.trim() || t('maintenance.default')}
        </p>
      )}
    </div>
  );
}
