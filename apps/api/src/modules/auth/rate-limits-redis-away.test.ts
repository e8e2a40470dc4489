import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { captureLogs } from '../../test/capture-logs';
import { waitFor } from '../../test/wait-for';
import { confirmedAccount, loginRequest } from './test-helpers';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A private redis-server (installed by .ci/run), so that the test may stop it. */
async function startRedis(port: number) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`redis-server exited:\n${output}`);
      return output.includes('Ready to accept connections');
    },
    { timeoutMs: 10_000, what: 'redis-server to start' },
  );
  return child;
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const hasRedis = await new Promise<boolean>((resolve) => {
  const probe = spawn('redis-server', ['--version'], { stdio: 'ignore' });
  probe.once('error', () => resolve(false));
  probe.once('exit', (code) => resolve(code === 0));
});

/** Redis going away must not break login (issue 31, item 2). */
describe.runIf(hasRedis)('rate limits when Redis goes away', () => {
  let app: FastifyInstance;
  let redis: ChildProcess;
  let lines: string[];
  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    app = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    lines = captureLogs(app);
    await confirmedAccount(app, 'Parent', 'redis-away@example.test');
  });
  afterAll(async () => {
    await app?.close();
    if (redis) await stop(redis);
  });

  const ready = () => app.inject({ method: 'GET', url: '/ready' });
  const resetRequest = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      payload: { email },
      remoteAddress: '10.9.8.7',
    });

  it('logs in, limits per process and says so in /ready, never a 500', async () => {
    expect((await ready()).json().data).toEqual({ status: 'ok', sharedStore: 'up' });
    expect((await loginRequest(app, 'redis-away@example.test', 'secret-pass1')).statusCode).toBe(
      200,
    );

    await stop(redis);

    const started = performance.now();
    const login = await loginRequest(app, 'redis-away@example.test', 'secret-pass1');
    expect(login.statusCode).toBe(200);
    // Not the 10 s of a command queued for a reconnection.
    expect(performance.now() - started).toBeLessThan(3000);
    expect((await loginRequest(app, 'redis-away@example.test', 'wrong-pass')).statusCode).toBe(401);

    // The limit still holds, counted in this process: 5 per email per hour.
    for (let index = 0; index < 5; index += 1) {
      expect((await resetRequest('limited@example.test')).statusCode).toBe(200);
    }
    const over = await resetRequest('limited@example.test');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');

    const readiness = await ready();
    expect(readiness.statusCode).toBe(200);
    expect(readiness.json().data).toEqual({ status: 'degraded', sharedStore: 'down' });

    // Said once, not per request.
    const warnings = lines.filter((line) => line.includes('rate limits are per process'));
    expect(warnings).toHaveLength(1);
  });
});
