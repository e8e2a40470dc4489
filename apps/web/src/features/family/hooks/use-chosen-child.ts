import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Which child a parent is looking at lives in the URL (`?child=`), so a reload, the back button
 * and a return from booking land on the same child; the first child when none (or a removed one)
 * is named.
 */
export function useChosenChild(childIds: string[]) {
  const [params, setParams] = useSearchParams();
  const named = params.get('child');
  const chosen = named && childIds.includes(named) ? named : (childIds[0] ?? null);
  const choose = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('child', id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [chosen, choose] as const;
}
