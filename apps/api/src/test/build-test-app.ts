import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../plugins/clock';
import { databaseUrlNamed, testEnvironment, withAdminClient } from './database-template';
import { openEmbeddedTestDatabase } from './embedded-test-database';
import { giveBackTemplateDatabase, takeTemplateDatabase } from './template-databases';

/**
 * Builds the real app with the production factory on a throw-away database: in-memory PGlite,
 * or a fresh database on the server named by TEST_DATABASE_URL (dropped when the app closes).
 * Both start as a copy of the run's template (test/global-setup.ts), already migrated and
 * seeded; the app still migrates and seeds at start, which finds nothing left to do. On PGlite
 * it is, when there is one, a database an earlier app gave back, reset to the template
 * (test/template-databases.ts).
 */
export async function buildTestApp(
  environment: Record<string, string> = {},
  options: { clock?: Clock } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-test-'));
  const server = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  // A production app gets the production template: the other holds development demo data.
  const production = environment.NODE_ENV === 'production';
  let databaseUrl = 'memory://';
  let database: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let closeDatabase: (() => Promise<void>) | undefined;
  if (server) {
    const name = `nibras_test_${randomBytes(6).toString('hex')}`;
    const from = template.kind === 'postgres' && !production ? ` template ${template.name}` : '';
    await withAdminClient(server, (client) => client.query(`create database ${name}${from}`));
    databaseUrl = databaseUrlNamed(server, name);
    dropDatabase = async () => {
      await withAdminClient(server, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    };
  } else if (template.kind === 'pglite' && production) {
    const fresh = await openEmbeddedTestDatabase(dataDir, { production: true });
    database = fresh;
    closeDatabase = () => fresh.close();
  } else if (template.kind === 'pglite') {
    const reused = await takeTemplateDatabase(template.dumpFile, dataDir);
    database = reused;
    closeDatabase = () => giveBackTemplateDatabase(reused);
  }

  const config = loadConfig({ ...testEnvironment(dataDir, databaseUrl), ...environment });
  const app = await buildApp({ config, clock: options.clock, database });
  app.addHook('onClose', async () => {
    await closeDatabase?.();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}
