import { act, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import {
  CurrentPath,
  envelope,
  fakeApi,
  failure,
  renderRoutes,
  sampleUsers,
  switchLanguage,
  spyOnToasts,
} from '@/test/app-fakes';
import { SessionGate } from './session-gate';
import { patience } from '@/test/patience';

const routes = [
  {
    element: (
      <SessionGate>
        <Outlet />
      </SessionGate>
    ),
    children: [
      { path: '/courses', element: <p>Courses page</p> },
      { path: '*', element: <CurrentPath /> },
    ],
  },
];

function logIn(expiresInMs: number) {
  useSession.getState().setSession({
    userModel: sampleUsers.Tutor,
    accessToken: 'first-token',
    accessTokenExpiration: new Date(Date.now() + expiresInMs).toISOString(),
  });
}

beforeEach(() => {
  spyOnToasts();
  return switchLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.getState().clearSession();
});

describe('SessionGate', () => {
  it('shows a loading screen until the session is read, for at most 5000 ms', async () => {
    vi.useFakeTimers();
    vi.spyOn(useSession.persist, 'hasHydrated').mockReturnValue(false);
    useSession.setState({ rehydrated: false });
    renderRoutes(routes, '/courses');

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // The frame and the page's grey blocks at once, never a spinner alone on a blank screen.
    expect(screen.getByTestId('frame-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    expect(document.querySelector('.animate-spin')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(screen.queryByText('Courses page')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Courses page')).toBeInTheDocument();
    expect(screen.queryByTestId('frame-skeleton')).not.toBeInTheDocument();
  });

  it('sends a token without a user model to /login and drops it', async () => {
    useSession.setState({ accessToken: 'orphan', userModel: null, accessTokenExpiration: null });
    renderRoutes(routes, '/courses');
    expect(await screen.findByTestId('path')).toHaveTextContent('/login');
    expect(useSession.getState().accessToken).toBeNull();
  });

  it('clears an expired session at start-up and tells the user', async () => {
    logIn(-1000);
    renderRoutes(routes, '/courses');
    expect(await screen.findByText('Courses page')).toBeInTheDocument();
    expect(useSession.getState().userModel).toBeNull();
    expect(toast.info).toHaveBeenCalledWith('Your session has ended. Please log in again.');
  });

  it('renews the token silently a minute before it expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const renewed = {
      userModel: { ...sampleUsers.Tutor, fullName: 'Omar F. Farouk' },
      jwtResult: {
        accessToken: 'second-token',
        accessTokenExpiration: new Date(Date.now() + 15 * 60_000).toISOString(),
      },
    };
    const api = fakeApi({ 'POST /api/v1/auth/refresh': () => ({ body: envelope(renewed) }) });
    logIn(90_000);
    renderRoutes(routes, '/courses');

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(api).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(
      () => expect(useSession.getState().accessToken).toBe('second-token'),
      patience,
    );
    expect(useSession.getState().userModel?.fullName).toBe('Omar F. Farouk');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed renewal, and ends the session when the token runs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const api = fakeApi({
      'POST /api/v1/auth/refresh': () => ({
        status: 503,
        body: failure('database_unavailable', 'Later'),
      }),
    });
    logIn(50_000);
    renderRoutes(routes, '/courses');

    await act(() => vi.advanceTimersByTimeAsync(0));
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(1), patience);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(2), patience);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(useSession.getState().accessToken).toBeNull();
    expect(toast.info).toHaveBeenCalledWith('Your session has ended. Please log in again.');
  });
});
