import { loginResponseSchema, type SignIn } from '@nibras/contracts/sign-in';
import { useMutation } from '@tanstack/react-query';
import i18n from 'i18next';
import { apiRequest, ApiRequestError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type authTexts from '@/locales/en/auth.json';
import { loginPath } from './login-path';

/** The server answered success without a user model or token result. */
export class InvalidLoginResponse extends Error {
  constructor() {
    super('Invalid response structure from server');
    this.name = 'InvalidLoginResponse';
  }
}

export async function login(credentials: SignIn) {
  const envelope = await apiRequest<unknown>(loginPath, { method: 'POST', body: credentials });
  const parsed = loginResponseSchema.safeParse(envelope.data);
  if (!parsed.success) throw new InvalidLoginResponse();
  return parsed.data;
}

/** The login error of docs/shared/SPEC.md section 8, status by status, in the current language. */
export function loginErrorMessage(error: unknown): string {
  const t = (key: keyof typeof authTexts.login.errors) =>
    i18n.t(`login.errors.${key}`, { ns: 'auth' });
  if (error instanceof InvalidLoginResponse) return t('invalidResponse');
  if (error instanceof ApiRequestError) {
    const server = error.error?.message ?? error.envelopeMessage;
    if (error.status === 0) return i18n.t('errors.network', { ns: 'auth' });
    if (error.status === 404) return t('notFound');
    if (error.status === 401) return server ?? t('unauthorized');
    if (error.status === 400) return server ?? t('invalidRequest');
    if (error.status >= 500) return t('server');
    // Any other status, and a 200 that says succeeded: false.
    return server ?? t('failed');
  }
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('errors.unexpected', { ns: 'auth' });
}

/** Logs in and keeps the session store's status (idle, loading, succeeded, failed) in step. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onMutate: () => useSession.getState().setStatus('loading'),
    onSuccess: ({ userModel, jwtResult }) =>
      useSession.getState().setSession({ userModel, ...jwtResult }),
    onError: (error) => useSession.getState().setStatus('failed', loginErrorMessage(error)),
  });
}
