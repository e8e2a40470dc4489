import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicReadsPerMinute } from '../../plugins/rate-limit';
import { buildTestApp } from '../../test/build-test-app';

/** One visitor cannot keep the server busy through the anonymous reads. */
describe('public reads per address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const someTutor = randomUUID();
  it.each([
    ['search', '/api/v1/tutors?pageSize=1', '203.0.113.11'],
    ['a profile', `/api/v1/tutors/${someTutor}`, '203.0.113.12'],
    ['free slots', `/api/v1/tutors/${someTutor}/slots`, '203.0.113.13'],
  ])('limit %s, with 429 in the envelope and Retry-After', async (_name, url, address) => {
    const get = (remoteAddress: string) => app.inject({ method: 'GET', url, remoteAddress });
    for (let index = 0; index < publicReadsPerMinute; index += 1) {
      expect((await get(address)).statusCode).not.toBe(429);
    }
    const limited = await get(address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ succeeded: false, error: { code: 'rate_limited' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await get('203.0.113.99')).statusCode).not.toBe(429);
  });
});
