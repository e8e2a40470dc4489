import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unfinishedRenewalKey } from '@/lib/pwa/unfinished-renewal';
import { useSession } from '@/lib/session';
import {
  envelope,
  fakeApi,
  failure,
  sampleUsers,
  switchLanguage,
  spyOnToasts,
} from '@/test/app-fakes';
import { endSession } from './logout';

function logIn() {
  useSession.getState().setSession({
    userModel: sampleUsers.Student,
    accessToken: 'token',
    accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
  });
}

beforeAll(() => switchLanguage('en'));
beforeEach(() => spyOnToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('logout', () => {
  it("revokes, clears, goes to /login and toasts the server's message", async () => {
    const api = fakeApi({
      'POST /api/v1/auth/logout': () => ({ body: envelope(null, 'Logged out successfully') }),
    });
    const navigate = vi.fn();
    logIn();

    await endSession(navigate, 'user');

    expect(api).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({
      accessToken: null,
      userModel: null,
      status: 'idle',
    });
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully');
  });

  it("falls back to 'Logged out successfully' when the server says nothing", async () => {
    fakeApi({ 'POST /api/v1/auth/logout': () => ({ body: envelope(null) }) });
    logIn();
    await endSession(vi.fn(), 'user');
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully');
  });

  it('still logs out locally when the call fails, and says what went wrong', async () => {
    fakeApi({ 'POST /api/v1/auth/logout': () => ({ status: 500, body: { nonsense: true } }) });
    const navigate = vi.fn();
    logIn();

    await endSession(navigate, 'user');

    expect(useSession.getState().accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(toast.error).toHaveBeenCalledWith('An error occurred during logout');
  });

  it('on a browser that receives pushes, removes its device and ends its subscription, even when the call fails', async () => {
    const unsubscribe = vi.fn(async () => true);
    const endpoint = 'https://push.example.test/shared-tablet';
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        getRegistration: async () => ({
          pushManager: { getSubscription: async () => ({ endpoint, unsubscribe }) },
        }),
      },
    });
    const api = fakeApi({
      'POST /api/v1/auth/logout': () => ({ body: envelope(null, 'Logged out successfully') }),
    });
    logIn();
    // A renewal of its subscription cut short (lib/pwa/renew-push-key.ts) is forgotten too.
    localStorage.setItem(unfinishedRenewalKey, sampleUsers.Student.id);
    await endSession(vi.fn(), 'user');
    expect(JSON.parse(String(api.mock.calls[0]?.[1].body))).toEqual({ pushEndpoint: endpoint });
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(unfinishedRenewalKey)).toBeNull();

    fakeApi({ 'POST /api/v1/auth/logout': () => ({ status: 500, body: { nonsense: true } }) });
    logIn();
    await endSession(vi.fn(), 'user');
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });

  it('sends no body where pushes are not on', async () => {
    const api = fakeApi({ 'POST /api/v1/auth/logout': () => ({ body: envelope(null) }) });
    logIn();
    await endSession(vi.fn(), 'user');
    expect(api.mock.calls[0]?.[1].body).toBe('');
  });

  it("shows the server's error message when there is one", async () => {
    fakeApi({
      'POST /api/v1/auth/logout': () => ({
        status: 403,
        body: failure('origin_not_allowed', 'Wrong origin.'),
      }),
    });
    logIn();
    await endSession(vi.fn(), 'user');
    expect(toast.error).toHaveBeenCalledWith('Wrong origin.');
  });
});
