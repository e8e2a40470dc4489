import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import {
  buildingPrefix,
  cachedTemplate,
  storeTemplate,
  templateCacheFolder,
  templateCacheKey,
} from './template-cache';
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

/** Migrates and seeds a database, as a server's start does, with `workDir` as its DATA_DIR. */
async function migrateAndSeed(
  workDir: string,
  databaseUrl: string,
  database?: DatabaseHandle,
  environment: Record<string, string> = {},
) {
  // The app is loaded only when a template is built: a run that finds one cached (most runs
  // of one file) would spend seconds transforming the whole app in the main process for nothing.
  const [{ buildApp }, { loadConfig }] = await Promise.all([import('../app'), import('../config')]);
  const config = loadConfig({ ...testEnvironment(workDir, databaseUrl), ...environment });
  const app = await buildApp({ config, database });
  await app.close();
}

/** Builds the template on PGlite (a dump file) or on the TEST_DATABASE_URL server (a database). */
export async function createDatabaseTemplate(server: string | undefined) {
  if (!server) return embeddedTemplate();
  const workDir = mkdtempSync(path.join(tmpdir(), 'nibras-template-'));
  const name = `nibras_template_${randomBytes(6).toString('hex')}`;
  await withAdminClient(server, (client) => client.query(`create database ${name}`));
  await migrateAndSeed(workDir, databaseUrlNamed(server, name));
  rmSync(workDir, { recursive: true, force: true });
  return {
    template: { kind: 'postgres', name } as DatabaseTemplate,
    remove: () =>
      withAdminClient(server, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  };
}

const templateIn = (folder: string): DatabaseTemplate => ({
  kind: 'pglite',
  dumpFile: path.join(folder, 'template.tar'),
  productionDumpFile: path.join(folder, 'production.tar'),
  emptyDataDir: path.join(folder, 'empty'),
});

/**
 * The PGlite template: the one a previous run stored under the same key (template-cache.ts),
 * or a new one, built beside the cache and stored in it for the next run.
 */
async function embeddedTemplate() {
  const key = await templateCacheKey();
  const cached = cachedTemplate(key);
  if (cached) return { template: templateIn(cached), remove: async () => {} };
  mkdirSync(templateCacheFolder, { recursive: true });
  const workDir = mkdtempSync(path.join(templateCacheFolder, buildingPrefix));
  await buildEmbeddedTemplate(workDir);
  writeFileSync(path.join(workDir, 'complete'), `${new Date().toISOString()}\n`);
  const folder = storeTemplate(key, workDir);
  return {
    template: templateIn(folder),
    // A template the cache refused is this run's alone.
    remove: async () => {
      if (folder === workDir) rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Migrates and seeds the three databases of a PGlite template into `workDir`. */
async function buildEmbeddedTemplate(workDir: string) {
  const { openDatabase } = await import('../db/client');
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
  await migrateAndSeed(workDir, 'memory://', production, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
  });
  await dumpTo(production, path.join(workDir, 'production.tar'));
  await production.close();
  const database = await openDatabase({
    databaseUrl: 'memory://',
    dataDir: workDir,
    template: emptyDump,
  });
  await migrateAndSeed(workDir, 'memory://', database);
  await takeTemplateSnapshot(database.db);
  await dumpTo(database, path.join(workDir, 'template.tar'));
  await database.close();
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
