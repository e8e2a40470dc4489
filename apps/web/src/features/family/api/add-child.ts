import { childSchema, type ChildInput } from '@nibras/contracts/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshFamily } from './query-keys';

export async function addChild(input: ChildInput) {
  const envelope = await apiRequest<unknown>('/api/v1/parent/children', {
    method: 'POST',
    body: input,
  });
  return childSchema.parse(envelope.data);
}

export function useAddChild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addChild, onSuccess: () => refreshFamily(queryClient) });
}
