import type { Language } from '@nibras/contracts/i18n/languages';
import type { RouteObject } from 'react-router';
import { loadTexts } from '@/lib/i18n';

/**
 * Trial of issue 35 (docs/decisions/0035): what a loader is given on the server, React
 * Router's request context: the page's language (i18next's is the process's, shared by
 * requests in flight) and the API's routes, answered in-process.
 */
export type LoaderTrialContext = { language: Language; api: (path: string) => Promise<unknown> };

/** The server's context, or null in the browser (where the router gives a context of its own). */
export function serverContextOf(context: unknown): LoaderTrialContext | null {
  return typeof context === 'object' && context !== null && 'api' in context
    ? (context as LoaderTrialContext)
    : null;
}

/** The app's routes with a tutor's profile read by its route loader. */
export function routesWithLoaders(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    if (route.path === 'tutors/:id') {
      return {
        path: route.path,
        lazy: () =>
          Promise.all([import('./routes/tutor-profile-loaded'), loadTexts(['tutors'])]).then(
            ([module]) => module,
          ),
      };
    }
    return route.children
      ? ({ ...route, children: routesWithLoaders(route.children) } as RouteObject)
      : route;
  });
}
