/** Cache keys of this feature, under one root so that a reconnect of the live stream refreshes them all. */
export const messagingKeys = {
  all: ['messaging'] as const,
  list: ['messaging', 'conversations'] as const,
  detail: (id: string) => ['messaging', 'conversation', id] as const,
  messages: (id: string) => ['messaging', 'messages', id] as const,
  unread: ['messaging', 'unread'] as const,
};
