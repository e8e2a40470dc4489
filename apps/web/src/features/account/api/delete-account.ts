import type { AccountDeletionInput } from '@nibras/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export async function deleteAccount(input: AccountDeletionInput) {
  const envelope = await apiRequest<null>('/api/v1/account/delete', {
    method: 'POST',
    body: input,
  });
  return envelope.message;
}

/**
 * Deletes the account, leaves for the home page, then forgets the session and every cached
 * answer, so nothing of the account stays in this browser. Leaving first keeps /profile's
 * login guard from sending the browser to /login on the way out.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await navigate('/', { replace: true });
      useSession.getState().clearSession();
      queryClient.clear();
    },
  });
}
