import { conversationSchema } from '@nibras/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** Opens the conversation of a booking's tutor and learner, or finds the one already open. */
export async function startConversation(bookingId: string) {
  const envelope = await apiRequest<unknown>('/api/v1/conversations', {
    method: 'POST',
    body: { bookingId },
  });
  return conversationSchema.parse(envelope.data);
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagingKeys.detail(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: messagingKeys.list });
    },
  });
}
