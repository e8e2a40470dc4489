import type { PasswordChangeInput } from '@nibras/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** This device stays signed in (the refresh cookie goes along); every other one is signed out. */
export async function changePassword(input: PasswordChangeInput) {
  const envelope = await apiRequest<null>('/api/v1/auth/password', { method: 'PUT', body: input });
  return envelope.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
