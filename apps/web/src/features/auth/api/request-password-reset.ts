import type { RequestPasswordResetInput } from '@nibras/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Always answers the same message, whether or not the email is registered. */
export function requestPasswordReset(input: RequestPasswordResetInput) {
  return apiRequest<null>('/api/v1/auth/request-password-reset', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
