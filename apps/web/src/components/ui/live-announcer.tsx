import { useSyncExternalStore } from 'react';

/**
 * The page's one polite live region. Whatever `announce` is given, a screen reader reads when the
 * user pauses; the same text twice is read twice (each message is a new node in the region).
 */
type Announcement = { text: string; id: number };

let current: Announcement = { text: '', id: 0 };
const listeners = new Set<() => void>();

export function announce(text: string) {
  current = { text, id: current.id + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once, in the root layout. */
export function LiveAnnouncer() {
  const message = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message.text && <span key={message.id}>{message.text}</span>}
    </div>
  );
}
