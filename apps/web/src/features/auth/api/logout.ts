import type { LogoutInput } from '@nibras/contracts/auth';
import i18n from 'i18next';
import { apiRequest, ApiRequestError } from '@/lib/api-client';
import { loadTexts } from '@/lib/i18n';
import { loadToast } from '@/lib/load-toast';
import { unfinishedRenewalKey } from '@/lib/pwa/unfinished-renewal';
import { loadedQueryClient } from '@/lib/query-client-slot';
import { useSession } from '@/lib/session';

export const logoutPath = '/api/v1/auth/logout';

/**
 * Revokes the refresh cookie on the server (docs/shared/SPEC.md section 7) and, when this
 * browser receives pushes, removes its device there (issue 33).
 */
export function logout(input: LogoutInput = {}) {
  return apiRequest<null>(logoutPath, {
    method: 'POST',
    ...(input.pushEndpoint ? { body: input } : {}),
  });
}

/**
 * This browser's push subscription, or none when pushes are not on (or not supported) here.
 * Loaded at logout: the first page's code does without it.
 */
async function pushSubscriptionHere() {
  try {
    const { subscriptionHere } = await import('@/lib/pwa/browser-push');
    return await subscriptionHere();
  } catch {
    return null;
  }
}

type Navigate = (to: string, options: { replace: boolean }) => unknown;

/**
 * Ends the session and goes to /login. `user`: the user asked, so the answer is toasted
 * (docs/shared/SPEC.md sections 4 and 8). `expired`: a 401 ended it, so the user is told why.
 * The local session is cleared even when the call fails: a user who asked to leave must not
 * stay logged in because the network dropped.
 */
export async function endSession(navigate: Navigate, reason: 'user' | 'expired') {
  // The toast's words: a page may not have loaded them (the home page has neither).
  const texts = loadTexts(['auth', 'shared']);
  let outcome: { ok: true; message: string | null } | { ok: false; error: unknown };
  const push = await pushSubscriptionHere();
  try {
    const envelope = await logout({ pushEndpoint: push?.endpoint });
    outcome = { ok: true, message: envelope.message };
  } catch (error) {
    outcome = { ok: false, error };
  }
  // The next person on this browser must not receive this one's pushes, even when the server
  // could not be told (the push service then answers "gone" and the server forgets the device).
  await push?.unsubscribe().catch(() => undefined);
  // Nor get one at its next opening because a renewal for this one was cut short.
  localStorage.removeItem(unfinishedRenewalKey);
  useSession.getState().clearSession();
  // Another user may log in next on this browser: nothing of this one may stay cached.
  loadedQueryClient()?.clear();
  void navigate('/login', { replace: true });
  const [toast] = await Promise.all([loadToast(), texts]);
  if (reason === 'expired') toast.info(i18n.t('shared:errors.session_expired'));
  else if (outcome.ok) toast.success(outcome.message ?? i18n.t('auth:logout.success'));
  else toast.error(logoutErrorMessage(outcome.error));
}

function logoutErrorMessage(error: unknown) {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return i18n.t('auth:errors.network');
    const message = error.error?.message ?? error.envelopeMessage;
    if (message) return message;
  }
  return i18n.t('auth:logout.failed');
}
