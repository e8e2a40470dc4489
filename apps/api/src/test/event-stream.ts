import { expect } from 'vitest';

export type StreamEvent = { id?: string; event?: string; data: string };

/**
 * `GET /api/v1/messages/stream` read over fetch, as the web app does (a Bearer token, so no
 * EventSource): every event it sends, parsed from the text/event-stream frames, as they come.
 */
export async function openEventStream(baseUrl: string, token: string, lastEventId?: string) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/messages/stream`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: StreamEvent[] = [];
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  const reading = (async () => {
    for (;;) {
      const { value, done } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) return;
      buffer += value.replaceAll('\r\n', '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        events.push(parseFrame(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  })()
    .catch((error: unknown) => {
      if (!abort.signal.aborted) throw error;
    })
    .finally(() => {
      ended = true;
    });
  const ofType = (type: string) =>
    events
      .filter((event) => event.event === type)
      .map((event) => ({ id: event.id, ...JSON.parse(event.data) }));
  return {
    headers: response.headers,
    /** Every frame, comments (pings) included as events without a type. */
    events: () => events,
    messages: () => ofType('message'),
    reads: () => ofType('read'),
    /** True once the server has ended the stream. */
    ended: () => ended,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

function parseFrame(frame: string): StreamEvent {
  const event: StreamEvent = { data: '' };
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = text;
    else if (field === 'event') event.event = text;
    else if (field === 'data') data.push(text);
    else if (field === '') data.push(`:${text}`);
  }
  event.data = data.join('\n');
  return event;
}
