import type { Conversation, LiveEvent, Message } from '@nibras/contracts/messaging';
import type { QueryClient } from '@tanstack/react-query';
import type { MessagePages } from './get-messages';
import { messagingKeys } from './query-keys';

/**
 * Puts a message (sent here, or arrived live) into every cached view of it: the loaded history of
 * its conversation (once, whatever the order it arrives in), the list and the unread badge.
 */
export function addMessageToCache(queryClient: QueryClient, message: Message, viewerId: string) {
  queryClient.setQueryData<MessagePages>(messagingKeys.messages(message.conversationId), (data) => {
    if (!data?.pages[0]) return data;
    const known = data.pages.some((page) => page.messages.some(({ id }) => id === message.id));
    if (known) return data;
    const [newest, ...older] = data.pages;
    const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...newest, messages }, ...older] };
  });

  const list = queryClient.getQueryData<Conversation[]>(messagingKeys.list);
  const listed = list?.find(({ id }) => id === message.conversationId);
  if (list && listed) {
    const isNewer = !listed.lastMessage || listed.lastMessage.id < message.id;
    if (isNewer) {
      const fromOthers = message.senderId !== viewerId;
      const updated: Conversation = {
        ...listed,
        lastMessage: message,
        lastMessageAt: message.sentAt,
        unreadCount: listed.unreadCount + (fromOthers ? 1 : 0),
      };
      queryClient.setQueryData(messagingKeys.list, [
        updated,
        ...list.filter(({ id }) => id !== message.conversationId),
      ]);
    }
  } else {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.list });
  }
  void queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
}

function withReadMark(conversation: Conversation, userId: string, upTo: number): Conversation {
  return {
    ...conversation,
    participants: conversation.participants.map((participant) =>
      participant.id === userId
        ? { ...participant, lastReadMessageId: Math.max(participant.lastReadMessageId, upTo) }
        : participant,
    ),
  };
}

/** What one event of the live stream changes in the cache. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent, viewerId: string) {
  if (event.type === 'message') {
    addMessageToCache(queryClient, event.message, viewerId);
    return;
  }
  const { conversationId, userId, upTo } = event;
  queryClient.setQueryData<Conversation>(messagingKeys.detail(conversationId), (conversation) =>
    conversation ? withReadMark(conversation, userId, upTo) : conversation,
  );
  queryClient.setQueryData<Conversation[]>(messagingKeys.list, (list) =>
    list?.map((conversation) =>
      conversation.id === conversationId ? withReadMark(conversation, userId, upTo) : conversation,
    ),
  );
  // The viewer read it in another tab: their counts went down.
  if (userId === viewerId) {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.list });
  }
}
