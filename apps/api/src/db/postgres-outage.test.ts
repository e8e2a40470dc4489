import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../plugins/envelope';
import { buildTestApp } from '../test/build-test-app';
import { waitFor } from '../test/wait-for';
import { educationSystems } from './schema/index';

const server = process.env.TEST_DATABASE_URL;

/**
 * The PostgreSQL server restarts or goes away under the app (its backends are terminated from
 * an admin connection, as a restart or failover does): the process survives, answers 503 with
 * Retry-After meanwhile, leaves no half-written transaction and recovers by itself.
 */
describe.skipIf(!server)('a PostgreSQL outage', () => {
  let app: FastifyInstance;
  let admin: pg.Client;
  let databaseName: string;
  let gate: Promise<void> = Promise.resolve();
  let firstRowWritten = false;

  const backends = async () =>
    Number(
      (
        await admin.query(
          'select count(*) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [databaseName],
        )
      ).rows[0].count,
    );
  const terminateBackends = async () => {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    await waitFor(async () => (await backends()) === 0, { what: 'the backends to end' });
  };
  const rowsOf = async (run: string) =>
    (
      await app.db
        .select({ slug: educationSystems.slug })
        .from(educationSystems)
        .where(like(educationSystems.slug, `outage-${run}-%`))
    ).map((row) => row.slug);

  beforeAll(async () => {
    app = await buildTestApp();
    databaseName = new URL(app.config.databaseUrl ?? '').pathname.slice(1);
    admin = new pg.Client({ connectionString: server });
    await admin.connect();
    // Two rows in one transaction, with a pause between them that a test can hold open.
    app.post<{ Querystring: { run: string } }>('/api/v1/probe/write', async (request) => {
      const { run } = request.query;
      const row = (part: string) => ({ slug: `outage-${run}-${part}`, nameEn: run, nameAr: run });
      await app.db.transaction(async (tx) => {
        await tx.insert(educationSystems).values(row('a'));
        firstRowWritten = true;
        await gate;
        await tx.insert(educationSystems).values(row('b'));
      });
      return ok(null);
    });
  });
  afterAll(async () => {
    await admin.query(`alter database ${databaseName} allow_connections true`);
    await admin.end();
    await app.close();
  });

  it('survives its connection dying inside a transaction, with nothing half-written', async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    firstRowWritten = false;
    const writing = app.inject({ method: 'POST', url: '/api/v1/probe/write?run=mid' });
    await waitFor(() => firstRowWritten, { what: 'the first row' });
    // The client is checked out, idle inside its transaction, when its backend is killed.
    await terminateBackends();
    release();
    const response = await writing;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().error.code).toBe('database_unavailable');

    // Recovered by itself: the pool opens new connections, and the write goes through whole.
    expect(await rowsOf('mid')).toEqual([]);
    gate = Promise.resolve();
    const again = await app.inject({ method: 'POST', url: '/api/v1/probe/write?run=mid' });
    expect(again.statusCode).toBe(200);
    expect((await rowsOf('mid')).sort()).toEqual(['outage-mid-a', 'outage-mid-b']);
  });

  it('answers 503 with Retry-After while the database refuses connections, then recovers', async () => {
    gate = Promise.resolve();
    await admin.query(`alter database ${databaseName} allow_connections false`);
    await terminateBackends();

    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    const write = await app.inject({ method: 'POST', url: '/api/v1/probe/write?run=away' });
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBe('5');
    expect(write.json()).toMatchObject({
      succeeded: false,
      error: { code: 'database_unavailable' },
    });
    const search = await app.inject({ method: 'GET', url: '/api/v1/tutors' });
    expect(search.statusCode).toBe(503);

    await admin.query(`alter database ${databaseName} allow_connections true`);
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    expect(await rowsOf('away')).toEqual([]);
    const after = await app.inject({ method: 'POST', url: '/api/v1/probe/write?run=away' });
    expect(after.statusCode).toBe(200);
    const [stored] = await app.db
      .select()
      .from(educationSystems)
      .where(eq(educationSystems.slug, 'outage-away-b'));
    expect(stored?.nameEn).toBe('away');
  });
});
