import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, renderRoutes, switchLanguage } from '@/test/app-fakes';
import {
  conversation,
  logInAs,
  message,
  messagesRoutes,
  parent,
  tutor,
} from '@/features/messaging/test-fixtures';

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('the list of conversations', () => {
  it('shows the other party, the last message with its own direction, and the unread count', async () => {
    logInAs('Parent');
    fakeApi({
      'GET /api/v1/conversations': () => ({
        body: envelope({
          conversations: [
            conversation({ lastMessage: message(7, tutor.id, 'مرحبا Sara'), unreadCount: 3 }),
          ],
        }),
      }),
    });
    renderRoutes(messagesRoutes, '/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const row = within(list).getByRole('link', { name: /Omar Farouk/ });
    expect(row).toHaveAttribute('href', '/messages/7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(within(row).getByText('مرحبا Sara')).toHaveAttribute('dir', 'auto');
    expect(row).toHaveTextContent('3 unread messages');
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
  });

  it('shows a tutor the learner and the parent who is in the conversation', async () => {
    logInAs('Tutor');
    fakeApi({
      'GET /api/v1/conversations': () => ({
        body: envelope({
          conversations: [conversation({ lastMessage: message(2, tutor.id, 'Hi') })],
        }),
      }),
    });
    renderRoutes(messagesRoutes, '/messages');
    const row = await screen.findByRole('link', { name: /Sara Hassan/ });
    expect(row).toHaveTextContent(`Sara Hassan, with the parent ${parent.fullName}`);
    expect(row).toHaveTextContent('You: Hi');
    expect(row).not.toHaveTextContent('unread');
  });

  it('explains that a conversation starts from a session page when there is none', async () => {
    logInAs('Student');
    fakeApi({ 'GET /api/v1/conversations': () => ({ body: envelope({ conversations: [] }) }) });
    renderRoutes(messagesRoutes, '/messages');
    expect(
      await screen.findByRole('heading', { name: 'No conversations yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/starts from a session's page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my sessions' })).toHaveAttribute(
      'href',
      '/sessions',
    );
  });

  it('offers to try again when the list does not load', async () => {
    logInAs('Parent');
    fakeApi({
      'GET /api/v1/conversations': () => ({ status: 500, body: { succeeded: false } }),
    });
    renderRoutes(messagesRoutes, '/messages');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your conversations could not be loaded.',
    );
  });

  it('counts unread messages with the Arabic plural forms', async () => {
    await switchLanguage('ar');
    logInAs('Parent');
    fakeApi({
      'GET /api/v1/conversations': () => ({
        body: envelope({
          conversations: [
            conversation({ lastMessage: message(7, tutor.id, 'مرحبا'), unreadCount: 2 }),
            conversation({
              id: '8b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
              lastMessage: message(9, tutor.id, 'أهلا'),
              unreadCount: 5,
            }),
            conversation({
              id: '9c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
              lastMessage: message(11, tutor.id, 'Hello'),
              unreadCount: 11,
            }),
          ],
        }),
      }),
    });
    renderRoutes(messagesRoutes, '/messages');
    const list = await screen.findByRole('list', { name: 'المحادثات' });
    const rows = within(list).getAllByRole('link');
    expect(rows[0]).toHaveTextContent('رسالتان غير مقروءتين');
    expect(rows[1]).toHaveTextContent('5 رسائل غير مقروءة');
    expect(rows[2]).toHaveTextContent('11 رسالة غير مقروءة');
  });
});
