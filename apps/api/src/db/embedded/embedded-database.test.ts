import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { sqlStateOf } from '../../plugins/envelope';
import { testEnvironment } from '../../test/database-template';
import { openEmbeddedTestDatabase } from '../../test/embedded-test-database';
import { threadNiceness } from '../../test/thread-niceness';
import { waitFor } from '../../test/wait-for';
import { openDatabase, type DatabaseHandle } from '../client';
import { educationSystems } from '../schema/index';
import { backgroundNiceBelow } from '../../thread-priority';

/**
 * The app on its embedded database, always PGlite (also when the other tests run on a
 * PostgreSQL server): production mode, so that only the catalog is seeded.
 */
async function embeddedApp() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-embedded-'));
  const database = await openEmbeddedTestDatabase(dataDir, { production: true });
  const config = loadConfig({
    ...testEnvironment(dataDir, 'memory://'),
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const row = (slug: string) => ({ slug, nameEn: slug, nameAr: slug });

describe('the embedded database in its worker thread', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let close: () => Promise<void>;
  /** This process's threads before the database's started. */
  let threadsBefore: Set<number>;
  beforeAll(async () => {
    threadsBefore = new Set(threadNiceness().keys());
    ({ app, database, close } = await embeddedApp());
  });
  afterAll(() => close());

  const slugsLike = (prefix: string) =>
    app.db
      .select({ slug: educationSystems.slug })
      .from(educationSystems)
      .where(like(educationSystems.slug, `${prefix}%`))
      .orderBy(educationSystems.slug)
      .then((rows) => rows.map(({ slug }) => slug));

  it('keeps the server answering while the database works through a long query', async () => {
    // PGlite is one backend, so nothing can end a query early, and its pg_sleep keeps a core
    // busy throughout: the query starts at half a second and doubles until it outlasts ten
    // answers on this machine (three seconds did not, with a load average of 14).
    for (let seconds = 0.5; ; seconds *= 2) {
      let finished = false;
      const long = app.db.execute(sql`select pg_sleep(${seconds})`).then(() => {
        finished = true;
      });
      let answered = 0;
      while (!finished && answered < 10) {
        const response = await app.inject({ method: 'GET', url: '/health' });
        if (response.statusCode === 200) answered += 1;
      }
      // On the event loop, the query would have held every answer until it ended.
      const outlasted = !finished;
      await long;
      if (outlasted || seconds >= 16) {
        expect(answered, `answers while a ${seconds} s query ran`).toBe(10);
        expect(outlasted).toBe(true);
        return;
      }
    }
  });

  it.runIf(process.platform === 'linux')(
    'runs below the server’s priority, so heavy queries take only part of the CPU that requests need',
    () => {
      const niceness = threadNiceness();
      // Relative to the server's own nice value: 0 as usual, 10 when the tests run under `nice`.
      const server = niceness.get(process.pid) ?? 0;
      expect(server).toBeLessThan(19);
      const started = [...niceness].filter(([task]) => !threadsBefore.has(task));
      const below = started.filter(([, nice]) => nice === backgroundNiceBelow(server));
      // The database's thread, and only it: whatever else the app started runs as the server.
      expect(below).toHaveLength(1);
    },
  );

  it('sends a query to its thread as one message, not one per protocol message', async () => {
    const thread = database.thread as NonNullable<DatabaseHandle['thread']>;
    const postMessage = vi.spyOn(thread, 'postMessage');
    try {
      // An extended query: parse, bind, describe, execute and sync, written one by one.
      await expect(slugsLike('no-such-slug-')).resolves.toEqual([]);
      const sent = postMessage.mock.calls.filter(([message]) => message.type === 'data');
      expect(sent).toHaveLength(1);
    } finally {
      postMessage.mockRestore();
    }
  });

  it('runs concurrent transactions one after the other, never interleaved', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let firstWritten = false;
    const first = app.db.transaction(async (tx) => {
      await tx.insert(educationSystems).values(row('queue-first-a'));
      firstWritten = true;
      await gate;
      await tx.insert(educationSystems).values(row('queue-first-b'));
    });
    await waitFor(() => firstWritten, { what: 'the first transaction to write' });
    let seen: string[] = [];
    const second = app.db.transaction(async (tx) => {
      const rows = await tx
        .select({ slug: educationSystems.slug })
        .from(educationSystems)
        .where(like(educationSystems.slug, 'queue-%'));
      seen = rows.map(({ slug }) => slug).sort();
      await tx.insert(educationSystems).values(row('queue-second'));
    });
    release();
    await Promise.all([first, second]);
    // Run inside the first, the second would have seen only its first row.
    expect(seen).toEqual(['queue-first-a', 'queue-first-b']);
    expect(await slugsLike('queue-')).toEqual(['queue-first-a', 'queue-first-b', 'queue-second']);
  });

  it('leaves nothing of a transaction that failed, or of a connection that went away in one', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await tx.insert(educationSystems).values(row('gone-failed'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    // A connection dropped inside a transaction (as a crash of its holder would drop it).
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    await client.query('begin');
    await client.query(
      `insert into education_systems (slug, name_en, name_ar) values ('gone-dropped', 'x', 'x')`,
    );
    client.release(new Error('dropped'));

    expect(await slugsLike('gone-')).toEqual([]);
    await app.db.insert(educationSystems).values(row('gone-after'));
    expect(await slugsLike('gone-')).toEqual(['gone-after']);
  });

  it("passes PostgreSQL's error codes through to the envelope's mapping", async () => {
    await app.db.insert(educationSystems).values(row('twice'));
    const error = await app.db
      .insert(educationSystems)
      .values(row('twice'))
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(sqlStateOf(error)).toBe('23505');
  });

  it('dumps its data for a copy to start from', async () => {
    await app.db.insert(educationSystems).values(row('dumped'));
    const copy = await openDatabase({
      databaseUrl: 'memory://',
      dataDir: tmpdir(),
      template: await database.dump!(),
    });
    try {
      const rows = await copy.db
        .select({ slug: educationSystems.slug })
        .from(educationSystems)
        .where(like(educationSystems.slug, 'dumped'));
      expect(rows).toEqual([{ slug: 'dumped' }]);
    } finally {
      await copy.close();
    }
  });
});

describe('when the embedded database stops', () => {
  // Made in a hook, as above: a new database with migrations and seeds is setup, not the
  // test, and on a loaded machine it took longer than the test's own guard once allowed.
  let stopping: Awaited<ReturnType<typeof embeddedApp>>;
  beforeAll(async () => {
    stopping = await embeddedApp();
  });

  it('fails the query in flight, readiness and every call at once, in the envelope', async () => {
    const { app, database, close } = stopping;
    try {
      const inFlight = app.db.execute(sql`select pg_sleep(30)`).then(
        () => undefined,
        (error: unknown) => error,
      );
      // A crash, as far as the main thread can tell: the thread ends under it.
      await database.thread!.terminate();

      const failure = await inFlight;
      expect(failure).toBeInstanceOf(Error);

      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');

      const search = await app.inject({ method: 'GET', url: '/api/v1/tutors' });
      expect(search.statusCode).toBe(503);
      expect(search.headers['retry-after']).toBe('5');
      expect(search.json()).toMatchObject({
        succeeded: false,
        error: { code: 'database_unavailable' },
      });
      // Drizzle's error carries the driver's as its cause, as the envelope reads it.
      await expect(app.db.execute(sql`select 1`)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/^The embedded database stopped: /) },
      });
    } finally {
      await close();
    }
  });

  it('refuses to start on a data directory it cannot open, saying where', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-broken-'));
    try {
      mkdirSync(path.join(dataDir, 'pglite'));
      writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'not a version\n');
      const opening = openDatabase({ databaseUrl: undefined, dataDir });
      await expect(opening).rejects.toThrow(
        `The embedded database could not start in ${path.join(dataDir, 'pglite')}`,
      );
      // Its lock went with it: the next attempt fails the same way, not as "in use".
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
        /could not start/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
