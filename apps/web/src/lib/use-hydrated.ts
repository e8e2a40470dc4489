import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerender and while React hydrates a prerendered page, true from then on (and
 * from the first render of a page the app draws itself). What only the browser knows (the saved
 * theme) is drawn once this is true, so that the first render equals the prerendered HTML; a
 * control that does nothing without the app is disabled until then, so that a press before the
 * app runs is not lost, nor a form sent by the browser itself (docs/decisions/0020).
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
