import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Controls that take no choice until the app runs: on a page drawn in advance (docs/decisions/
 * 0020, 0022) they are disabled until React has hydrated it, so that a choice made in that
 * moment is not lost unseen. Its own component, so that only it draws again once hydrated: its
 * children, made by its parent, are the same elements and React skips them.
 */
export function ReadyFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="min-w-0">
      {children}
    </fieldset>
  );
}
