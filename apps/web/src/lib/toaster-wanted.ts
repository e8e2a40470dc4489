import { useSyncExternalStore } from 'react';

/**
 * Whether some code that shows toasts has loaded (lib/toast.ts), and so the app's Toaster is
 * needed. Kept apart from sonner so that the entry can ask without downloading it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False on the server and while hydrating, as the Toaster is not part of a drawn page. */
export function useToasterWanted() {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
