import { operatorContactDetailSchema } from '@nibras/contracts/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { operatorContactKeys } from './get-contact-messages';

export type ContactAction =
  { kind: 'reply'; body: string } | { kind: 'resolve' } | { kind: 'reopen' };

export async function actOnContactMessage(id: string, action: ContactAction) {
  const path = `/api/v1/operator/contact-messages/${encodeURIComponent(id)}`;
  const envelope =
    action.kind === 'reply'
      ? await apiRequest<unknown>(`${path}/replies`, {
          method: 'POST',
          body: { body: action.body },
        })
      : await apiRequest<unknown>(`${path}/${action.kind}`, { method: 'POST' });
  return { message: operatorContactDetailSchema.parse(envelope.data), notice: envelope.message };
}

/** Reply by email, mark resolved, or open again. */
export function useActOnContactMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ContactAction) => actOnContactMessage(id, action),
    onSuccess: ({ message }) => {
      queryClient.setQueryData(operatorContactKeys.detail(id), message);
      return queryClient.invalidateQueries({ queryKey: operatorContactKeys.all });
    },
  });
}
