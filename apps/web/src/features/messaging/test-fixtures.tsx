import type { Conversation, Message } from '@nibras/contracts/messaging';
import { sampleUsers } from '@/test/app-fakes';
import { MessagesPage } from './components/messages-page';

/** Sample answers of the API for this feature's tests: a tutor, a parent and her child Sara. */

export const conversationId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const tutor = sampleUsers.Tutor;
export const parent = sampleUsers.Parent;
export const childLoginId = '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b';
export const childProfileId = '5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

export function message(id: number, senderId: string, body: string, sentAt?: string): Message {
  return {
    id,
    conversationId,
    senderId,
    body,
    sentAt: sentAt ?? new Date(Date.UTC(2031, 5, 2, 9, id)).toISOString(),
    removed: false,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: conversationId,
    tutor: { id: tutor.id, fullName: tutor.fullName, avatarUrl: null },
    learner: { id: childProfileId, fullName: 'Sara Hassan', kind: 'child' },
    participants: [
      {
        id: tutor.id,
        fullName: tutor.fullName,
        avatarUrl: null,
        role: 'tutor',
        lastReadMessageId: 0,
      },
      {
        id: parent.id,
        fullName: parent.fullName,
        avatarUrl: null,
        role: 'parent',
        lastReadMessageId: 0,
      },
      {
        id: childLoginId,
        fullName: 'Sara Hassan',
        avatarUrl: null,
        role: 'student',
        lastReadMessageId: 0,
      },
    ],
    lastMessage: null,
    unreadCount: 0,
    lastMessageAt: '2031-06-02T09:00:00.000Z',
    ...overrides,
  };
}

export { logInAs } from '@/test/app-fakes';

/** The messages page at its two paths, as the router mounts it. */
export const messagesRoutes = [
  { path: '/messages', element: <MessagesPage /> },
  { path: '/messages/:conversationId', element: <MessagesPage /> },
];
