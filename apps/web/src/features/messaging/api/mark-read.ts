import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

export async function markRead({ conversationId, upTo }: { conversationId: string; upTo: number }) {
  await apiRequest<unknown>(`/api/v1/conversations/${encodeURIComponent(conversationId)}/read`, {
    method: 'POST',
    body: { upTo },
  });
}

/** Marks a conversation read up to a message; the list and the badge are read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.unread }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.list }),
      ]),
  });
}
