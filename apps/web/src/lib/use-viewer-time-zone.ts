import { useHydrated } from './use-hydrated';
import { viewerTimeZone } from './zoned-time';

/**
 * The viewer's IANA zone, or null on the server and while React hydrates a page it drew: the
 * server does not know the browser's zone, and the first render must equal its HTML
 * (docs/decisions/0022). A page the app draws itself has the zone from its first render. It
 * follows useHydrated, so what shows the zone is drawn again in the transition that follows
 * hydration, not at sync priority in one task.
 */
export function useViewerTimeZone(): string | null {
  return useHydrated() ? viewerTimeZone() : null;
}
