import { QueryClient } from '@tanstack/react-query';
import type { Conversation } from '@nibras/contracts/messaging';
import { describe, expect, it } from 'vitest';
import {
  childLoginId,
  conversation,
  conversationId,
  message,
  parent,
  tutor,
} from '@/features/messaging/test-fixtures';
import { flattenPages, type MessagePages } from './get-messages';
import { applyLiveEvent } from './live-cache';
import { messagingKeys } from './query-keys';

function cacheWithHistory() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<MessagePages>(messagingKeys.messages(conversationId), {
    pages: [
      { messages: [message(3, tutor.id, 'three'), message(4, parent.id, 'four')], hasOlder: true },
    ],
    pageParams: [null],
  });
  queryClient.setQueryData<Conversation[]>(messagingKeys.list, [
    conversation({ id: 'other' }),
    conversation({ lastMessage: message(4, parent.id, 'four'), unreadCount: 0 }),
  ]);
  queryClient.setQueryData(messagingKeys.detail(conversationId), conversation());
  return queryClient;
}

describe('live events in the cache', () => {
  it('appends a new message once, however often it arrives, and moves its conversation up', () => {
    const queryClient = cacheWithHistory();
    const incoming = { type: 'message', message: message(5, tutor.id, 'five') } as const;
    applyLiveEvent(queryClient, incoming, parent.id);
    applyLiveEvent(queryClient, incoming, parent.id);
    const history = flattenPages(queryClient.getQueryData(messagingKeys.messages(conversationId)));
    expect(history.map(({ id }) => id)).toEqual([3, 4, 5]);
    const list = queryClient.getQueryData<Conversation[]>(messagingKeys.list)!;
    expect(list[0]).toMatchObject({ id: conversationId, unreadCount: 1, lastMessage: { id: 5 } });
  });

  it('does not count the viewer’s own message (sent from another tab) as unread', () => {
    const queryClient = cacheWithHistory();
    applyLiveEvent(
      queryClient,
      { type: 'message', message: message(6, parent.id, 'six') },
      parent.id,
    );
    const list = queryClient.getQueryData<Conversation[]>(messagingKeys.list)!;
    expect(list[0]).toMatchObject({ unreadCount: 0, lastMessage: { id: 6 } });
  });

  it('moves a participant’s read mark forward, never back', () => {
    const queryClient = cacheWithHistory();
    const read = (upTo: number) =>
      applyLiveEvent(
        queryClient,
        { type: 'read', conversationId, userId: childLoginId, upTo },
        parent.id,
      );
    read(4);
    read(2);
    const detail = queryClient.getQueryData<Conversation>(messagingKeys.detail(conversationId))!;
    expect(detail.participants.find(({ id }) => id === childLoginId)?.lastReadMessageId).toBe(4);
  });
});
