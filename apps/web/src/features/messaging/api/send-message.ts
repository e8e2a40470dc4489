import { messageSchema, type SendMessageInput } from '@nibras/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { addMessageToCache } from './live-cache';

/**
 * Sends a message. `idempotencyKey` is made once per text and sent again on a retry, so a retry
 * after a lost answer does not post the message twice.
 */
export async function sendMessage({
  conversationId,
  input,
  idempotencyKey,
}: {
  conversationId: string;
  input: SendMessageInput;
  idempotencyKey: string;
}) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/conversations/${encodeURIComponent(conversationId)}/messages`,
    { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return messageSchema.parse(envelope.data);
}

export function useSendMessage(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    // Sent offline, a message waits and goes as soon as the network is back (issue 33); its
    // Idempotency-Key keeps a retry from posting it twice.
    networkMode: 'online',
    onSuccess: (message) => addMessageToCache(queryClient, message, viewerId),
  });
}
