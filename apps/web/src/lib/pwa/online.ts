import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the browser has a network, as TanStack Query sees it (it pauses queries and queued
 * writes while it has none, and refetches when it is back). True on the server.
 */
export function useOnline() {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * TanStack Query counts the browser online until an "offline" event: an app opened without a
 * network (from the service worker) would try every query and show errors instead of its last
 * answers. It starts from what the browser says.
 */
export function startOnlineTracking() {
  onlineManager.setOnline(navigator.onLine);
}
