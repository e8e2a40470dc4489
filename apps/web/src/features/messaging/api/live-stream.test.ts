import type { LiveEvent } from '@nibras/contracts/messaging';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelayMs, runLiveStream, type LiveStreamOptions } from './live-stream';
import { patience } from '@/test/patience';

const encoder = new TextEncoder();

/** A stream the test writes server-sent events into, and ends when it likes. */
function controllableStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

function messageEvent(id: number, body = `message ${id}`) {
  const message = {
    id,
    conversationId: 'c1',
    senderId: 'u2',
    body,
    sentAt: '2031-06-02T09:00:00.000Z',
    removed: false,
  };
  return `event: message\nid: ${id}\ndata: ${JSON.stringify({ type: 'message', message })}\n\n`;
}

function setup(overrides: Partial<LiveStreamOptions> = {}) {
  const controller = new AbortController();
  const events: LiveEvent[] = [];
  const opens: boolean[] = [];
  const waits: number[] = [];
  const options: LiveStreamOptions = {
    url: '/api/v1/messages/stream',
    accessToken: () => 'token-1',
    renewToken: vi.fn(async () => true),
    language: () => 'ar',
    onEvent: (event) => events.push(event),
    onOpen: (again) => opens.push(again),
    signal: controller.signal,
    wait: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  };
  return { options, controller, events, opens, waits };
}

function headersOf(fetchMock: ReturnType<typeof vi.fn>, call: number) {
  return (fetchMock.mock.calls[call]?.[1] as RequestInit).headers as Record<string, string>;
}

afterEach(() => vi.restoreAllMocks());

describe('the live stream', () => {
  it('delivers messages and read marks, skipping pings and unknown events', async () => {
    const first = controllableStream();
    const fetchStream = vi.fn(async () => first.response);
    const { options, controller, events, opens } = setup({ fetchStream });
    const running = runLiveStream(options);
    await vi.waitFor(() => expect(opens).toEqual([false]), patience);
    first.write(': ping\n\nretry: 3000\n\n');
    first.write(messageEvent(5).slice(0, 20));
    first.write(messageEvent(5).slice(20));
    first.write(
      `event: read\ndata: ${JSON.stringify({ type: 'read', conversationId: 'c1', userId: 'u2', upTo: 5 })}\n\n`,
    );
    first.write('event: typing\ndata: {"type":"typing"}\n\ndata: not json\n\n');
    await vi.waitFor(() => expect(events).toHaveLength(2), patience);
    expect(events[0]).toMatchObject({ type: 'message', message: { id: 5, body: 'message 5' } });
    expect(events[1]).toEqual({ type: 'read', conversationId: 'c1', userId: 'u2', upTo: 5 });
    const headers = headersOf(fetchStream, 0);
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers.Accept).toBe('text/event-stream');
    expect(headers['Accept-Language']).toBe('ar');
    expect(headers['Last-Event-ID']).toBeUndefined();
    controller.abort();
    await running;
  });

  it('reconnects after a drop with the last message id and a fresh token, and says it is a reconnection', async () => {
    const first = controllableStream();
    const second = controllableStream();
    const fetchStream = vi
      .fn()
      .mockResolvedValueOnce(first.response)
      .mockResolvedValueOnce(second.response);
    let token = 'token-1';
    const { options, controller, events, opens, waits } = setup({
      fetchStream,
      accessToken: () => token,
    });
    const running = runLiveStream(options);
    await vi.waitFor(() => expect(opens).toEqual([false]), patience);
    first.write(messageEvent(7) + messageEvent(8));
    await vi.waitFor(() => expect(events).toHaveLength(2), patience);
    token = 'token-2';
    first.end();
    await vi.waitFor(() => expect(opens).toEqual([false, true]), patience);
    expect(waits).toEqual([1000]);
    const headers = headersOf(fetchStream, 1);
    expect(headers['Last-Event-ID']).toBe('8');
    expect(headers.Authorization).toBe('Bearer token-2');
    controller.abort();
    await running;
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s while the server cannot be reached', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    let calls = 0;
    const { options, controller, waits } = setup({
      fetchStream: vi.fn(async () => {
        calls += 1;
        if (calls === 3) controller.abort();
        if (calls === 2) return new Response('{}', { status: 503 });
        throw new TypeError('network');
      }),
    });
    await runLiveStream(options);
    expect(waits).toEqual([1000, 2000]);
  });

  it('renews the token after a 401, and stops when the session has ended', async () => {
    const stream = controllableStream();
    const fetchStream = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 401 }))
      .mockResolvedValueOnce(stream.response);
    let token = 'old';
    const renewToken = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const { options, controller, opens } = setup({
      fetchStream,
      renewToken,
      accessToken: () => token,
    });
    const running = runLiveStream(options);
    await vi.waitFor(() => expect(opens).toEqual([false]), patience);
    expect(renewToken).toHaveBeenCalledOnce();
    expect(headersOf(fetchStream, 1).Authorization).toBe('Bearer new');
    controller.abort();
    await running;

    const ended = setup({
      fetchStream: vi.fn(async () => new Response('{}', { status: 401 })),
      renewToken: vi.fn(async () => false),
    });
    await runLiveStream(ended.options);
    expect(ended.options.fetchStream).toHaveBeenCalledOnce();
  });

  it('does not connect without a token (logged out)', async () => {
    const fetchStream = vi.fn();
    const { options } = setup({ fetchStream, accessToken: () => null });
    await runLiveStream(options);
    expect(fetchStream).not.toHaveBeenCalled();
  });
});
