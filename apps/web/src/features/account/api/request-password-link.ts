import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '@/lib/password-reset-request';

/** An account without a password gets one through the emailed reset link. */
export function useRequestPasswordLink() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset({ email }) });
}
