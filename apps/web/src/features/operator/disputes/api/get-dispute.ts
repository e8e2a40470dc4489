import { operatorDisputeDetailSchema } from '@nibras/contracts/disputes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { operatorDisputeKeys } from './get-disputes';

export async function getOperatorDispute(id: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/operator/disputes/${encodeURIComponent(id)}`);
  return operatorDisputeDetailSchema.parse(envelope.data);
}

/** One dispute with the session's history, join log and money. */
export function useOperatorDispute(id: string) {
  return useQuery({
    queryKey: operatorDisputeKeys.detail(id),
    queryFn: () => getOperatorDispute(id),
  });
}
