import { operatorDisputeDetailSchema, type DisputeDecisionInput } from '@nibras/contracts/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { operatorDisputeKeys } from './get-disputes';

export async function decideDispute(id: string, input: DisputeDecisionInput) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/operator/disputes/${encodeURIComponent(id)}/decision`,
    { method: 'POST', body: input },
  );
  return { dispute: operatorDisputeDetailSchema.parse(envelope.data), message: envelope.message };
}

export function useDecideDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeDecisionInput) => decideDispute(id, input),
    onSuccess: ({ dispute }) => {
      queryClient.setQueryData(operatorDisputeKeys.detail(id), dispute);
      return queryClient.invalidateQueries({ queryKey: operatorDisputeKeys.all });
    },
  });
}
