import { messagePageSchema, type Message, type MessagePage } from '@nibras/contracts/messaging';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** `before` null or absent: the newest page. */
export async function getMessages(conversationId: string, before?: number | null) {
  const query = before == null ? '' : `?before=${before}`;
  const envelope = await apiRequest<unknown>(
    `/api/v1/conversations/${encodeURIComponent(conversationId)}/messages${query}`,
  );
  return messagePageSchema.parse(envelope.data);
}

export type MessagePages = InfiniteData<MessagePage, unknown>;

/** The history of a conversation: the first page is the newest, each next one goes further back. */
export function useMessages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam }) => getMessages(conversationId, pageParam),
    // null, not undefined: the pages' params are kept as JSON for the app opened offline
    // (lib/pwa/persisted-queries.ts), where undefined comes back as null.
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.hasOlder ? page.messages[0]?.id : undefined),
  });
}

/** Every loaded message, oldest first, each once (a live message may also arrive in a page). */
export function flattenPages(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  const byId = new Map<number, Message>();
  for (const page of data.pages) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
