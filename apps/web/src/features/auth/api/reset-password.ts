import type { ResetPasswordInput } from '@nibras/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function resetPassword(input: ResetPasswordInput) {
  return apiRequest<null>('/api/v1/auth/reset-password', { method: 'PATCH', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
