import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true once its code runs: a control that only works with the page's
 * code (a submit handled in the page, a button with a click handler) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
