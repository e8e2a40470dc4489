import type { AccountDeletionInput } from '@nibras/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';

export async function deleteAccount(input: AccountDeletionInput) {
  const envelope = await apiRequest<null>('/api/v1/account/delete', {
    method: 'POST',
    body: input,
  });
  return envelope.message;
}

/**
 * Deletes the account, then leaves for /account-deleted, a page no guard watches, which forgets
 * the session there. Forgetting it here first would let /profile's login guard send the browser
 * to /login on the way out.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (message) =>
      navigate('/account-deleted', { replace: true, state: { deleted: true, message } }),
  });
}
