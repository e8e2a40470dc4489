import { createHash, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { notifyChannel } from './live-updates.repo';

/**
 * A small note that something changed, fanned out to every process of the app (docs/shared/ARCHITECTURE.md,
 * "Live updates"). It carries ids, never content: PostgreSQL's NOTIFY takes at most 8,000 bytes,
 * and each process reads what it needs from the database, which stays the one source of truth.
 */
export type LiveUpdate = {
  /** e.g. 'message' or 'read'. */
  type: string;
  /** Who may hear of it: a stream delivers an update only to these users. */
  userIds: string[];
  payload: Record<string, string | number>;
};

export type LiveUpdateListener = (update: LiveUpdate) => void;

export interface LiveUpdates {
  /** Sends an update to every process; call it after the change is committed. */
  publish(update: LiveUpdate): Promise<void>;
  /** Hears every update from every process; returns the way to stop. */
  subscribe(listener: LiveUpdateListener): () => void;
  /**
   * Hears when the connection between processes came back after a break: updates in between
   * may be lost, so a listener catches up from the database.
   */
  onResync(listener: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveUpdates: LiveUpdates;
  }
}

type ClosableLiveUpdates = LiveUpdates & { close(): Promise<void> };

/** What the fan-out says about its connections. */
type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** NOTIFY refuses payloads of 8,000 bytes or more; the same bound keeps Redis honest. */
export const liveUpdateMaxBytes = 7999;

/** The PostgreSQL channel every process listens on. */
export const postgresLiveChannel = 'nibras_live';

/** Listeners of one process, and the resync signal; each implementation feeds it. */
function localFanOut() {
  const emitter = new EventEmitter();
  // Every open stream of this process listens; there is no leak to warn about.
  emitter.setMaxListeners(0);
  const on = <T extends unknown[]>(event: string, listener: (...args: T) => void) => {
    emitter.on(event, listener as (...args: unknown[]) => void);
    return () => void emitter.off(event, listener as (...args: unknown[]) => void);
  };
  return {
    deliver: (update: LiveUpdate) => emitter.emit('update', update),
    resync: () => emitter.emit('resync'),
    subscribe: (listener: LiveUpdateListener) => on('update', listener),
    onResync: (listener: () => void) => on('resync', listener),
    clear: () => emitter.removeAllListeners(),
  };
}

function encode(update: LiveUpdate): string {
  const text = JSON.stringify(update);
  if (Buffer.byteLength(text) > liveUpdateMaxBytes)
    throw new Error(
      `a live update carries ids only; this one has ${Buffer.byteLength(text)} bytes`,
    );
  return text;
}

function decode(text: string, log: Log): LiveUpdate | undefined {
  try {
    const value = JSON.parse(text) as LiveUpdate;
    if (typeof value?.type === 'string' && Array.isArray(value.userIds)) return value;
  } catch {
    // Reported below: a foreign or broken note must not stop the others.
  }
  log.warn({ text: text.slice(0, 200) }, 'ignored a live update that is not one');
  return undefined;
}

/** One process (the embedded database allows no other): an in-memory event emitter. */
export function inProcessLiveUpdates(): ClosableLiveUpdates {
  const local = localFanOut();
  return {
    async publish(update) {
      encode(update);
      // Listeners run after the publisher's own work, as they would with a real broker.
      queueMicrotask(() => local.deliver(update));
    },
    subscribe: local.subscribe,
    onResync: local.onResync,
    async close() {
      local.clear();
    },
  };
}

/** Waits 100 ms, 200 ms, 400 ms… up to 5 s between attempts to listen again. */
export function reconnectDelayMs(failures: number): number {
  return Math.min(5000, 100 * 2 ** Math.max(0, failures - 1));
}

/**
 * Several processes on one PostgreSQL server: NOTIFY through the pool, LISTEN on one dedicated
 * connection. When that connection breaks (a restart, a failover, a terminated backend) it is
 * opened again with backoff, and listeners are told to resync once it is back. Resolves once
 * listening, so an update published after start is heard.
 */
export async function postgresLiveUpdates(options: {
  connectionString: string;
  /** Publishes through the app's pool. */
  db: Database;
  log: Log;
  channel?: string;
}): Promise<ClosableLiveUpdates> {
  const { connectionString, db, log } = options;
  const channel = options.channel ?? postgresLiveChannel;
  const local = localFanOut();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const listen = async () => {
    const next = new pg.Client({ connectionString, application_name: 'nibras-live' });
    // A lost connection emits 'error' and then 'end'; 'end' starts the way back.
    next.on('error', (error) =>
      log.warn({ err: error }, 'live updates: listener connection failed'),
    );
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      const update = decode(message.payload, log);
      if (update) local.deliver(update);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      log.warn('live updates: lost the listener connection; opening it again');
      retry();
    });
    client = next;
  };

  const retry = () => {
    failures += 1;
    timer = setTimeout(() => {
      listen().then(
        () => {
          if (closed) return;
          failures = 0;
          log.info('live updates: listening again; streams catch up');
          local.resync();
        },
        (error: unknown) => {
          if (closed) return;
          log.warn({ err: error }, 'live updates: could not listen yet');
          retry();
        },
      );
    }, reconnectDelayMs(failures));
    timer.unref();
  };

  await listen();

  return {
    async publish(update) {
      await notifyChannel(db, channel, encode(update));
    },
    subscribe: local.subscribe,
    onResync: local.onResync,
    async close() {
      closed = true;
      clearTimeout(timer);
      local.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

/**
 * The Redis channel of one database: processes share it only when they share their data, so
 * two deployments (or test runs) on one Redis do not hear each other. An in-memory database is
 * its own.
 */
export function redisLiveChannel(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): string {
  let scope: string;
  if (config.databaseUrl?.startsWith('postgres')) {
    const url = new URL(config.databaseUrl);
    scope = `${url.hostname}:${url.port}${url.pathname}`;
  } else if (config.databaseUrl?.startsWith('memory://')) {
    scope = randomUUID();
  } else {
    scope = config.dataDir;
  }
  return `nibras:live:${createHash('sha256').update(scope).digest('hex').slice(0, 16)}`;
}

/**
 * Processes that share REDIS_URL (which also shares their rate limits): PUBLISH on one
 * connection, SUBSCRIBE on another (a subscribed connection can do nothing else). ioredis reconnects with
 * backoff by itself; this subscribes again and tells listeners to resync once it is back.
 */
export async function redisLiveUpdates(options: {
  url: string;
  channel: string;
  log: Log;
}): Promise<ClosableLiveUpdates> {
  const { url, channel, log } = options;
  const local = localFanOut();
  const redisOptions = {
    // Named after the channel, so an operator (or a test) can tell whose connection it is.
    connectionName: channel.replaceAll(/[^\w:-]/g, '-'),
    lazyConnect: true,
    // Waits 100 ms, 200 ms… up to 5 s between attempts, for as long as it takes.
    retryStrategy: (times: number) => reconnectDelayMs(times),
  };
  const publisher = new Redis(url, { ...redisOptions, maxRetriesPerRequest: 1 });
  // Subscribed again below, so that the resync comes after the subscription, not before.
  const subscriber = new Redis(url, { ...redisOptions, autoResubscribe: false });
  for (const connection of [publisher, subscriber])
    connection.on('error', (error) => log.warn({ err: error }, 'live updates: Redis failed'));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const update = decode(text, log);
    if (update) local.deliver(update);
  });

  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  let lost = false;
  subscriber.on('close', () => {
    lost = true;
  });
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    subscriber.subscribe(channel).then(
      () => {
        log.info('live updates: subscribed again; streams catch up');
        local.resync();
      },
      // The connection broke again: the next 'ready' tries once more.
      (error: unknown) => log.warn({ err: error }, 'live updates: could not subscribe again'),
    );
  });

  return {
    async publish(update) {
      await publisher.publish(channel, encode(update));
    },
    subscribe: local.subscribe,
    onResync: local.onResync,
    async close() {
      local.clear();
      // quit() waits for the server's answer; a connection that is down is simply dropped.
      await Promise.all(
        [publisher, subscriber].map((connection) =>
          connection.status === 'ready'
            ? connection.quit().catch(() => {})
            : connection.disconnect(),
        ),
      );
    },
  };
}

/**
 * Chooses the fan-out from the configuration: Redis when REDIS_URL is set, else LISTEN/NOTIFY
 * on a PostgreSQL server, else (PGlite, one process) in memory.
 */
export const liveUpdatesPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const log = app.log.child({ module: 'live-updates' });
    let liveUpdates: ClosableLiveUpdates;
    if (config.redisUrl) {
      liveUpdates = await redisLiveUpdates({
        url: config.redisUrl,
        channel: redisLiveChannel(config),
        log,
      });
    } else if (config.databaseUrl?.startsWith('postgres')) {
      liveUpdates = await postgresLiveUpdates({
        connectionString: config.databaseUrl,
        db: app.db,
        log,
      });
    } else {
      liveUpdates = inProcessLiveUpdates();
    }
    app.decorate('liveUpdates', liveUpdates);
    app.addHook('onClose', () => liveUpdates.close());
  },
  { name: 'live-updates' },
);
