import { childSchema, type ChildInput } from '@nibras/contracts/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshFamily } from './query-keys';

export async function updateChild(id: string, input: ChildInput) {
  const envelope = await apiRequest<unknown>(`/api/v1/parent/children/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });
  return childSchema.parse(envelope.data);
}

export function useUpdateChild(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChildInput) => updateChild(id, input),
    onSuccess: () => refreshFamily(queryClient),
  });
}
