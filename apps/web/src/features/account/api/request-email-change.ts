import { emailChangeAnswerSchema, type EmailChangeInput } from '@nibras/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountQueryKey } from '@/lib/preferred-language';

export async function requestEmailChange(input: EmailChangeInput) {
  const envelope = await apiRequest<unknown>('/api/v1/account/email', {
    method: 'POST',
    body: input,
  });
  return { answer: emailChangeAnswerSchema.parse(envelope.data), message: envelope.message };
}

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    // The profile now shows the address waiting for its link.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
