import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { withMatchedRoutesLoaded } from './loaded-routes';

function Page() {
  return null;
}

describe('withMatchedRoutesLoaded', () => {
  it('loads the routes that match the path, and leaves every other one lazy', async () => {
    const home = vi.fn(async () => ({ Component: Page }));
    const login = vi.fn(async () => ({ Component: Page }));
    const area = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { lazy: area, children: [{ index: true, lazy: home }] },
          { path: 'login', lazy: login },
        ],
      },
    ];

    const loaded = await withMatchedRoutesLoaded(routes, '/');

    expect(home).toHaveBeenCalledOnce();
    expect(area).toHaveBeenCalledOnce();
    expect(login).not.toHaveBeenCalled();
    const [areaRoute, loginRoute] = loaded[0]?.children ?? [];
    expect(areaRoute).toMatchObject({ Component: Page });
    expect(areaRoute?.lazy).toBeUndefined();
    expect(areaRoute?.children?.[0]).toMatchObject({ index: true, Component: Page });
    expect(areaRoute?.children?.[0]?.lazy).toBeUndefined();
    expect(loginRoute?.lazy).toBe(login);
    // The app's own route table is not changed.
    expect(routes[0]?.children?.[0]?.lazy).toBe(area);
  });
});
