import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApiAuth } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, failure, sampleUsers, switchLanguage } from '@/test/app-fakes';
import { installApiAuth } from './install-api-auth';
import { patience } from '@/test/patience';

const unauthorized = () => ({ status: 401, body: failure('unauthorized', 'Unauthorized access') });

function logIn() {
  useSession.getState().setSession({
    userModel: sampleUsers.Parent,
    accessToken: 'token-abc',
    accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
  });
}

beforeAll(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
  configureApiAuth({ accessToken: () => null, onUnauthorized: () => {} });
});

describe('installApiAuth', () => {
  it('sends the stored token with every call', async () => {
    const api = fakeApi({ 'GET /api/v1/subjects': () => ({ body: envelope([]) }) });
    installApiAuth(vi.fn());
    logIn();
    await apiRequest('/api/v1/subjects');
    const [, init] = api.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ authorization: 'Bearer token-abc' });
  });

  it('on a 401, logs out on the server, clears the session and goes to /login', async () => {
    const api = fakeApi({
      'GET /api/v1/tutor/subjects': unauthorized,
      'POST /api/v1/auth/logout': () => ({ body: envelope(null, 'Logged out successfully') }),
    });
    const navigate = vi.fn();
    installApiAuth(navigate);
    logIn();

    await expect(apiRequest('/api/v1/tutor/subjects')).rejects.toMatchObject({ status: 401 });

    await vi.waitFor(
      () => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }),
      patience,
    );
    expect(api.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual([
      'GET /api/v1/tutor/subjects',
      'POST /api/v1/auth/logout',
    ]);
    expect(useSession.getState()).toMatchObject({ accessToken: null, userModel: null });
  });

  it('leaves a failed login alone: a wrong password is not a lost session', async () => {
    const api = fakeApi({ 'POST /api/v1/auth/login': unauthorized });
    const navigate = vi.fn();
    installApiAuth(navigate);
    logIn();

    await expect(apiRequest('/api/v1/auth/login', { method: 'POST', body: {} })).rejects.toThrow();

    expect(api).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(useSession.getState().accessToken).toBe('token-abc');
  });

  it('does nothing for a visitor, who has no session to end', async () => {
    const api = fakeApi({ 'GET /api/v1/tutor/subjects': unauthorized });
    const navigate = vi.fn();
    installApiAuth(navigate);

    await expect(apiRequest('/api/v1/tutor/subjects')).rejects.toThrow();

    expect(api).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ends the session once when several calls fail together', async () => {
    const api = fakeApi({
      'GET /api/v1/tutor/subjects': unauthorized,
      'POST /api/v1/auth/logout': () => ({ body: envelope(null) }),
    });
    const navigate = vi.fn();
    installApiAuth(navigate);
    logIn();

    await Promise.allSettled([
      apiRequest('/api/v1/tutor/subjects'),
      apiRequest('/api/v1/tutor/subjects'),
    ]);

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1), patience);
    expect(api.mock.calls.filter(([url]) => String(url).endsWith('/logout'))).toHaveLength(1);
  });
});
