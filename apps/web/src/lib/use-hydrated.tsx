import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const noSubscription = () => () => {};

/** True outside any HydratedProvider: a component drawn on its own is drawn by the browser. */
const Hydrated = createContext(true);

/**
 * Whether the app has hydrated the page, for the whole tree: false in the prerender and while
 * React hydrates a page drawn in advance (docs/decisions/0020, 0022), true from then on, and
 * from the first render of a page the app draws itself.
 *
 * The change to true is a transition: React draws what follows from it (the filters' form that
 * fits the screen, controls enabled) in slices after hydration rather than in one task.
 * `useSyncExternalStore` alone would tell each component itself, but its server snapshot is
 * replaced by a render at sync priority, which took 30–50 ms in one task on /courses
 * (docs/performance-archive.md). Here it only gives the first value, to one component whose
 * children it does not draw again.
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const drawnByBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(drawnByBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}

/**
 * False in the prerender and while React hydrates a prerendered page, true from then on (and
 * from the first render of a page the app draws itself). What only the browser knows (the saved
 * theme) is drawn once this is true, so that the first render equals the prerendered HTML; a
 * control that does nothing without the app is disabled until then, so that a press before the
 * app runs is not lost, nor a form sent by the browser itself (docs/decisions/0020).
 */
export function useHydrated() {
  return useContext(Hydrated);
}
