import i18n from 'i18next';
import { apiRequest, ApiRequestError } from '../../../lib/api-client';
import { loadToast } from '../../../lib/load-toast';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';

export const logoutPath = '/api/v1/auth/logout';

/** Revokes the refresh cookie on the server (docs/shared/SPEC.md section 7). */
export function logout() {
  return apiRequest<null>(logoutPath, { method: 'POST' });
}

type Navigate = (to: string, options: { replace: boolean }) => unknown;

/**
 * Ends the session and goes to /login. `user`: the user asked, so the answer is toasted
 * (docs/shared/SPEC.md sections 4 and 8). `expired`: a 401 ended it, so the user is told why.
 * The local session is cleared even when the call fails: a user who asked to leave must not
 * stay logged in because the network dropped.
 */
export async function endSession(navigate: Navigate, reason: 'user' | 'expired') {
  let outcome: { ok: true; message: string | null } | { ok: false; message: string };
  try {
    const envelope = await logout();
    outcome = { ok: true, message: envelope.message };
  } catch (error) {
    outcome = { ok: false, message: logoutErrorMessage(error) };
  }
  useSession.getState().clearSession();
  // Another user may log in next on this browser: nothing of this one may stay cached.
  queryClient.clear();
  void navigate('/login', { replace: true });
  const toast = await loadToast();
  if (reason === 'expired') toast.info(i18n.t('shared:errors.session_expired'));
  else if (outcome.ok) toast.success(outcome.message ?? i18n.t('auth:logout.success'));
  else toast.error(outcome.message);
}

function logoutErrorMessage(error: unknown) {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return i18n.t('auth:errors.network');
    const message = error.error?.message ?? error.envelopeMessage;
    if (message) return message;
  }
  return i18n.t('auth:logout.failed');
}
