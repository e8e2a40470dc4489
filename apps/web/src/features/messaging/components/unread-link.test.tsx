import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, renderPage, switchLanguage } from '@/test/app-fakes';
import { conversation, conversationId, logInAs } from '@/features/messaging/test-fixtures';
import { MessageButton } from './message-button';
import { MessagesCard } from './messages-card';
import { UnreadMessagesLink } from './unread-link';
import { patience } from '@/test/patience';

function unreadApi(unreadMessages: number) {
  return fakeApi({
    'GET /api/v1/messages/unread': () => ({
      body: envelope({ unreadMessages, unreadConversations: unreadMessages ? 1 : 0 }),
    }),
  });
}

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('the unread badge', () => {
  it('names the number of unread messages in the header link and shows it', async () => {
    logInAs('Parent');
    unreadApi(3);
    renderPage(<UnreadMessagesLink />, '/contact');
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveTextContent('3');
  });

  it('is a plain "Messages" link with nothing unread', async () => {
    logInAs('Tutor');
    const api = unreadApi(0);
    renderPage(<UnreadMessagesLink />, '/contact');
    await vi.waitFor(() => expect(api).toHaveBeenCalled(), patience);
    const link = await screen.findByRole('link', { name: 'Messages' });
    expect(link).not.toHaveTextContent(/\d/);
  });

  it('says the count in Arabic with its plural form', async () => {
    await switchLanguage('ar');
    logInAs('Parent');
    unreadApi(2);
    renderPage(<UnreadMessagesLink />, '/contact');
    expect(
      await screen.findByRole('link', { name: 'الرسائل، رسالتان غير مقروءتين' }),
    ).toBeInTheDocument();
  });

  it('shows the count on the dashboard card with a link to the messages', async () => {
    logInAs('Student');
    unreadApi(12);
    renderPage(<MessagesCard />, '/dashboard/child');
    expect(await screen.findByText('12 unread messages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });
});

describe('messaging from a booking page', () => {
  it('opens the conversation of the session and goes to it', async () => {
    const user = userEvent.setup();
    logInAs('Tutor');
    const bookingId = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
    const api = fakeApi({
      'POST /api/v1/conversations': () => ({ status: 201, body: envelope(conversation()) }),
    });
    renderPage(<MessageButton bookingId={bookingId} asTutor />, `/sessions/${bookingId}`);
    await user.click(screen.getByRole('button', { name: 'Message the family' }));
    expect(await screen.findByTestId('path')).toHaveTextContent(`/messages/${conversationId}`);
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({ bookingId });
  });
});
