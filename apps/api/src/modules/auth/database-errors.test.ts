import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openEmbeddedTestDatabase } from '../../test/embedded-test-database';
import { loginRequest } from './test-helpers';

describe('account calls when the database fails', () => {
  it('never echo the database error, its query or its parameters', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-auth-db-'));
    const database = await openEmbeddedTestDatabase(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    const app = await buildApp({ config, database });
    await database.close();
    // The failure is logged for operators (silently in tests); only the client view matters here.
    const logged = vi.spyOn(app.log, 'error').mockImplementation(() => undefined);

    const response = await loginRequest(app, 'tutor@nibras.test', 'Nibras123!');
    expect([500, 503]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ succeeded: false, data: null });
    expect(response.body).not.toMatch(/select|users|tutor@nibras\.test|argon2|PGlite/i);

    logged.mockRestore();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
