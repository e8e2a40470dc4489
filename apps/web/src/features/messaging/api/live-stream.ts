import { liveEventSchema, type LiveEvent } from '@nibras/contracts/messaging';
import { createParser } from 'eventsource-parser';

export const liveStreamPath = '/api/v1/messages/stream';

/** Waits after a failed or dropped connection: 1 s, 2 s, 4 s … at most 30 s. */
export function reconnectDelayMs(failures: number) {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

function abortableWait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export type LiveStreamOptions = {
  /** The API's base address plus the stream's path. */
  url: string;
  /** Read before each connection, so a renewed token is used; null means logged out: stop. */
  accessToken: () => string | null;
  /** After a 401: renew the token; false when the session has ended. */
  renewToken: () => Promise<boolean>;
  language: () => string;
  onEvent: (event: LiveEvent) => void;
  /** Each time the stream opens; `again` after the first, when something may have been missed. */
  onOpen: (again: boolean) => void;
  signal: AbortSignal;
  fetchStream?: typeof fetch;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
};

/**
 * Keeps the live stream open until `signal` aborts or the session ends: server-sent events read
 * over fetch, because EventSource cannot send the Bearer token. A reconnection sends the id of
 * the last message seen (`Last-Event-ID`), so the server sends what was missed.
 */
export async function runLiveStream(options: LiveStreamOptions) {
  const { signal } = options;
  const fetchStream = options.fetchStream ?? ((...args) => fetch(...args));
  const wait = options.wait ?? abortableWait;
  let lastMessageId: string | null = null;
  let opened = false;
  let failures = 0;

  const parser = createParser({
    onEvent: ({ event, id, data }) => {
      let parsed: ReturnType<typeof liveEventSchema.safeParse>;
      try {
        parsed = liveEventSchema.safeParse(JSON.parse(data));
      } catch {
        return;
      }
      // An event this version does not know is skipped, not fatal.
      if (!parsed.success) return;
      if (event === 'message' && id) lastMessageId = id;
      options.onEvent(parsed.data);
    },
  });

  while (!signal.aborted) {
    const token = options.accessToken();
    if (!token) return;
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      'Accept-Language': options.language(),
      Authorization: `Bearer ${token}`,
    };
    if (lastMessageId) headers['Last-Event-ID'] = lastMessageId;
    try {
      const response = await fetchStream(options.url, {
        headers,
        credentials: 'include',
        signal,
      });
      if (response.status === 401) {
        await response.body?.cancel();
        if (!(await options.renewToken())) return;
        failures += 1;
      } else if (!response.ok || !response.body) {
        await response.body?.cancel();
        failures += 1;
      } else {
        options.onOpen(opened);
        opened = true;
        failures = 0;
        parser.reset();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        // Ending the stream must not wait for the server's next byte.
        const stopReading = () => void reader.cancel().catch(() => {});
        signal.addEventListener('abort', stopReading, { once: true });
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            parser.feed(value);
          }
        } finally {
          signal.removeEventListener('abort', stopReading);
        }
        failures = 1;
      }
    } catch {
      if (signal.aborted) return;
      failures += 1;
    }
    await wait(reconnectDelayMs(failures), signal);
  }
}
