/** The logout sequence of spec §4, in its exact order; the steps are injected so the order is unit-tested. */

export interface LogoutSteps {
  /** 1. The UI shows the visitor as logged out at once (local state). */
  markLoggedOut(): void;
  /** 2. Navigate to login (convergence platform, farline) or home. */
  navigate(): Promise<void> | void;
  /** 3. Server logout: deletes the session row, clears the cookies. */
  serverLogout(): Promise<unknown>;
  /** 4. Clear user, referent, catalogue (and suggestion) client data; the tour-shown flag is kept. */
  clearClientData(): void;
}

/**
 * Runs the steps in the spec's order. The navigation is started before the server call but not awaited first, so
 * the page changes immediately; a failed server call is logged and the client is cleared anyway (the visitor asked
 * to leave). Resolves once the navigation and the call are both over.
 */
export async function logoutSequence(steps: LogoutSteps): Promise<void> {
  steps.markLoggedOut();
  const navigation = Promise.resolve(steps.navigate()).catch((error: unknown) => console.error('Logout navigation failed', error));
  try {
    await steps.serverLogout();
  } catch (error) {
    console.error('Logout failed on the server', error);
  }
  steps.clearClientData();
  await navigation;
}
