import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { buildTestApp } from '../test/build-test-app';
import { databaseUrlNamed, withAdminClient } from '../test/database-template';
import { waitFor } from '../test/wait-for';
import {
  inProcessLiveUpdates,
  postgresLiveUpdates,
  redisLiveChannel,
  redisLiveUpdates,
  type LiveUpdate,
  type LiveUpdates,
} from './live-updates';

const server = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const quietLog = { info: () => {}, warn: () => {} };

/** Everything one process's listener hears, and how often it was told to resync. */
function listenTo(liveUpdates: LiveUpdates) {
  const heard: LiveUpdate[] = [];
  let resyncs = 0;
  liveUpdates.subscribe((update) => heard.push(update));
  liveUpdates.onResync(() => (resyncs += 1));
  return {
    heard,
    resyncs: () => resyncs,
    hears: (id: number) =>
      waitFor(() => heard.some((update) => update.payload.messageId === id), {
        what: `update ${id}`,
      }),
  };
}

const update = (messageId: number): LiveUpdate => ({
  type: 'message',
  userIds: ['6f1c0a4e-1d7b-4c59-9a55-0d0c8e6f1a11'],
  payload: { conversationId: '0b6e7f4e-4f52-4d3c-9a55-1c2d3e4f5a6b', messageId },
});

describe('live updates in one process (the embedded database)', () => {
  it('delivers an update to every listener', async () => {
    const liveUpdates = inProcessLiveUpdates();
    const first = listenTo(liveUpdates);
    const second = listenTo(liveUpdates);
    await liveUpdates.publish(update(1));
    await Promise.all([first.hears(1), second.hears(1)]);
    expect(second.heard).toEqual([update(1)]);
    await liveUpdates.close();
  });

  it('stops delivering to a listener that unsubscribed', async () => {
    const liveUpdates = inProcessLiveUpdates();
    const heard: LiveUpdate[] = [];
    const stop = liveUpdates.subscribe((received) => heard.push(received));
    const other = listenTo(liveUpdates);
    stop();
    await liveUpdates.publish(update(2));
    await other.hears(2);
    expect(heard).toEqual([]);
    await liveUpdates.close();
  });

  it('refuses an update too large for NOTIFY, so no process depends on content in it', async () => {
    const liveUpdates = inProcessLiveUpdates();
    const large = { ...update(3), payload: { body: 'x'.repeat(8000) } };
    await expect(liveUpdates.publish(large)).rejects.toThrow(/ids only/);
    await liveUpdates.close();
  });

  it('is what an app on the embedded database uses', async () => {
    const app = await buildTestApp();
    try {
      const listener = listenTo(app.liveUpdates);
      await app.liveUpdates.publish(update(4));
      await listener.hears(4);
    } finally {
      await app.close();
    }
  });
});

describe('a Redis channel per database', () => {
  it('is shared by processes on one database, whatever their credentials, and no other', () => {
    const on = (databaseUrl: string | undefined, dataDir = '/srv/nibras') =>
      redisLiveChannel({ databaseUrl, dataDir });
    expect(on('postgres://a:one@db:5432/nibras')).toBe(on('postgres://b:two@db:5432/nibras'));
    expect(on('postgres://a@db:5432/nibras')).not.toBe(on('postgres://a@db:5432/staging'));
    expect(on('postgres://a@db:5432/nibras')).not.toBe(on('postgres://a@other:5432/nibras'));
    expect(on(undefined)).toBe(on(undefined));
    expect(on(undefined)).not.toBe(on(undefined, '/srv/other'));
    // Each in-memory database is a world of its own.
    expect(on('memory://')).not.toBe(on('memory://'));
  });
});

/** Two processes on one PostgreSQL server, each with its own pool and listener. */
describe.runIf(server)('live updates through PostgreSQL LISTEN/NOTIFY', () => {
  const name = `nibras_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = server ? databaseUrlNamed(server, name) : '';
  const handles: DatabaseHandle[] = [];
  const instances: Awaited<ReturnType<typeof postgresLiveUpdates>>[] = [];

  const listeners = () =>
    withAdminClient(server ?? '', async (admin) =>
      Number(
        (
          await admin.query(
            `select count(*) from pg_stat_activity where datname = $1 and application_name = 'nibras-live'`,
            [name],
          )
        ).rows[0].count,
      ),
    );
  const open = async () => {
    const handle = await openDatabase({ databaseUrl, dataDir: '' });
    handles.push(handle);
    const instance = await postgresLiveUpdates({
      connectionString: databaseUrl,
      db: handle.db,
      log: quietLog,
    });
    instances.push(instance);
    return instance;
  };

  beforeAll(async () => {
    await withAdminClient(server ?? '', (admin) => admin.query(`create database ${name}`));
  });
  afterEach(async () => {
    for (const instance of instances.splice(0)) await instance.close();
    for (const handle of handles.splice(0)) await handle.close();
  });
  afterAll(async () => {
    await withAdminClient(server ?? '', (admin) =>
      admin.query(`drop database if exists ${name} with (force)`),
    );
  });

  it('delivers an update published by one process to the other', async () => {
    const [first, second] = [await open(), await open()];
    const heardBySecond = listenTo(second);
    const heardByFirst = listenTo(first);
    await first.publish(update(10));
    await Promise.all([heardBySecond.hears(10), heardByFirst.hears(10)]);
    expect(heardBySecond.heard).toEqual([update(10)]);
  });

  it('listens again after its connection is cut, and tells its listeners to resync', async () => {
    const [first, second] = [await open(), await open()];
    const heard = listenTo(second);
    await waitFor(async () => (await listeners()) === 2, { what: 'two listeners' });
    // A restart or failover, as the database's side sees it.
    await withAdminClient(server ?? '', (admin) =>
      admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'nibras-live'`,
        [name],
      ),
    );
    await waitFor(() => heard.resyncs() === 1, { what: 'the resync' });
    expect(await listeners()).toBe(2);
    await first.publish(update(11));
    await heard.hears(11);
  });

  it('keeps trying while the database refuses connections', async () => {
    const [first, second] = [await open(), await open()];
    const heard = listenTo(second);
    await withAdminClient(server ?? '', async (admin) => {
      await admin.query(`alter database ${name} allow_connections false`);
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [name],
        );
        await waitFor(async () => (await listeners()) === 0, { what: 'the listeners to end' });
      } finally {
        await admin.query(`alter database ${name} allow_connections true`);
      }
    });
    await waitFor(() => heard.resyncs() === 1, { what: 'the resync' });
    await first.publish(update(12));
    await heard.hears(12);
  });

  it('closes its listener when the app closes', async () => {
    await open();
    await waitFor(async () => (await listeners()) === 1, { what: 'one listener' });
    await instances.pop()?.close();
    await waitFor(async () => (await listeners()) === 0, { what: 'the listener to end' });
  });

  it('is what an app on a PostgreSQL server uses', async () => {
    const app: FastifyInstance = await buildTestApp();
    try {
      const handle = await openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: '' });
      handles.push(handle);
      const other = await postgresLiveUpdates({
        connectionString: app.config.databaseUrl ?? '',
        db: handle.db,
        log: quietLog,
      });
      instances.push(other);
      const heard = listenTo(other);
      await app.liveUpdates.publish(update(13));
      await heard.hears(13);
    } finally {
      await app.close();
    }
  });
});

/** Two processes sharing REDIS_URL. */
describe.runIf(redisUrl)('live updates through Redis pub/sub', () => {
  const channel = `nibras:live:test-${randomBytes(6).toString('hex')}`;
  const instances: Awaited<ReturnType<typeof redisLiveUpdates>>[] = [];
  let admin: Redis;

  const open = async () => {
    const instance = await redisLiveUpdates({ url: redisUrl ?? '', channel, log: quietLog });
    instances.push(instance);
    return instance;
  };
  /** The ids of this test's connections, as `CLIENT LIST` shows them. */
  const connections = async () =>
    ((await admin.client('LIST')) as string)
      .split('\n')
      .filter((line) => line.includes(` name=${channel} `))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1] ?? '');
  const subscribers = async () =>
    ((await admin.client('LIST')) as string)
      .split('\n')
      .filter((line) => line.includes(` name=${channel} `) && /\bsub=1\b/.test(line))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1] ?? '');

  beforeAll(async () => {
    admin = new Redis(redisUrl ?? '');
  });
  afterEach(async () => {
    for (const instance of instances.splice(0)) await instance.close();
  });
  afterAll(async () => {
    await admin.quit();
  });

  it('delivers an update published by one process to the other', async () => {
    const [first, second] = [await open(), await open()];
    const heard = listenTo(second);
    await first.publish(update(20));
    await heard.hears(20);
    expect(heard.heard).toEqual([update(20)]);
  });

  it('subscribes again after its connection is killed, and tells its listeners to resync', async () => {
    const [first, second] = [await open(), await open()];
    const heard = listenTo(second);
    const killed = await subscribers();
    expect(killed).toHaveLength(2);
    for (const id of killed) await admin.client('KILL', 'ID', id);
    await waitFor(() => heard.resyncs() === 1, { what: 'the resync' });
    const now = await subscribers();
    expect(now).toHaveLength(2);
    expect(now.some((id) => killed.includes(id))).toBe(false);
    await first.publish(update(21));
    await heard.hears(21);
  });

  it('closes its connections when the app closes', async () => {
    await open();
    await waitFor(async () => (await connections()).length === 2, { what: 'two connections' });
    await instances.pop()?.close();
    await waitFor(async () => (await connections()).length === 0, { what: 'no connections' });
  });
});
