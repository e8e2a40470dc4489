import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);
const hasMigrations = () => existsSync(path.join(migrationsFolder, 'meta/_journal.json'));

/**
 * Opens PGlite (embedded PostgreSQL, in `dataDir` or in memory for memory://) or, for a
 * postgres:// URL, a pool on that server. Both speak the same dialect, so queries are shared.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** For memory://, start from this dump (tests clone one migrated and seeded database). */
  template?: Blob;
}): Promise<DatabaseHandle> {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl?.startsWith('postgres')) return openPostgres(databaseUrl);

  // btree_gist backs the exclusion constraints that refuse overlapping bookings.
  const extensions = { btree_gist };
  let client: PGlite;
  if (databaseUrl?.startsWith('memory://')) {
    client = await PGlite.create({ extensions, loadDataDir: options.template });
  } else {
    const directory = path.join(dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
    client = await PGlite.create(directory, { extensions });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      if (hasMigrations())
        await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    dump: () => client.dumpDataDir('none'),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // A client that loses its server (a restart, a failover, a terminated backend) emits 'error'.
  // The pool listens only while a client is idle; one checked out for a transaction would crash
  // the process with an unhandled 'error' event. Every client gets its own listener: the query
  // it is running, or its next one, reports the failure, and the pool replaces the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async migrate() {
      if (!hasMigrations()) return;
      // One process migrates at a time when several start together behind a load balancer.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7261001)');
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(7261001)').catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}
