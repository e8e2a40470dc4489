import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/config';
import { openDatabase, type Database } from '../../../src/db/client';
import { seedDatabase } from '../../../src/db/seed';
import { databaseUrlNamed, withAdminClient } from '../../../src/test/database-template';

export type DatabaseKind = 'pglite' | 'postgres';

/** The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL or the machine's own. */
export const benchServerUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where a bench server keeps its data: the environment it is started with. */
export type BenchDatabase<T> = {
  kind: DatabaseKind;
  /** What `prepare` returned. */
  prepared: T;
  environment: { DATA_DIR: string; DATABASE_URL?: string };
  /** Drops the throw-away database or data directory. */
  remove(): Promise<void>;
};

/**
 * A throw-away database, migrated and seeded with the catalog and the development demo data
 * (tutors with hours, one account per role), with `prepare` run on it: PGlite in a data
 * directory on disk, as `npm start` keeps it, or a new database on the PostgreSQL server. The
 * server then runs in production mode on it, so nothing but the bench's own data is added.
 */
export async function createBenchDatabase<T>(
  kind: DatabaseKind,
  prepare: (db: Database) => Promise<T>,
): Promise<BenchDatabase<T>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `nibras-bench-${kind}-`));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `nibras_bench_${randomBytes(6).toString('hex')}`;
    await withAdminClient(benchServerUrl, (client) => client.query(`create database ${name}`));
    databaseUrl = databaseUrlNamed(benchServerUrl, name);
    dropDatabase = async () => {
      await withAdminClient(benchServerUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    };
  }
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl, dataDir });
  let prepared: T;
  try {
    await database.migrate();
    await seedDatabase(database.db, config);
    prepared = await prepare(database.db);
  } finally {
    await database.close();
  }
  return {
    kind,
    prepared,
    environment: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    async remove() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
