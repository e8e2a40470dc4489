import { conversationListSchema } from '@nibras/contracts/messaging';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

export async function getConversations() {
  const envelope = await apiRequest<unknown>('/api/v1/conversations');
  return conversationListSchema.parse(envelope.data).conversations;
}

/** The caller's conversations, the most recent first (the live stream keeps them current). */
export function useConversations() {
  return useQuery({ queryKey: messagingKeys.list, queryFn: getConversations });
}
