import { drawnPageStateId, type DrawnPageState } from '@nibras/contracts/drawn-pages';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/**
 * The answers a page drawn by the server was drawn with (docs/decisions/0022), from its JSON
 * element (data, never run: the CSP allows no other inline script), or null.
 */
export function drawnPageState(): DrawnPageState | null {
  const text = document.getElementById(drawnPageStateId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DrawnPageState;
  } catch {
    return null;
  }
}

/**
 * The drawn page's answers into the query cache, counted as fetched now: the page shows them
 * as of its arrival, and a browser clock behind or ahead of the server's must not make them
 * stale (a fetch while hydrating would also draw the page differently from its HTML). The
 * server's cache is dehydrated with only successful answers in it, so each is set as data:
 * TanStack's `hydrate` would add 1.2 kB to the first load for nothing more.
 */
export function hydrateDrawnQueries(client: QueryClient, state: DrawnPageState) {
  const now = Date.now();
  for (const query of (state.queries as DehydratedState).queries) {
    client.setQueryData(query.queryKey, query.state.data, { updatedAt: now });
  }
}
