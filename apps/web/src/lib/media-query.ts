import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here on a page has room for a side column. */
export const wideScreen = '(min-width: 64rem)';

/**
 * Whether a media query matches now, kept in step as the window changes. Where the browser
 * cannot tell (no matchMedia), the wide layout is assumed.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    () => true,
  );
}
