import { conversationSchema } from '@nibras/contracts/messaging';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

export async function getConversation(id: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/conversations/${encodeURIComponent(id)}`);
  return conversationSchema.parse(envelope.data);
}

/** One conversation: who is in it and how far each has read. */
export function useConversation(id: string) {
  return useQuery({ queryKey: messagingKeys.detail(id), queryFn: () => getConversation(id) });
}
