import { PassThrough } from 'node:stream';
import type { LiveEvent, Message } from '@nibras/contracts/messaging';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import type { LiveUpdate } from '../../plugins/live-updates';
import {
  bookedConversationIds,
  findConversations,
  findMessage,
  messagesAfter,
  newestMessageId,
  type MessageRow,
} from './messaging.repo';
import { messagesAsSeenBy } from './messaging.service';

/*
 * `GET /messages/stream` (issue 11, decision 0011): server-sent events to every open tab of
 * every reader of a conversation, in whichever process the tab is connected to. Updates between
 * processes carry ids (app.liveUpdates); this process reads each new message once and writes it
 * to its own streams of the people the update names. A stream that starts with `Last-Event-ID`,
 * or whose process lost the fan-out for a while, first sends what came after that id. Each
 * reader's streams get the message as that reader sees it (contact details masked before a
 * first booking, messaging.service.ts masksFor).
 */

/**
 * These messages as each reader sees them: their conversations and bookings are read once, now,
 * and the answer gives a reader's view.
 */
async function viewsOf(app: FastifyInstance, rows: MessageRow[]) {
  const ids = [...new Set(rows.map((row) => row.conversationId))];
  const [records, booked] = await Promise.all([
    findConversations(app.db, ids),
    bookedConversationIds(app.db, ids),
  ]);
  const byId = new Map(records.map((record) => [record.id, record]));
  return (readerId: string) => messagesAsSeenBy(readerId, rows, byId, booked);
}

/** Comments on an idle stream, so that proxies and the browser keep it open. */
export const pingEveryMs = 20_000;
/** Streams one person may hold open in one process (tabs, devices): more is a runaway client. */
export const streamsPerPerson = 12;
/** Missed messages are read this many at a time. */
const catchUpBatch = 200;
/** Ids a stream remembers having sent, so a message that arrives twice is written once. */
const rememberedIds = 1000;

export const messageUpdate = 'message';
export const readUpdate = 'read';

/** Messages have one growing id: a client's Last-Event-ID is the last one it saw. */
function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const text = Array.isArray(header) ? header[0] : header;
  // Anything else is a client's garbage: the stream then starts from now.
  return text && /^[1-9]\d{0,15}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

function frame(event: LiveEvent, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** One open stream: its writes keep their order (catch-up first, then what arrives live). */
class LiveStream {
  private queue: Promise<void> = Promise.resolve();
  private readonly sent = new Set<number>();

  constructor(
    private readonly app: FastifyInstance,
    readonly userId: string,
    /** The newest message id this stream has sent or knows to be older than it. */
    private lastId: number,
    readonly out: PassThrough,
  ) {}

  private enqueue(work: () => Promise<void> | void) {
    this.queue = this.queue
      .then(work)
      .catch((error: unknown) =>
        this.app.log.warn({ err: error, userId: this.userId }, 'live stream: an update failed'),
      );
  }

  private writeMessage(message: Message) {
    if (this.sent.has(message.id) || this.out.writableEnded) return;
    this.sent.add(message.id);
    if (this.sent.size > rememberedIds) {
      const [oldest] = this.sent;
      if (oldest !== undefined) this.sent.delete(oldest);
    }
    this.lastId = Math.max(this.lastId, message.id);
    this.out.write(frame({ type: 'message', message }, message.id));
  }

  deliver(message: Message) {
    this.enqueue(() => this.writeMessage(message));
  }

  send(event: LiveEvent) {
    this.enqueue(() => {
      if (!this.out.writableEnded) this.out.write(frame(event));
    });
  }

  /** A stream without Last-Event-ID starts now: a later catch-up looks only after `id`. */
  startAfter(id: number) {
    this.enqueue(() => {
      this.lastId = Math.max(this.lastId, id);
    });
  }

  /** Sends every message after the last one sent, from the database. */
  catchUp() {
    this.enqueue(async () => {
      for (;;) {
        const rows = await messagesAfter(this.app.db, this.userId, this.lastId, catchUpBatch);
        for (const message of (await viewsOf(this.app, rows))(this.userId)) {
          this.writeMessage(message);
        }
        const newest = rows.at(-1);
        if (!newest || rows.length < catchUpBatch || this.out.writableEnded) return;
        this.lastId = Math.max(this.lastId, newest.id);
      }
    });
  }

  ping() {
    if (!this.out.writableEnded) this.out.write(': ping\n\n');
  }
}

/**
 * The streams open in this process, by person, fed by app.liveUpdates. Updates are handled one at
 * a time, so each process writes messages in the order they were published.
 */
function streamHub(app: FastifyInstance) {
  const byPerson = new Map<string, Set<LiveStream>>();
  let handling: Promise<void> = Promise.resolve();

  const streamsOf = (userIds: string[]) =>
    userIds.flatMap((userId) => [...(byPerson.get(userId) ?? [])]);

  async function handle(update: LiveUpdate) {
    const streams = streamsOf(update.userIds);
    if (streams.length === 0) return;
    const { payload } = update;
    if (update.type === messageUpdate) {
      const row = await findMessage(app.db, Number(payload.messageId));
      if (!row) return;
      const viewOf = await viewsOf(app, [row]);
      const seenBy = new Map<string, Message | undefined>();
      for (const stream of streams) {
        if (!seenBy.has(stream.userId)) seenBy.set(stream.userId, viewOf(stream.userId)[0]);
        const message = seenBy.get(stream.userId);
        if (message) stream.deliver(message);
      }
    } else if (update.type === readUpdate) {
      const event: LiveEvent = {
        type: 'read',
        conversationId: String(payload.conversationId),
        userId: String(payload.userId),
        upTo: Number(payload.upTo),
      };
      for (const stream of streams) stream.send(event);
    }
  }

  const unsubscribe = app.liveUpdates.subscribe((update) => {
    handling = handling
      .then(() => handle(update))
      .catch((error: unknown) => app.log.warn({ err: error }, 'live stream: an update was lost'));
  });
  // The link between processes broke for a while: each stream reads what it may have missed.
  const stopResync = app.liveUpdates.onResync(() => {
    for (const streams of byPerson.values()) for (const stream of streams) stream.catchUp();
  });
  const pinger = setInterval(() => {
    for (const streams of byPerson.values()) for (const stream of streams) stream.ping();
  }, pingEveryMs);
  pinger.unref();

  return {
    count: (userId: string) => byPerson.get(userId)?.size ?? 0,
    add(stream: LiveStream) {
      const streams = byPerson.get(stream.userId) ?? new Set();
      streams.add(stream);
      byPerson.set(stream.userId, streams);
    },
    remove(stream: LiveStream) {
      const streams = byPerson.get(stream.userId);
      streams?.delete(stream);
      if (streams?.size === 0) byPerson.delete(stream.userId);
    },
    /** Ends every stream (the app is closing), so the server can stop listening. */
    endAll() {
      for (const streams of byPerson.values()) for (const stream of streams) stream.out.end();
    },
    stop() {
      unsubscribe();
      stopResync();
      clearInterval(pinger);
    },
  };
}

/** Registers the live stream's hub on the app and answers the route that opens one. */
export function liveStreamHandler(app: FastifyInstance) {
  const hub = streamHub(app);
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => hub.stop());

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = currentUser(request);
    if (hub.count(caller.id) >= streamsPerPerson) throw new AppError(429, 'rate_limited');
    const out = new PassThrough();
    // Listen first, then read where "now" is: nothing falls between the two.
    const resumeAfter = lastEventIdOf(request);
    const stream = new LiveStream(app, caller.id, resumeAfter ?? 0, out);
    hub.add(stream);
    // The token ends: so does the stream, and the client comes back with a renewed one.
    const expiresAt = request.accessTokenExpiresAt ?? Date.now();
    const expiry = setTimeout(() => close(), Math.max(0, expiresAt - Date.now()));
    expiry.unref();
    const close = () => {
      hub.remove(stream);
      clearTimeout(expiry);
      out.end();
    };
    reply.raw.once('close', close);
    try {
      if (resumeAfter === undefined) stream.startAfter(await newestMessageId(app.db));
      else stream.catchUp();
    } catch (error) {
      close();
      throw error;
    }
    out.write(': connected\n\n');
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store, no-transform')
      .header('x-accel-buffering', 'no')
      .send(out);
  };
}
