import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The app's query client once some code has loaded it (lib/query-client.ts). The home page
 * fetches nothing, so a first visit there downloads no TanStack Query client (issue 35): every
 * other page loads it with its code (lib/load-query-client.ts, app/router.tsx), and the entry's
 * code reaches it through here.
 */
let loaded: QueryClient | null = null;
const listeners = new Set<() => void>();

/** Called once, by lib/query-client.ts as it makes the client. */
export function provideQueryClient(client: QueryClient) {
  loaded = client;
  for (const listener of listeners) listener();
}

/** The client, if some page has loaded it; null means nothing has been asked or cached yet. */
export function loadedQueryClient() {
  return loaded;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The same on the server and while hydrating: a client in context draws no markup. */
export function useLoadedQueryClient() {
  return useSyncExternalStore(subscribe, loadedQueryClient, loadedQueryClient);
}
