import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '@/lib/password-reset-request';

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
