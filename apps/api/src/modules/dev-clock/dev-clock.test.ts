import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';

describe('development clock', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const setOffset = (payload: unknown) =>
    app.inject({ method: 'PUT', url: '/api/dev/clock', payload: payload as object });

  it('moves the server’s time by an offset, and back', async () => {
    const moved = await setOffset({ offsetMinutes: 90 });
    expect(moved.statusCode).toBe(200);
    const { offsetMinutes, now } = moved.json().data;
    expect(offsetMinutes).toBe(90);
    expect(Date.parse(now) - Date.now()).toBeGreaterThan(89 * 60_000);
    expect(app.clock.now().getTime() - Date.now()).toBeGreaterThan(89 * 60_000);
    const read = await app.inject({ url: '/api/dev/clock' });
    expect(read.json().data.offsetMinutes).toBe(90);

    expect((await setOffset({ offsetMinutes: 0 })).json().data.offsetMinutes).toBe(0);
    expect(Math.abs(app.clock.now().getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses an offset that is not whole minutes within a year', async () => {
    for (const offsetMinutes of [1.5, 600_000, '10']) {
      const response = await setOffset({ offsetMinutes });
      expect(response.statusCode, String(offsetMinutes)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
  });

  it('does not exist in production, nor on a clock that cannot be shifted', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production' });
    const manual = await buildTestApp({}, { clock: new ManualClock() });
    try {
      for (const other of [production, manual]) {
        const response = await other.inject({
          method: 'PUT',
          url: '/api/dev/clock',
          payload: { offsetMinutes: 5 },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('route_not_found');
      }
    } finally {
      await production.close();
      await manual.close();
    }
  });
});
