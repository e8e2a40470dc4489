import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { takeTemplateSnapshot } from './template-snapshot';

/**
 * One migrated and seeded database that every test app starts from, made once per test run
 * (Epic Stack's global setup does the same): migrating and seeding, with its password hashes,
 * cost every test file seconds, more on a busy machine.
 */
export type DatabaseTemplate =
  | {
      kind: 'pglite';
      dumpFile: string;
      /** Migrated and seeded by a production app: the catalog, no demo data. */
      productionDumpFile: string;
      /** A new database as initdb leaves it, as a data directory (copyEmptyDataDir). */
      emptyDataDir: string;
    }
  | { kind: 'postgres'; name: string };

/** The test environment every app is built with; tests add their own variables to it. */
export function testEnvironment(dataDir: string, databaseUrl: string) {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Production refuses to start without one (config.ts); the others use it too.
    SUPPORT_EMAIL: 'support@nibras.test',
  };
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function databaseUrlNamed(server: string, name: string) {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds the template on PGlite (a dump file) or on the TEST_DATABASE_URL server (a database). */
export async function createDatabaseTemplate(server: string | undefined) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'nibras-template-'));
  const build = async (
    databaseUrl: string,
    database?: Awaited<ReturnType<typeof openDatabase>>,
    environment: Record<string, string> = {},
  ) => {
    const config = loadConfig({ ...testEnvironment(workDir, databaseUrl), ...environment });
    const app = await buildApp({ config, database });
    await app.close();
  };
  if (server) {
    const name = `nibras_template_${randomBytes(6).toString('hex')}`;
    await withAdminClient(server, (client) => client.query(`create database ${name}`));
    await build(databaseUrlNamed(server, name));
    rmSync(workDir, { recursive: true, force: true });
    return {
      template: { kind: 'postgres', name } as DatabaseTemplate,
      remove: () =>
        withAdminClient(server, (client) =>
          client.query(`drop database if exists ${name} with (force)`),
        ),
    };
  }
  const dumpTo = async (from: DatabaseHandle, file: string) => {
    writeFileSync(file, Buffer.from(await (await from.dump!()).arrayBuffer()));
    return file;
  };
  // initdb costs seconds of CPU in a process of its own: done once here, into a data
  // directory (the tests of one copy it), not once per app or per test.
  const emptyDataDir = path.join(workDir, 'empty');
  const empty = await openDatabase({ databaseUrl: undefined, dataDir: emptyDataDir });
  const emptyDump = await empty.dump!();
  await empty.close();
  // Migrating and seeding cost a production app about 3 s of CPU: done once here too.
  const production = await openDatabase({
    databaseUrl: 'memory://',
    dataDir: workDir,
    template: emptyDump,
  });
  await build('memory://', production, { NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const productionDumpFile = await dumpTo(production, path.join(workDir, 'production.tar'));
  await production.close();
  const database = await openDatabase({
    databaseUrl: 'memory://',
    dataDir: workDir,
    template: emptyDump,
  });
  await build('memory://', database);
  await takeTemplateSnapshot(database.db);
  const dumpFile = await dumpTo(database, path.join(workDir, 'template.tar'));
  await database.close();
  return {
    template: { kind: 'pglite', dumpFile, productionDumpFile, emptyDataDir } as DatabaseTemplate,
    remove: async () => rmSync(workDir, { recursive: true, force: true }),
  };
}

export function readTemplateDump(dumpFile: string): Blob {
  return new Blob([readFileSync(dumpFile)]);
}

/**
 * Gives `dataDir` the embedded database of a first start, copied from the global setup's:
 * tests of a data directory skip initdb's seconds of CPU. Without one (a PostgreSQL template),
 * the database makes its own.
 */
export function copyEmptyDataDir(template: DatabaseTemplate, dataDir: string) {
  if (template.kind === 'pglite') cpSync(template.emptyDataDir, dataDir, { recursive: true });
}
