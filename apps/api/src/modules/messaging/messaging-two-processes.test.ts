import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlNamed, withAdminClient } from '../../test/database-template';
import { openEventStream } from '../../test/event-stream';
import { waitFor } from '../../test/wait-for';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const server = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

type ServerProcess = {
  child: ChildProcessByStdio<null, Readable, Readable>;
  url: string;
  output: () => string;
  exited: Promise<unknown>;
  dataDir: string;
};

/**
 * Starts `src/server.ts` through tsx (production runs its bundle, decision 0018) on a port the
 * system picks (a random one once collided with another test's: EADDRINUSE in CI), and resolves
 * once it listens, with the port Fastify's log line names.
 */
async function startServer(environment: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...environment,
      PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let port: string | undefined;
  await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      port = /Server listening at http:\/\/[^"\s]*:(\d+)/.exec(output)?.[1];
      return port !== undefined && output.includes('Nibras is running');
    },
    { timeoutMs: 100_000, what: 'the server to listen' },
  ).catch((error: unknown) => {
    // A server that never said it listens is not handed to the test, so nothing else stops it.
    child.kill('SIGKILL');
    throw error;
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited, dataDir };
}

/** SIGTERM, then SIGKILL if it has not stopped in time: no process outlives the test. */
async function stopServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    const stopped = await Promise.race([
      server.exited.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 15_000).unref()),
    ]);
    if (!stopped) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

async function api<T = unknown>(
  baseUrl: string,
  pathname: string,
  options: {
    token?: string;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${pathname}`, {
    method: options.method ?? (options.body ? 'POST' : 'GET'),
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const answer = (await response.json()) as { data: unknown };
  if (!response.ok)
    throw new Error(`${pathname} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data as T;
}

async function logIn(baseUrl: string, email: string) {
  const data = await api<{ userModel: { id: string }; jwtResult: { accessToken: string } }>(
    baseUrl,
    '/auth/login',
    { body: { email, password: 'Nibras123!' } },
  );
  return { id: data.userModel.id, token: data.jwtResult.accessToken };
}

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: a message sent
 * through one reaches a live stream opened on the other (issue 11), through LISTEN/NOTIFY or,
 * with REDIS_URL, through Redis; a stream that reconnects with Last-Event-ID gets what it missed.
 */
function twoProcesses(name: string, environment: Record<string, string>) {
  describe(name, () => {
    const processes: ServerProcess[] = [];
    let databaseName = '';

    beforeAll(async () => {
      const template = inject('databaseTemplate');
      databaseName = `nibras_test_${randomBytes(6).toString('hex')}`;
      const from = template.kind === 'postgres' ? ` template ${template.name}` : '';
      await withAdminClient(server ?? '', (admin) =>
        admin.query(`create database ${databaseName}${from}`),
      );
      const shared = {
        ...environment,
        DATABASE_URL: databaseUrlNamed(server ?? '', databaseName),
        JWT_SECRET: randomBytes(32).toString('hex'),
        SUPPORT_EMAIL: 'support@nibras.test',
      };
      const started = await Promise.allSettled([startServer(shared), startServer(shared)]);
      for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }, 150_000);

    afterAll(async () => {
      await Promise.all(processes.map(stopServer));
      if (databaseName)
        await withAdminClient(server ?? '', (admin) =>
          admin.query(`drop database if exists ${databaseName} with (force)`),
        );
    }, 60_000);

    it('delivers a message sent through one process to a stream on the other, and replays what a reconnecting stream missed', async () => {
      const [first, second] = processes.map((started) => started.url);
      if (!first || !second) throw new Error('two processes did not start');
      const parent = await logIn(first, 'parent@nibras.test');
      const tutor = await logIn(second, 'tutor@nibras.test');

      // The demo parent's child had a booking with the demo tutor: the conversation of it.
      const past = await api<{ items: Array<{ id: string; tutor: { id: string } }> }>(
        first,
        '/bookings?scope=past',
        { token: parent.token },
      );
      const booking = past.items.find((item) => item.tutor.id === tutor.id);
      if (!booking) throw new Error('the demo parent has no session with the demo tutor');
      const conversation = await api<{ id: string }>(first, '/conversations', {
        token: parent.token,
        body: { bookingId: booking.id },
      });
      const send = (body: string) =>
        api<{ id: number; body: string }>(first, `/conversations/${conversation.id}/messages`, {
          token: parent.token,
          body: { body },
          headers: { 'idempotency-key': randomUUID() },
        });

      const stream = await openEventStream(second, tutor.token);
      const sent = await send('مرحبا! Can we move Thursday?');
      await waitFor(() => stream.messages().some((event) => event.message?.id === sent.id), {
        what: 'the message on the other process',
      });
      const [event] = stream.messages();
      expect(event).toMatchObject({
        id: String(sent.id),
        type: 'message',
        message: {
          id: sent.id,
          conversationId: conversation.id,
          body: 'مرحبا! Can we move Thursday?',
        },
      });
      await stream.close();

      const missed = await send('Sent while the tab was away');
      const resumed = await openEventStream(second, tutor.token, String(sent.id));
      try {
        await waitFor(() => resumed.messages().some((item) => item.message?.id === missed.id), {
          what: 'the missed message replayed',
        });
        expect(resumed.messages().map((item) => item.message.id)).toEqual([missed.id]);
      } finally {
        await resumed.close();
      }
    });
  });
}

describe.runIf(server)('messaging across two API processes', () => {
  twoProcesses('on one PostgreSQL server (LISTEN/NOTIFY)', {});
  describe.runIf(redisUrl)('with REDIS_URL', () => {
    twoProcesses('on one PostgreSQL server and one Redis (pub/sub)', { REDIS_URL: redisUrl ?? '' });
  });
});
