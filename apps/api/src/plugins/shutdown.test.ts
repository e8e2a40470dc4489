import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { waitFor } from '../test/wait-for';
import { shutDownGracefully } from './shutdown';

/**
 * Shutdown on a real listening server (on PostgreSQL too when TEST_DATABASE_URL is set): what a
 * SIGTERM does, through the same function server.ts calls.
 */
describe('graceful shutdown', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    if (app && app.server.listening) await app.close();
  });

  it('fails readiness at once, finishes every request in flight and tells clients to close', async () => {
    const current = await buildTestApp();
    app = current;
    let entered = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    current.get('/api/v1/probe/slow', async () => {
      entered += 1;
      await gate;
      // The database is still open for the requests in flight.
      await current.db.execute(sql`select 1`);
      return { done: true };
    });
    const base = await current.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = Array.from({ length: 24 }, () =>
      fetch(`${base}/api/v1/probe/slow`).then(async (response) => ({
        status: response.status,
        connection: response.headers.get('connection'),
        body: await response.json(),
      })),
    );
    await waitFor(() => entered === 24);

    const stopping = shutDownGracefully(current, { graceMs: 10_000 });
    const ready = await fetch(`${base}/ready`, { headers: { 'accept-language': 'ar' } });
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(ready.headers.get('connection')).toBe('close');
    expect(await ready.json()).toEqual({
      succeeded: false,
      message: 'يُعاد تشغيل الخادم. يُرجى المحاولة بعد لحظات.',
      data: null,
      error: {
        code: 'service_unavailable',
        message: 'يُعاد تشغيل الخادم. يُرجى المحاولة بعد لحظات.',
      },
    });

    release();
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(200));
    expect(answers.every((answer) => answer.connection === 'close')).toBe(true);
    await stopping;
    expect(current.server.listening).toBe(false);
  });

  it('answers requests that arrive while closing in the envelope, never with a reset', async () => {
    const current = await buildTestApp();
    app = current;
    const base = await current.listen({ port: 0, host: '127.0.0.1' });
    // Warm keep-alive connections, then keep sending on them while the server stops.
    await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${base}/health`).then((r) => r.text())),
    );
    const stopping = shutDownGracefully(current, { graceMs: 10_000 });
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, () =>
        fetch(`${base}/health`).then(
          async (response) => ({
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            code: ((await response.json()) as { error: { code: string } | null }).error?.code,
          }),
          (error: Error) => ({ status: 0, retryAfter: null, code: error.message }),
        ),
      ),
    );
    expect(outcomes).toEqual(
      Array(24).fill({ status: 503, retryAfter: '5', code: 'service_unavailable' }),
    );
    await stopping;
  });
});
