import { familyClient } from '../family/family.test-client';
import { atHour, type Caller } from '../booking/booking.test-client';

type Method = 'GET' | 'POST';

/**
 * The family test client (real app, manual clock, people and bookings) plus the messaging calls,
 * each as a client makes it.
 */
export async function messagingClient() {
  const client = await familyClient();
  const { app } = client;

  const call = (
    method: Method,
    url: string,
    caller: { authorization: string } | undefined,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(caller ? { authorization: caller.authorization } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  let nextHour = 34;
  /** Books the tutor for the booker (a student, or a parent for their child) at a new hour. */
  const bookedBooking = (tutor: Caller, booker: Caller) => {
    nextHour += 1;
    return client.booked(tutor, booker, atHour(nextHour));
  };

  const start = (caller: Caller, bookingId: string) =>
    call('POST', '/conversations', caller, { bookingId });

  /** A booking of the tutor with the booker's learner, and its conversation's id. */
  async function conversationOf(tutor: Caller, booker: Caller) {
    const bookingId = await bookedBooking(tutor, booker);
    const started = await start(booker, bookingId);
    if (started.statusCode !== 201) throw new Error(`not started: ${started.body}`);
    return { bookingId, conversationId: started.json().data.id as string };
  }

  return {
    ...client,
    bookedBooking,
    start,
    conversationOf,
    list: (caller: Caller) => call('GET', '/conversations', caller),
    conversation: (caller: Caller | undefined, id: string) =>
      call('GET', `/conversations/${id}`, caller),
    history: (caller: Caller, id: string, query = '') =>
      call('GET', `/conversations/${id}/messages${query ? `?${query}` : ''}`, caller),
    send: (
      caller: Caller | undefined,
      id: string,
      body: unknown,
      headers: Record<string, string> = {},
    ) => call('POST', `/conversations/${id}/messages`, caller, { body }, headers),
    /** Sends and answers the stored message, failing loudly if it is refused. */
    async sent(caller: Caller, id: string, body: string) {
      const response = await call('POST', `/conversations/${id}/messages`, caller, { body });
      if (response.statusCode !== 201) throw new Error(`not sent: ${response.body}`);
      return response.json().data as { id: number; body: string; senderId: string };
    },
    markRead: (caller: Caller, id: string, upTo: unknown) =>
      call('POST', `/conversations/${id}/read`, caller, { upTo }),
    report: (caller: Caller, messageId: number | string, payload: unknown, language = 'en') =>
      call('POST', `/messages/${messageId}/report`, caller, payload, {
        'accept-language': language,
      }),
    unread: (caller: Caller) => call('GET', '/messages/unread', caller),
  };
}

export type MessagingClient = Awaited<ReturnType<typeof messagingClient>>;
