import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { envelope, fakeApi, failure, sampleUsers, switchLanguage } from '@/test/app-fakes';
import { InvalidLoginResponse, login, loginErrorMessage } from './login';

function answered(
  status: number,
  error: { code: string; message: string } | null,
  message: string | null = null,
) {
  return new ApiRequestError(status, error, message, error?.message ?? message ?? `HTTP ${status}`);
}

beforeAll(() => switchLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the login error of docs/shared/SPEC.md section 8', () => {
  beforeEach(() => switchLanguage('en'));

  it.each([
    [
      '404',
      answered(404, { code: 'route_not_found', message: 'No such path' }),
      'Login service not found. Please try again later.',
    ],
    [
      '401 with its error',
      answered(401, {
        code: 'invalid_credentials',
        message: 'The email or password is incorrect.',
      }),
      'The email or password is incorrect.',
    ],
    ['401 with only a message', answered(401, null, 'Wrong password'), 'Wrong password'],
    ['401 with nothing', answered(401, null), 'Unauthorized access'],
    [
      '400 with its error',
      answered(400, { code: 'validation_failed', message: 'Some fields are not valid.' }),
      'Some fields are not valid.',
    ],
    ['400 with nothing', answered(400, null), 'Invalid request'],
    [
      '500',
      answered(500, { code: 'internal_error', message: 'Boom' }),
      'Server error. Please try again later.',
    ],
    [
      '503',
      answered(503, { code: 'database_unavailable', message: 'Later' }),
      'Server error. Please try again later.',
    ],
    [
      '403 with its error',
      answered(403, { code: 'email_not_confirmed', message: 'Please confirm your email.' }),
      'Please confirm your email.',
    ],
    [
      '429 with its error',
      answered(429, { code: 'rate_limited', message: 'Too many attempts.' }),
      'Too many attempts.',
    ],
    ['another status with nothing', answered(418, null), 'Login failed'],
    ['succeeded false in a 200', answered(200, null, 'Account locked'), 'Account locked'],
    [
      'no answer at all',
      answered(0, null),
      'Network error. Please check your internet connection.',
    ],
    [
      'a missing user model or token',
      new InvalidLoginResponse(),
      'Invalid response structure from server',
    ],
    ['any other error', new Error('Something odd'), 'Something odd'],
    ['something that is not an error', 'weird', 'An unexpected error occurred'],
  ])('%s', (_case, error, message) => {
    expect(loginErrorMessage(error)).toBe(message);
  });

  it('speaks Arabic when the page does', async () => {
    await switchLanguage('ar');
    expect(loginErrorMessage(answered(404, null))).toBe(
      'خدمة تسجيل الدخول غير موجودة. يُرجى المحاولة لاحقًا.',
    );
    expect(loginErrorMessage(answered(0, null))).toBe(
      'خطأ في الشبكة. يُرجى التحقق من اتصالك بالإنترنت.',
    );
  });
});

describe('login', () => {
  const jwtResult = { accessToken: 'jwt', accessTokenExpiration: '2026-11-21T10:15:00.000Z' };

  it('posts the credentials and answers the user model and token', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/login': () => ({
        body: envelope({ userModel: sampleUsers.Tutor, jwtResult }),
      }),
    });
    await expect(login({ email: 'omar@example.com', password: 'secret1' })).resolves.toEqual({
      userModel: sampleUsers.Tutor,
      jwtResult,
    });
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'omar@example.com',
      password: 'secret1',
    });
  });

  it('refuses a success without a token result', async () => {
    fakeApi({
      'POST /api/v1/auth/login': () => ({ body: envelope({ userModel: sampleUsers.Tutor }) }),
    });
    await expect(login({ email: 'omar@example.com', password: 'secret1' })).rejects.toBeInstanceOf(
      InvalidLoginResponse,
    );
  });

  it('carries the status and error of a refusal', async () => {
    fakeApi({
      'POST /api/v1/auth/login': () => ({
        status: 401,
        body: failure('invalid_credentials', 'The email or password is incorrect.'),
      }),
    });
    await expect(login({ email: 'omar@example.com', password: 'wrong-1' })).rejects.toMatchObject({
      status: 401,
      error: { code: 'invalid_credentials' },
    });
  });
});
