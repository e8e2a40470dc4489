import type { Conversation, Message } from '@nibras/contracts/messaging';
import { useEffect, useRef, useState } from 'react';
import { useMarkRead as useMarkReadCall } from '@/features/messaging/api/mark-read';

function usePageVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const follow = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);
  return visible;
}

/**
 * While the conversation is on screen, marks it read up to its newest message whenever someone
 * else's message is newer than the viewer's read mark (a hidden tab leaves it unread).
 */
export function useMarkRead(
  conversationId: string,
  messages: Message[],
  viewerId: string,
  conversation: Conversation | undefined,
) {
  const visible = usePageVisible();
  const markRead = useMarkReadCall();
  const { mutate } = markRead;
  const marked = useRef(0);
  const newest = messages.at(-1)?.id ?? 0;
  const newestFromOthers = messages.findLast(({ senderId }) => senderId !== viewerId)?.id ?? 0;
  const readMark =
    conversation?.participants.find(({ id }) => id === viewerId)?.lastReadMessageId ?? 0;

  useEffect(() => {
    if (!visible || !conversation) return;
    if (newestFromOthers <= Math.max(readMark, marked.current)) return;
    marked.current = newest;
    mutate({ conversationId, upTo: newest });
  }, [visible, conversation, newest, newestFromOthers, readMark, conversationId, mutate]);
}
