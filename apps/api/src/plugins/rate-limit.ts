import fastifyRateLimit, { type FastifyRateLimitOptions } from '@fastify/rate-limit';
import { rateLimitedMessage } from '@nibras/contracts/i18n/wait-time';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { isLoopback } from './dev-only';
import { AppError } from './envelope';
import { textsIn } from './i18n';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store that every process shares its rate-limit counters in (Redis), if any. */
    sharedStore: SharedStore;
  }
}

export type SharedStore = {
  /** Whether REDIS_URL is set. */
  configured: boolean;
  /** Whether counters are shared right now; false while Redis is away (limits are per process). */
  up(): boolean;
};

type StoreAnswer = { current: number; ttl: number };
type StoreCallback = (error: Error | null, answer: StoreAnswer | null) => void;
type Store = {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  /** Each limit's keys start with its name: one store serves them all. */
  child(): Store;
};

/** A Redis command that has not answered in this long counts as Redis being away. */
const redisCommandTimeoutMs = 500;

/**
 * The counters of one process, as @fastify/rate-limit keeps them without Redis: a fixed window
 * per key. Used alone without REDIS_URL, and as the fallback while Redis is away.
 */
function processStore(): Store {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweepAt = 50_000;
  const alive = (key: string, now: number) => {
    const entry = windows.get(key);
    return entry && entry.endsAt > now ? entry : undefined;
  };
  return {
    incr(key, callback, timeWindow) {
      const now = Date.now();
      if (windows.size >= sweepAt) {
        for (const [known, entry] of windows) if (entry.endsAt <= now) windows.delete(known);
      }
      const entry = alive(key, now) ?? { count: 0, endsAt: now + timeWindow };
      entry.count += 1;
      windows.set(key, entry);
      callback(null, { current: entry.count, ttl: entry.endsAt - now });
    },
    read(key, callback) {
      const now = Date.now();
      const entry = alive(key, now);
      callback(
        null,
        entry ? { current: entry.count, ttl: entry.endsAt - now } : { current: 0, ttl: 0 },
      );
    },
    child() {
      return this;
    },
  };
}

/** The script of @fastify/rate-limit's Redis store: one INCR with its window, atomically. */
const incrementScript = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ttl) else ttl = redis.call('PTTL', KEYS[1]) end
return {current, ttl}`;
const readScript = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

type RateLimitRedis = Redis & {
  nibrasIncrement(key: string, timeWindow: number): Promise<[number, number]>;
  nibrasRead(key: string): Promise<[number, number]>;
};

/**
 * Counters in Redis while it answers; while it is away (not connected, an error, no answer within
 * 500 ms) each process counts on its own, so that login and every limited route go on working,
 * limited per process (issue 31). Said once in the log when it starts and once when it ends.
 */
function sharedOrProcessStore(redis: RateLimitRedis, log: FastifyBaseLogger) {
  const local = processStore();
  let degraded = false;
  const fallBack = (error: unknown) => {
    if (degraded) return;
    degraded = true;
    log.warn({ err: error }, 'rate limits are per process: the shared store (Redis) is away');
  };
  redis.on('ready', () => {
    if (!degraded) return;
    degraded = false;
    log.info('rate limits are shared again: the shared store (Redis) is back');
  });
  // ioredis reconnects on its own; without a listener it prints every failed attempt.
  redis.on('error', (error) => fallBack(error));
  const shared = (
    call: () => Promise<[number, number]>,
    orLocal: () => void,
    callback: StoreCallback,
  ) => {
    if (redis.status !== 'ready') {
      fallBack(new Error(`redis is ${redis.status}`));
      orLocal();
      return;
    }
    call().then(
      ([current, ttl]) => callback(null, { current, ttl }),
      (error: unknown) => {
        fallBack(error);
        orLocal();
      },
    );
  };
  const store: Store = {
    incr(key, callback, timeWindow, max) {
      shared(
        () => redis.nibrasIncrement(`nibras-rate-limit:${key}`, timeWindow),
        () => local.incr(key, callback, timeWindow, max),
        callback,
      );
    },
    read(key, callback, timeWindow, max) {
      shared(
        () => redis.nibrasRead(`nibras-rate-limit:${key}`),
        () => local.read(key, callback, timeWindow, max),
        callback,
      );
    },
    child() {
      return store;
    },
  };
  return { store, up: () => redis.status === 'ready' && !degraded };
}

/**
 * @fastify/rate-limit with no global limit: routes opt in through `createLimit`. Counters are
 * in memory, or in Redis when REDIS_URL is set so that every process shares them; while Redis
 * is away they fall back to this process's memory (never a 500, never a wait).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    let store: Store = processStore();
    let up = () => false;
    if (options.config.redisUrl) {
      const redis = new Redis(options.config.redisUrl, {
        // A command while disconnected fails at once instead of waiting for a reconnection.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: redisCommandTimeoutMs,
        connectTimeout: 2000,
      }) as RateLimitRedis;
      redis.defineCommand('nibrasIncrement', { numberOfKeys: 1, lua: incrementScript });
      redis.defineCommand('nibrasRead', { numberOfKeys: 1, lua: readScript });
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      const shared = sharedOrProcessStore(redis, app.log);
      // Shared from the first request when Redis is there at start; per process meanwhile if not.
      await new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const timer = setTimeout(resolve, 2000);
        timer.unref();
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      store = shared.store;
      up = shared.up;
    }
    app.decorate('sharedStore', { configured: !!options.config.redisUrl, up });
    // @fastify/rate-limit builds its store with `new`; every limit shares this one.
    function PluginStore() {
      return store;
    }
    await app.register(fastifyRateLimit, {
      global: false,
      store: PluginStore as unknown as new () => Store,
    } as FastifyRateLimitOptions);
  },
  { name: 'rate-limit' },
);

export type Limit = (
  request: FastifyRequest,
  /** What is counted: the client address by default, or an account, an email… */
  subject?: string,
  options?: { increment?: boolean },
) => Promise<void>;

/**
 * A named limit of `max` per `timeWindow` (ms). Calling it counts one hit for the subject and
 * throws 429 `rate_limited` with Retry-After once the subject is over the limit;
 * `{ increment: false }` only checks.
 */
export function createLimit(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: number },
): Limit {
  const subjects = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    ...limit,
    // request.ip honours TRUST_PROXY: a forged X-Forwarded-For is ignored unless a proxy is trusted.
    keyGenerator: (request) => `${name}:${subjects.get(request) ?? request.ip}`,
  });
  return async (request, subject, options) => {
    subjects.set(request, subject ?? request.ip);
    const result = await check(request, options);
    if (result.isAllowed) return;
    // A check without counting is over once the count has reached the limit.
    const over = options?.increment === false ? result.remaining <= 0 : result.isExceeded;
    if (over) throw rateLimited(result.ttlInSeconds);
  };
}

/**
 * 429 `rate_limited` in the envelope, with the seconds until the window resets: in Retry-After,
 * and in words in the message ("Please try again in 15 minutes"), never "a moment".
 */
export function rateLimited(retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'rate_limited', {
    headers: { 'retry-after': String(seconds) },
    message: (language) => rateLimitedMessage(textsIn(language, 'shared'), seconds),
  });
}

/** A count per subject over a window, read and added to separately (no limit of its own). */
export type Counter = {
  /** The hits in the subject's current window, and the seconds until that window ends. */
  read(request: FastifyRequest, subject: string): Promise<{ count: number; resetSeconds: number }>;
  add(request: FastifyRequest, subject: string): Promise<void>;
};

export function createCounter(
  app: FastifyInstance,
  name: string,
  window: { timeWindow: number },
): Counter {
  const subjects = new WeakMap<FastifyRequest, string>();
  const max = 1_000_000_000;
  const check = app.createRateLimit({
    max,
    timeWindow: window.timeWindow,
    keyGenerator: (request) => `${name}:${subjects.get(request) ?? request.ip}`,
  });
  return {
    async read(request, subject) {
      subjects.set(request, subject);
      const result = await check(request, { increment: false });
      // No allow list is configured, so every answer carries the count.
      if (result.isAllowed) return { count: 0, resetSeconds: 0 };
      return { count: max - result.remaining, resetSeconds: result.ttlInSeconds };
    },
    async add(request, subject) {
      subjects.set(request, subject);
      await check(request);
    },
  };
}

/**
 * The public reads (search, a tutor's profile, a tutor's free slots) per client address: far
 * above what a person browsing does, low enough that one visitor cannot keep the server busy.
 * Outside production this machine itself (the developer, the end-to-end tests) is not counted.
 */
export function createPublicReadLimit(app: FastifyInstance, name: string): Limit {
  const limit = createLimit(app, `read-${name}`, {
    max: publicReadsPerMinute,
    timeWindow: 60_000,
  });
  return async (request, subject, options) => {
    if (app.config.devTools && isLoopback(request.ip)) return;
    await limit(request, subject, options);
  };
}

export const publicReadsPerMinute = 120;
