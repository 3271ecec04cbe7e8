/** The logout of spec §4, downloaded with the signed-in user menu. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { requiresLogin } from '@app/domain/identity/guards';
import { buildPath } from '@app/domain/platform/routes';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { clearClientData } from '../../lib/client-data.ts';
import { useSessionState } from '../../lib/session-context.tsx';
import { logoutSequence } from './logout.ts';

/**
 * Logout in the order of spec §4: mark logged out, navigate to login (convergence platform or farline) or home,
 * call the logout contract, clear client data (tourShown kept). The target's data are then loaded again, since
 * the first navigation may have raced the server call.
 */
export function useLogout(): () => Promise<void> {
  const session = useSessionState();
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
