import type { ResendConfirmationInput } from '@nibras/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sends a new confirmation link; answers the same whether or not one was needed. */
export function resendConfirmation(input: ResendConfirmationInput) {
  return apiRequest<null>('/api/v1/email/resend-confirmation', { method: 'POST', body: input });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
