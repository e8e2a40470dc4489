import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Clock } from '../plugins/clock';

/**
 * Builds the real app with the production factory on a throw-away database: in-memory PGlite,
 * or a fresh database on the server named by TEST_DATABASE_URL (dropped when the app closes).
 */
export async function buildTestApp(
  environment: Record<string, string> = {},
  options: { clock?: Clock } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-test-'));
  const server = process.env.TEST_DATABASE_URL;
  let databaseUrl = 'memory://';
  let dropDatabase: (() => Promise<void>) | undefined;
  if (server) {
    const name = `nibras_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(server, (client) => client.query(`create database ${name}`));
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await withAdminClient(server, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    };
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...environment,
  });
  const app = await buildApp({ config, clock: options.clock });
  app.addHook('onClose', async () => {
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
