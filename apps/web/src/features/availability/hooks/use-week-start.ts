import { useCallback, useSyncExternalStore } from 'react';

/** 6 = Saturday (the week of most of our families), 0 = Sunday, 1 = Monday. */
export type WeekStart = 6 | 0 | 1;
export const weekStarts: WeekStart[] = [6, 0, 1];
const storageKey = 'preferredWeekStart';
const listeners = new Set<() => void>();

function read(): WeekStart {
  const stored = Number(localStorage.getItem(storageKey));
  return (weekStarts as number[]).includes(stored) && localStorage.getItem(storageKey) !== null
    ? (stored as WeekStart)
    : 6;
}

/** The first day of the week in the editor, remembered in this browser. */
export function useWeekStart(): [WeekStart, (start: WeekStart) => void] {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  const weekStart = useSyncExternalStore(subscribe, read, () => 6 as WeekStart);
  const setWeekStart = useCallback((start: WeekStart) => {
    localStorage.setItem(storageKey, String(start));
    for (const listener of listeners) listener();
  }, []);
  return [weekStart, setWeekStart];
}

/** The weekdays (0 = Sunday) in display order from `start`. */
export function orderedWeekdays(start: WeekStart): number[] {
  return Array.from({ length: 7 }, (_, offset) => (start + offset) % 7);
}
