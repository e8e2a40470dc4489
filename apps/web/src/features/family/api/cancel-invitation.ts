import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshFamily } from './query-keys';

export async function cancelInvitation(id: string) {
  await apiRequest<unknown>(`/api/v1/parent/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelInvitation, onSuccess: () => refreshFamily(queryClient) });
}
