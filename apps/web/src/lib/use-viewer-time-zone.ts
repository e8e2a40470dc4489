import { useSyncExternalStore } from 'react';
import { viewerTimeZone } from './zoned-time';

const noSubscription = () => () => {};

/**
 * The viewer's IANA zone, or null on the server and while React hydrates a page it drew: the
 * server does not know the browser's zone, and the first render must equal its HTML
 * (docs/decisions/0022). A page the app draws itself has the zone from its first render.
 */
export function useViewerTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, viewerTimeZone, () => null);
}
