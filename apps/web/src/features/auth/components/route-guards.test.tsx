import type { SignUpTypeName } from '@nibras/contracts/roles';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { CurrentPath, renderRoutes, sampleUsers } from '@/test/app-fakes';
import { RequireLogin, RequireRole, VisitorOnly } from './route-guards';
import { patience } from '@/test/patience';

const routes = [
  {
    element: <VisitorOnly />,
    children: [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
  },
  {
    element: <RequireRole role="Tutor" />,
    children: [
      { path: '/dashboard/tutor', element: <p>Tutor dashboard</p> },
      { path: '/dashboard/tutor/all-tutor-subjects', element: <p>Tutor subjects</p> },
    ],
  },
  {
    element: <RequireRole role="Parent" />,
    children: [{ path: '/dashboard/parent', element: <p>Parent dashboard</p> }],
  },
  {
    element: <RequireLogin />,
    children: [{ path: '/sessions/:id', element: <p>Session page</p> }],
  },
  { path: '/courses', element: <p>Courses page</p> },
  { path: '*', element: <CurrentPath /> },
];

function logIn(userType: SignUpTypeName) {
  useSession.getState().setSession({
    userModel: sampleUsers[userType],
    accessToken: 'token',
    accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
  });
}

afterEach(() => useSession.getState().clearSession());

describe('RequireRole', () => {
  it('sends a visitor to /login', async () => {
    const { router } = renderRoutes(routes, '/dashboard/tutor');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/dashboard/tutor' });
  });

  it('sends a token without a user model to /login', async () => {
    useSession.setState({ accessToken: 'token', userModel: null });
    renderRoutes(routes, '/dashboard/tutor');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('sends a user of another role to their own dashboard', async () => {
    logIn('Parent');
    renderRoutes(routes, '/dashboard/tutor/all-tutor-subjects');
    expect(await screen.findByText('Parent dashboard')).toBeInTheDocument();
  });

  it('lets the right role in, on every page of its dashboard', async () => {
    logIn('Tutor');
    renderRoutes(routes, '/dashboard/tutor/all-tutor-subjects');
    expect(await screen.findByText('Tutor subjects')).toBeInTheDocument();
  });

  it('follows a logout at once', async () => {
    logIn('Tutor');
    renderRoutes(routes, '/dashboard/tutor');
    await screen.findByText('Tutor dashboard');
    useSession.getState().clearSession();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});

describe('VisitorOnly', () => {
  it('shows visitor pages to a visitor', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it.each([
    ['Tutor', 'Tutor dashboard'],
    ['Parent', 'Parent dashboard'],
  ] as const)('sends a logged-in %s from home to their dashboard', async (role, dashboard) => {
    logIn(role);
    renderRoutes(routes, '/');
    expect(await screen.findByText(dashboard)).toBeInTheDocument();
  });

  it('leaves pages outside the visitor pages reachable when logged in', async () => {
    logIn('Parent');
    renderRoutes(routes, '/courses');
    expect(await screen.findByText('Courses page')).toBeInTheDocument();
  });

  it('after login, returns to the page of their own dashboard they had asked for', async () => {
    const { router } = renderRoutes(routes, '/dashboard/tutor/all-tutor-subjects');
    await screen.findByText('Login page');
    logIn('Tutor');
    expect(await screen.findByText('Tutor subjects')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/tutor/all-tutor-subjects');
  });

  it("ignores a page of another role's dashboard and goes to their own", async () => {
    const { router } = renderRoutes(routes, '/dashboard/tutor');
    await screen.findByText('Login page');
    logIn('Parent');
    expect(await screen.findByText('Parent dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/parent');
  });
});

describe('the return path (?next=)', () => {
  it('after login, goes back to the page of the app the user came from, with its query', async () => {
    const next = '/book-session?tutor=t1&subject=3&start=2031-06-01T09%3A00%3A00Z';
    const { router } = renderRoutes(routes, `/login?next=${encodeURIComponent(next)}`);
    await screen.findByText('Login page');
    logIn('Parent');
    await vi.waitFor(
      () => expect(router.state.location.pathname + router.state.location.search).toBe(next),
      patience,
    );
  });

  it.each(['//evil.example/steal', 'https://evil.example', '/\\evil.example', 'book-session'])(
    'ignores %s, which would leave the app, and goes to the dashboard',
    async (next) => {
      const { router } = renderRoutes(routes, `/login?next=${encodeURIComponent(next)}`);
      await screen.findByText('Login page');
      logIn('Student');
      await vi.waitFor(
        () => expect(router.state.location.pathname).toBe('/dashboard/child'),
        patience,
      );
    },
  );

  it('sends a visitor from a page for any logged-in user to /login, and back after login', async () => {
    const { router } = renderRoutes(routes, '/sessions/b1?from=mail');
    await screen.findByText('Login page');
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/sessions/b1?from=mail')}`,
    );
    logIn('Tutor');
    expect(await screen.findByText('Session page')).toBeInTheDocument();
  });
});
