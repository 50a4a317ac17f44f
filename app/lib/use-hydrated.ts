import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the browser: the
 * controls that need a script replace their no-script versions only then. A module of its own, so
 * a card's heart does not bring the listing page's buttons into search and browse.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
