import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, failure, fakeApi, renderRoutes, switchLanguage } from '@/test/app-fakes';
import {
  childLoginId,
  conversation,
  conversationId,
  logInAs,
  message,
  messagesRoutes,
  parent,
  tutor,
} from '@/features/messaging/test-fixtures';

const base = `/api/v1/conversations/${conversationId}`;
const path = `/messages/${conversationId}`;

/** A conversation whose newest page holds messages 31–32 and an older page 30. */
function conversationApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/v1/conversations': () => ({
      body: envelope({ conversations: [conversation()] }),
    }),
    [`GET ${base}`]: () => ({ body: envelope(conversation()) }),
    [`GET ${base}/messages`]: ({ url }) =>
      url.searchParams.get('before') === '31'
        ? {
            body: envelope({
              messages: [message(30, tutor.id, 'Welcome to the course')],
              hasOlder: false,
            }),
          }
        : {
            body: envelope({
              messages: [
                message(31, tutor.id, 'Homework: page 12'),
                message(32, childLoginId, 'حسنًا، شكرًا'),
              ],
              hasOlder: true,
            }),
          },
    [`POST ${base}/read`]: () => ({ body: envelope(null) }),
    'GET /api/v1/messages/unread': () => ({
      body: envelope({ unreadMessages: 0, unreadConversations: 0 }),
    }),
    ...extra,
  });
}

function history() {
  return screen.findByRole('list', { name: `Messages with ${tutor.fullName}` });
}

function texts(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
}

beforeEach(() => switchLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clearSession();
});

describe('a conversation', () => {
  it('shows the history oldest first, loads earlier messages above, and marks it read', async () => {
    const user = userEvent.setup();
    logInAs('Parent');
    const api = conversationApi();
    renderRoutes(messagesRoutes, path);
    const list = await history();
    expect(texts(list)).toEqual(['Homework: page 12', 'حسنًا، شكرًا']);
    expect(within(list).getByText('حسنًا، شكرًا')).toHaveAttribute('dir', 'auto');

    await user.click(screen.getByRole('button', { name: 'Earlier messages' }));
    await waitFor(() =>
      expect(texts(list)).toEqual(['Welcome to the course', 'Homework: page 12', 'حسنًا، شكرًا']),
    );
    expect(screen.queryByRole('button', { name: 'Earlier messages' })).not.toBeInTheDocument();

    const read = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(read?.[1]?.body))).toEqual({ upTo: 32 });
  });

  it("tells a parent they read their child's conversations, and the child that the parent does", async () => {
    logInAs('Parent');
    conversationApi();
    const first = renderRoutes(messagesRoutes, path);
    expect(
      await screen.findByText("You can read and write in \u2068Sara Hassan\u2069's conversations."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'In this conversation: \u2068Omar Farouk\u2069 (Tutor), \u2068Layla Hassan\u2069 (Parent), and \u2068Sara Hassan\u2069 (Student)',
      ),
    ).toBeInTheDocument();
    first.unmount();

    useSession.getState().setSession({
      userModel: { ...parent, id: childLoginId, fullName: 'Sara Hassan', userType: 'Student' },
      accessToken: 'token',
      accessTokenExpiration: new Date(Date.now() + 600_000).toISOString(),
    });
    renderRoutes(messagesRoutes, path);
    expect(
      await screen.findByText(
        `Your parent \u2068${parent.fullName}\u2069 can read this conversation.`,
      ),
    ).toBeInTheDocument();
  });

  it('sends with Enter and an Idempotency-Key, puts the message at the bottom, and says when it is seen', async () => {
    const user = userEvent.setup();
    logInAs('Parent');
    const api = conversationApi({
      [`POST ${base}/messages`]: ({ init }) => ({
        status: 201,
        body: envelope(message(40, parent.id, JSON.parse(String(init.body)).body)),
      }),
    });
    renderRoutes(messagesRoutes, path);
    const list = await history();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('Line one\nline two');
    expect(screen.getByText('17 of 2,000 characters')).toBeInTheDocument();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(texts(list).at(-1)).toBe('Line one\nline two'));
    expect(box).toHaveValue('');
    const sends = api.mock.calls.filter(
      ([input, init]) => init?.method === 'POST' && String(input).endsWith('/messages'),
    );
    // Shift+Enter only broke the line: one message went out, on Enter.
    expect(sends).toHaveLength(1);
    const sent = sends[0];
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ body: 'Line one\nline two' });
    expect((sent?.[1]?.headers as Record<string, string>)['idempotency-key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('shows "Seen" under the own newest message once someone else has read it', async () => {
    logInAs('Tutor');
    const seen = conversation();
    seen.participants = seen.participants.map((participant) =>
      participant.id === childLoginId ? { ...participant, lastReadMessageId: 31 } : participant,
    );
    conversationApi({ [`GET ${base}`]: () => ({ body: envelope(seen) }) });
    renderRoutes(messagesRoutes, path);
    const list = await screen.findByRole('list', { name: 'Messages with Sara Hassan' });
    const own = within(list).getAllByRole('listitem')[0]!;
    expect(own).toHaveTextContent('Seen');
    expect(within(own).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Contact details are hidden until a session is booked, to keep families safe.'],
    ['ar', 'تبقى بيانات التواصل مخفية حتى تُحجز حصة، حفاظًا على سلامة العائلات.'],
  ] as const)(
    'says in %s why contact details are hidden, under that message only',
    async (language, notice) => {
      await switchLanguage(language);
      logInAs('Parent');
      conversationApi({
        [`GET ${base}/messages`]: () => ({
          body: envelope({
            messages: [
              { ...message(31, tutor.id, 'WhatsApp me on ••••'), masked: true },
              { ...message(32, tutor.id, 'See you at 5 pm'), masked: false },
            ],
            hasOlder: false,
          }),
        }),
      });
      renderRoutes(messagesRoutes, path);
      const name = language === 'en' ? 'Messages with' : 'الرسائل مع';
      const list = await screen.findByRole('list', { name: `${name} ${tutor.fullName}` });
      const [masked, plain] = within(list).getAllByRole('listitem');
      expect(within(masked!).getByText(notice)).toBeVisible();
      expect(within(masked!).getByText('WhatsApp me on ••••')).toHaveAccessibleDescription(notice);
      expect(plain).not.toHaveTextContent(notice);
      expect(texts(list)).toEqual(['WhatsApp me on ••••', 'See you at 5 pm']);
    },
  );

  it('keeps the text and shows the translated error when sending fails', async () => {
    const user = userEvent.setup();
    await switchLanguage('ar');
    logInAs('Parent');
    conversationApi({
      [`POST ${base}/messages`]: () => ({
        status: 404,
        body: failure('conversation_not_found', 'This conversation does not exist.'),
      }),
    });
    renderRoutes(messagesRoutes, path);
    await screen.findByRole('list', { name: `الرسائل مع ${tutor.fullName}` });
    const box = screen.getByRole('textbox', { name: 'رسالتك' });
    await user.type(box, 'مرحبا');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('هذه المحادثة غير موجودة.');
    expect(box).toHaveValue('مرحبا');
  });

  it("shows the server's message for a rejected text", async () => {
    const user = userEvent.setup();
    logInAs('Parent');
    conversationApi({
      [`POST ${base}/messages`]: () => ({
        status: 400,
        body: failure('validation_failed', 'Some fields are not valid.', {
          body: 'Write a message.',
        }),
      }),
    });
    renderRoutes(messagesRoutes, path);
    await history();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, '\u200b{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message.');
    expect(box).toHaveAccessibleDescription(/Write a message\./);
  });

  it('reports a message with a reason, and says so when it was already reported', async () => {
    const user = userEvent.setup();
    logInAs('Parent');
    let reports = 0;
    const api = conversationApi({
      'POST /api/v1/reports': () =>
        ++reports === 1
          ? { status: 201, body: envelope(null) }
          : {
              status: 409,
              body: failure('already_reported', 'You have already reported this.'),
            },
    });
    renderRoutes(messagesRoutes, path);
    await history();
    const report = screen.getByRole('button', {
      name: `Report the message from ${tutor.fullName}`,
    });
    await user.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    await user.click(
      within(dialog).getByRole('radio', { name: 'Asks to pay or meet outside Nibras' }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Details (optional)' }),
      'A phone number',
    );
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = api.mock.calls.find(([input]) => String(input).endsWith('/reports'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      subject: 'message',
      id: 31,
      reason: 'off_platform',
      details: 'A phone number',
    });

    await user.click(report);
    const again = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(again).getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(within(again).getByRole('button', { name: 'Send report' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'You have already reported this.',
    );
  });
});
