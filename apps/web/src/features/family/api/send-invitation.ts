import type { InvitationInput } from '@nibras/contracts/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshFamily } from './query-keys';

/** The answer is the same whether or not a student account uses the address. */
export async function sendInvitation(input: InvitationInput) {
  const envelope = await apiRequest<unknown>('/api/v1/parent/invitations', {
    method: 'POST',
    body: input,
  });
  return { message: envelope.message };
}

export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendInvitation, onSuccess: () => refreshFamily(queryClient) });
}
