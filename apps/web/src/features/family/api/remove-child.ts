import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshFamily } from './query-keys';

/** Refused with 409 while the child has upcoming bookings; archived when they have past ones. */
export async function removeChild(id: string) {
  await apiRequest<unknown>(`/api/v1/parent/children/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useRemoveChild(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeChild(id),
    onSuccess: () => refreshFamily(queryClient),
  });
}
