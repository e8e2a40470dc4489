import { unreadSummarySchema } from '@nibras/contracts/messaging';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

export async function getUnreadSummary() {
  const envelope = await apiRequest<unknown>('/api/v1/messages/unread');
  return unreadSummarySchema.parse(envelope.data);
}

/** The header's and dashboards' badge; the live stream refreshes it on every message. */
export function useUnreadSummary() {
  return useQuery({ queryKey: messagingKeys.unread, queryFn: getUnreadSummary });
}
