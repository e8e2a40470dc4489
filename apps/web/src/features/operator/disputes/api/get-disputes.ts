import { operatorDisputePageSchema } from '@nibras/contracts/disputes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const operatorDisputeKeys = {
  all: ['operator', 'disputes'] as const,
  list: (query: string) => ['operator', 'disputes', 'list', query] as const,
  detail: (id: string) => ['operator', 'disputes', 'detail', id] as const,
};

export async function getOperatorDisputes(query: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/operator/disputes?${query}`);
  return operatorDisputePageSchema.parse(envelope.data);
}

/** The disputes queue, filtered, sorted and paged on the server. */
export function useOperatorDisputes(query: string) {
  return useQuery({
    queryKey: operatorDisputeKeys.list(query),
    queryFn: () => getOperatorDisputes(query),
    placeholderData: keepPreviousData,
  });
}
