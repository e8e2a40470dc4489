import type { RequestPasswordResetInput } from '@nibras/contracts/auth';
import { apiRequest } from './api-client';

/**
 * Emails a link to set a new password: the forgotten-password page, and /profile for an account
 * made through a provider that has none yet. Always answers the same message, whether or not
 * the email is registered.
 */
export function requestPasswordReset(input: RequestPasswordResetInput) {
  return apiRequest<null>('/api/v1/auth/request-password-reset', { method: 'POST', body: input });
}
