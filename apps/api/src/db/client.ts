import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiRoot } from '../paths';
import { startEmbeddedDatabase } from './embedded/embedded-database';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The database or an open transaction: repositories take either, so a change and what it causes
 * (an email queued, a history row) commit together.
 */
export type DbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** PGlite only: the whole database as one file, which `openDatabase({ template })` loads. */
  dump?(): Promise<Blob>;
  /** PGlite only: the worker thread that runs it. */
  thread?: Worker;
  close(): Promise<void>;
};

const migrationsFolder = path.join(apiRoot, 'drizzle');
const hasMigrations = () => existsSync(path.join(migrationsFolder, 'meta/_journal.json'));

/**
 * Opens PGlite (embedded PostgreSQL, in `dataDir` or in memory for memory://) or, for a
 * postgres:// URL, a pool on that server. Both are reached through node-postgres: PGlite runs
 * in a worker thread (embedded/embedded-database.ts), so its queries never hold up the event
 * loop, and both answer in the same shapes and errors.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** For memory://, start from this dump (tests clone one migrated and seeded database). */
  template?: Blob;
}): Promise<DatabaseHandle> {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl?.startsWith('postgres')) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    return { ...poolDatabase(pool), kind: 'postgres', close: () => pool.end() };
  }
  let directory: string | undefined;
  if (!databaseUrl?.startsWith('memory://')) {
    directory = path.join(dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
  }
  const embedded = await startEmbeddedDatabase({ directory, template: options.template });
  return {
    ...poolDatabase(embedded.pool),
    kind: 'pglite',
    dump: embedded.dump,
    thread: embedded.thread,
    close: embedded.close,
  };
}

function poolDatabase(pool: pg.Pool): Pick<DatabaseHandle, 'db' | 'migrate' | 'ping'> {
  // A client that loses its server (a restart, a failover, a terminated backend, the embedded
  // database's worker stopping) emits 'error'. The pool listens only while a client is idle;
  // one checked out for a transaction would crash the process with an unhandled 'error'
  // event. Every client gets its own listener: the query it is running, or its next one,
  // reports the failure, and the pool replaces the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Database,
    async migrate() {
      if (!hasMigrations()) return;
      // One process migrates at a time when several start together behind a load balancer.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7261001)');
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(7261001)').catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
  };
}
