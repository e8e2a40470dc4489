import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { Clock } from '../plugins/clock';
import {
  databaseUrlNamed,
  readTemplateDump,
  testEnvironment,
  withAdminClient,
} from './database-template';

/**
 * Builds the real app with the production factory on a throw-away database: in-memory PGlite,
 * or a fresh database on the server named by TEST_DATABASE_URL (dropped when the app closes).
 * Both start as a copy of the run's template (test/global-setup.ts), already migrated and
 * seeded; the app still migrates and seeds at start, which finds nothing left to do. A
 * production app gets an empty database, since the template holds development demo data.
 */
export async function buildTestApp(
  environment: Record<string, string> = {},
  options: { clock?: Clock } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-test-'));
  const server = process.env.TEST_DATABASE_URL;
  const template = environment.NODE_ENV === 'production' ? undefined : inject('databaseTemplate');
  let databaseUrl = 'memory://';
  let database: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (server) {
    const name = `nibras_test_${randomBytes(6).toString('hex')}`;
    const from = template?.kind === 'postgres' ? ` template ${template.name}` : '';
    await withAdminClient(server, (client) => client.query(`create database ${name}${from}`));
    databaseUrl = databaseUrlNamed(server, name);
    dropDatabase = async () => {
      await withAdminClient(server, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    };
  } else if (template?.kind === 'pglite') {
    database = await openDatabase({
      databaseUrl,
      dataDir,
      template: readTemplateDump(template.dumpFile),
    });
  }

  const config = loadConfig({ ...testEnvironment(dataDir, databaseUrl), ...environment });
  const app = await buildApp({ config, clock: options.clock, database });
  app.addHook('onClose', async () => {
    await database?.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}
