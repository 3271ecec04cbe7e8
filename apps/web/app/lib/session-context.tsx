/** The session user on the page (root loader data, or asked for by the browser on a shared page). */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Lang } from '@app/domain/platform/locales';
import type { SessionUser } from '@app/domain/identity/session-user';
import type { Platform } from '@app/contracts/identity/platform';

interface SessionState {
  user: SessionUser | null;
  /** Signed in, the user not known yet: a shared page before the browser has asked (shared-page.server.ts). */
  pending: boolean;
  markLoggedOut(): void;
  platform: Platform;
  lang: Lang;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({
  user,
  pending = false,
  platform,
  lang,
  locale,
  children,
}: {
  user: SessionUser | null;
  pending?: boolean;
  platform: Platform;
  lang: Lang;
  locale: string;
  children: ReactNode;
}) {
  const [loggedOut, setLoggedOut] = useState(false);
  // Once the loaders confirm the visitor is a guest, the local "logged out" mark has done its job.
  useEffect(() => {
    if (!user) setLoggedOut(false);
  }, [user]);
  const markLoggedOut = useCallback(() => setLoggedOut(true), []);
  const filled = useFilledSession(pending, locale);
  const value = useMemo(
    () => ({
      user: loggedOut ? null : (user ?? filled?.user ?? null),
      pending: pending && filled === undefined && !loggedOut,
      markLoggedOut,
      platform,
      lang,
    }),
    [loggedOut, user, pending, filled, markLoggedOut, platform, lang],
  );
  return (
    <SessionContext.Provider value={value}>
      {/* The root renders this meta on other pages; React puts it in the head. */}
      {filled?.csrfToken && <meta name="csrf-token" content={filled.csrfToken} />}
      {children}
    </SessionContext.Provider>
  );
}

/** The logged-in user, or null (a guest, or a user who just logged out). */
export function useSessionUser(): SessionUser | null {
  return useContext(SessionContext)?.user ?? null;
}

/** True on a shared page until the browser knows its user: the header keeps the user's place. */
export function useSessionPending(): boolean {
  return useContext(SessionContext)?.pending ?? false;
}

/**
 * The user of a shared page and its csrf token, asked for once the page is hydrated (undefined until answered; a null
 * user for a session that ended meanwhile). The call's code is downloaded by such pages only.
 */
function useFilledSession(pending: boolean, locale: string) {
  const [filled, setFilled] = useState<{ user: SessionUser | null; csrfToken: string | null }>();
  useEffect(() => {
    if (pending) void import('./session-fill.ts').then(({ fillSession }) => fillSession(locale)).then(setFilled);
  }, [pending, locale]);
  return pending ? filled : undefined;
}

/** The whole session state, for the logout (use-logout.ts, downloaded with the signed-in user menu). */
export function useSessionState(): SessionState | null {
  return useContext(SessionContext);
}

/** The platform and language of the page (from the root loader). */
export function usePlatformHost(): { platform: Platform; lang: Lang } {
  const session = useContext(SessionContext);
  if (!session) throw new Error('usePlatformHost outside SessionProvider');
  return { platform: session.platform, lang: session.lang };
}
