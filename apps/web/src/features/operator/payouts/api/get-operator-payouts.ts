import { operatorPayoutPageSchema } from '@nibras/contracts/payouts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const operatorPayoutKeys = {
  all: ['operator', 'payouts'] as const,
  list: (query: string) => ['operator', 'payouts', query] as const,
};

export async function getOperatorPayouts(query: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/operator/payouts?${query}`);
  return operatorPayoutPageSchema.parse(envelope.data);
}

/** The payouts queue, filtered, sorted and paged on the server. */
export function useOperatorPayouts(query: string) {
  return useQuery({
    queryKey: operatorPayoutKeys.list(query),
    queryFn: () => getOperatorPayouts(query),
    placeholderData: keepPreviousData,
  });
}
