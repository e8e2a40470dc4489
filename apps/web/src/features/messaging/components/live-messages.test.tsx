import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, renderRoutes, switchLanguage } from '@/test/app-fakes';
import {
  conversation,
  conversationId,
  logInAs,
  message,
  parent,
  tutor,
} from '@/features/messaging/test-fixtures';
import { LiveMessages } from './live-messages';
import { MessagesPage } from './messages-page';
import { UnreadMessagesLink } from './unread-link';

const encoder = new TextEncoder();
const base = `/api/v1/conversations/${conversationId}`;

function liveEvent(id: number, body: string) {
  const data = JSON.stringify({ type: 'message', message: message(id, tutor.id, body) });
  return encoder.encode(`event: message\nid: ${id}\ndata: ${data}\n\n`);
}

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('live messages in an open conversation', () => {
  it('appear at the bottom once, are announced politely, raise the header badge, and resume after a drop', async () => {
    logInAs('Parent');
    let unread = 0;
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const streamCalls: Record<string, string>[] = [];
    const api = fakeApi({
      'GET /api/v1/conversations': () => ({ body: envelope({ conversations: [conversation()] }) }),
      [`GET ${base}`]: () => ({ body: envelope(conversation()) }),
      [`GET ${base}/messages`]: () => ({
        body: envelope({ messages: [message(3, parent.id, 'Hello')], hasOlder: false }),
      }),
      [`POST ${base}/read`]: () => ({ body: envelope(null) }),
      'GET /api/v1/messages/unread': () => ({
        body: envelope({ unreadMessages: unread, unreadConversations: unread ? 1 : 0 }),
      }),
      'GET /api/v1/messages/stream': ({ init }) => {
        streamCalls.push(init.headers);
        const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      },
    });
    const page = (
      <>
        <header>
          <UnreadMessagesLink />
        </header>
        <LiveMessages renewToken={async () => false} />
        <MessagesPage />
      </>
    );
    renderRoutes(
      [{ path: '/messages/:conversationId', element: page }],
      `/messages/${conversationId}`,
    );
    const list = await screen.findByRole('list', { name: `Messages with ${tutor.fullName}` });
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    await waitFor(() => expect(stream).toBeDefined());

    unread = 1;
    stream.enqueue(liveEvent(4, 'أهلًا يا ليلى'));
    stream.enqueue(liveEvent(4, 'أهلًا يا ليلى'));
    await within(list).findByText('أهلًا يا ليلى');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('أهلًا يا ليلى')).toHaveLength(1);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent(`New message from ${tutor.fullName}: أهلًا يا ليلى`);
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();

    // The connection drops: the tab reconnects after the message it saw and reads everything again.
    const listReads = () =>
      api.mock.calls.filter(([input]) => String(input).endsWith('/api/v1/conversations')).length;
    const readsBefore = listReads();
    stream.close();
    await waitFor(() => expect(streamCalls).toHaveLength(2));
    expect(streamCalls[1]?.['last-event-id']).toBe('4');
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
  });
});
