/** The session user on the page (root loader data) and the logout of spec §4. */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { requiresLogin } from '@app/domain/identity/guards';
import type { Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import type { SessionUser } from '@app/domain/identity/session-user';
import type { Platform } from '@app/contracts/identity/platform';
import { useBrowserApi } from './browser-api.ts';
import { clearClientData } from './client-data.ts';
import { logoutSequence } from '../components/identity/logout.ts';

interface SessionState {
  user: SessionUser | null;
  markLoggedOut(): void;
  platform: Platform;
  lang: Lang;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({
  user,
  platform,
  lang,
  children,
}: {
  user: SessionUser | null;
  platform: Platform;
  lang: Lang;
  children: ReactNode;
}) {
  const [loggedOut, setLoggedOut] = useState(false);
  // Once the loaders confirm the visitor is a guest, the local "logged out" mark has done its job.
  useEffect(() => {
    if (!user) setLoggedOut(false);
  }, [user]);
  const markLoggedOut = useCallback(() => setLoggedOut(true), []);
  const value = useMemo(
    () => ({ user: loggedOut ? null : user, markLoggedOut, platform, lang }),
    [loggedOut, user, markLoggedOut, platform, lang],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The logged-in user, or null (a guest, or a user who just logged out). */
export function useSessionUser(): SessionUser | null {
  return useContext(SessionContext)?.user ?? null;
}

/** The platform and language of the page (from the root loader). */
export function usePlatformHost(): { platform: Platform; lang: Lang } {
  const session = useContext(SessionContext);
  if (!session) throw new Error('usePlatformHost outside SessionProvider');
  return { platform: session.platform, lang: session.lang };
}

/**
 * Logout in the order of spec §4: mark logged out, navigate to login (convergence platform or farline) or home,
 * call the logout contract, clear client data (tourShown kept). The target's data are then loaded again, since
 * the first navigation may have raced the server call.
 */
export function useLogout(): () => Promise<void> {
  const session = useContext(SessionContext);
  const navigate = useNavigate();
  const api = useBrowserApi();
  return useCallback(async () => {
    if (!session) return;
    const target = buildPath(requiresLogin(session.platform) ? 'auth-login' : 'index', session.lang);
    await logoutSequence({
      markLoggedOut: session.markLoggedOut,
      navigate: () => navigate(target, { replace: true }),
      // The contract comes with the click: its schemas are not part of every page.
      serverLogout: async () => api.call((await import('@app/contracts/identity/auth')).logout, {}),
      clearClientData: () => clearClientData(),
    });
    await navigate(target, { replace: true });
  }, [session, navigate, api]);
}
