import { childSchema, type ChildLoginInput } from '@nibras/contracts/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshFamily } from './query-keys';

/** The child's own student login; a confirmation email goes to that address. */
export async function createChildLogin(id: string, input: ChildLoginInput) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/parent/children/${encodeURIComponent(id)}/login`,
    { method: 'POST', body: input },
  );
  return { child: childSchema.parse(envelope.data), message: envelope.message };
}

export function useCreateChildLogin(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChildLoginInput) => createChildLogin(id, input),
    onSuccess: () => refreshFamily(queryClient),
  });
}
