import { overviewSchema } from '@nibras/contracts/overview';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Each day's figures from `from` to `to` (YYYY-MM-DD, UTC); the last 30 days when left out. */
export async function getOverview(range: { from?: string; to?: string }) {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const envelope = await apiRequest<unknown>(`/api/v1/operator/overview?${query}`);
  return overviewSchema.parse(envelope.data);
}

export function useOverview(range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: ['operator', 'overview', range.from ?? '', range.to ?? ''],
    queryFn: () => getOverview(range),
    placeholderData: keepPreviousData,
  });
}
