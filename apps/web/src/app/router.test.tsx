import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { apiServer, failure } from '@/test/app-fakes';
import { routes } from './router';

const parent = {
  id: '1c8d6b63-4a1f-4b9f-8e8d-2b3c4d5e6f70',
  fullName: 'Layla Hassan',
  email: 'layla@example.com',
  phoneNumber: '+971500000000',
  userType: 'Parent' as const,
  preferredLanguage: 'en' as const,
  avatarUrl: null,
};

async function landingOf(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await waitFor(() => expect(document.querySelector('main h1')).not.toBeNull());
  return router.state.location.pathname;
}

beforeAll(() => initI18n());
// Where a user lands does not depend on the pages' data: every API call finds the server down.
beforeEach(() =>
  apiServer.use(
    http.all('/api/*', () =>
      HttpResponse.json(failure('service_unavailable', 'Down for the test'), { status: 503 }),
    ),
  ),
);
afterEach(() => useSession.getState().clearSession());

/** docs/decisions/0004: only the pages of a visitor send a logged-in user to their dashboard. */
describe('where a logged-in parent lands', () => {
  it.each([
    ['/', '/dashboard/parent'],
    ['/login', '/dashboard/parent'],
    ['/signup', '/dashboard/parent'],
    ['/signup/tutor', '/dashboard/parent'],
    ['/request-reset-password', '/dashboard/parent'],
    ['/reset-password?token=x', '/dashboard/parent'],
    ['/social-sign-in', '/dashboard/parent'],
    ['/social-sign-in?status=signed-in&next=%2Fcourses', '/courses'],
    ['/social-sign-in/confirm?token=x', '/dashboard/parent'],
    ['/dashboard/tutor', '/dashboard/parent'],
    ['/dashboard/child', '/dashboard/parent'],
    ['/courses', '/courses'],
    ['/contact', '/contact'],
    ['/profile', '/profile'],
    ['/book-session', '/book-session'],
  ])('%s → %s', async (path, landing) => {
    useSession.getState().setSession({
      userModel: parent,
      accessToken: 'token',
      accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
    });
    expect(await landingOf(path)).toBe(landing);
  });

  it('a visitor asking for a dashboard lands on /login', async () => {
    expect(await landingOf('/dashboard/parent')).toBe('/login');
  });
});
