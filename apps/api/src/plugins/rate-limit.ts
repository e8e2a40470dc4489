import fastifyRateLimit from '@fastify/rate-limit';
import { rateLimitedMessage } from '@nibras/contracts/i18n/wait-time';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { isLoopback } from './dev-only';
import { AppError } from './envelope';
import { textsIn } from './i18n';

/**
 * @fastify/rate-limit with no global limit: routes opt in through `createLimit`. Counters are
 * in memory, or in Redis when REDIS_URL is set so that every process shares them.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const redis = options.config.redisUrl
    ? new Redis(options.config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'nibras-rate-limit:' } : {}),
  });
});

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
