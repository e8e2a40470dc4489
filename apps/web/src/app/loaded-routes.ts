import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The routes with those that match `pathname` already loaded (their `lazy` run and merged in),
 * for a router that must draw the page at once: hydrating a prerendered page, the router's
 * first render has to be the page, not its HydrateFallback (docs/decisions/0020). The other
 * routes stay lazy.
 */
export async function withMatchedRoutesLoaded(
  routes: RouteObject[],
  pathname: string,
): Promise<RouteObject[]> {
  const loaded = new Map<RouteObject, RouteObject>();
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      const resolved = { ...route, ...properties } as RouteObject;
      delete resolved.lazy;
      loaded.set(route, resolved);
    }),
  );
  const replace = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const resolved = loaded.get(route) ?? route;
      return resolved.children
        ? ({ ...resolved, children: replace(resolved.children) } as RouteObject)
        : resolved;
    });
  return replace(routes);
}
