import { topUpSchema } from '@nibras/contracts/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { refreshWallet, walletKeys } from './query-keys';

export async function getTopUp(id: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/wallet/top-ups/${encodeURIComponent(id)}`);
  return topUpSchema.parse(envelope.data);
}

/** How often and how long a pending top-up is asked again: the webhook may come a moment late. */
export const topUpPollMs = 1_500;
const topUpPollTries = 40;

/**
 * A top-up the browser came back from (`?topUp=<id>`), read again until the provider has said
 * whether it was paid; then every balance is read again.
 */
export function useReturningTopUp(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: walletKeys.topUp(id ?? ''),
    queryFn: () => getTopUp(id ?? ''),
    enabled: id !== null,
    refetchInterval: (current) =>
      current.state.data?.status === 'pending' && current.state.dataUpdateCount < topUpPollTries
        ? topUpPollMs
        : false,
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status === 'succeeded') void refreshWallet(queryClient);
  }, [status, queryClient]);
  const reads = queryClient.getQueryState(walletKeys.topUp(id ?? ''))?.dataUpdateCount ?? 0;
  const gaveUp = status === 'pending' && reads >= topUpPollTries;
  return { ...query, gaveUp };
}
