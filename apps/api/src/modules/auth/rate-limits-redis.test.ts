import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two processes behind a load balancer share their counters through Redis (docs/shared/ARCHITECTURE.md). */
describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    for (let index = 0; index < 2; index += 1) {
      apps.push(await buildTestApp({ REDIS_URL: redisUrl ?? '' }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('counts reset requests for one email across both processes', async () => {
    const email = `redis-${randomUUID()}@example.test`;
    // Counters outlive the test in a shared Redis: a fresh client address keeps runs apart.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const send = (app: FastifyInstance | undefined) =>
      app?.inject({
        method: 'POST',
        url: '/api/v1/auth/request-password-reset',
        payload: { email },
        remoteAddress,
      });
    for (let index = 0; index < 5; index += 1) {
      expect((await send(apps[index % 2]))?.statusCode).toBe(200);
    }
    expect((await send(apps[1]))?.statusCode).toBe(429);
    expect((await send(apps[0]))?.statusCode).toBe(429);
  });
});
