import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-config-'));
  afterEach(() => rmSync(path.join(dataDir, 'jwt-secret'), { force: true }));

  it('runs on the embedded database with development defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      classroomBaseUrl: 'https://meet.jit.si',
      supportEmail: 'support@nibras.local',
      devTools: true,
    });
  });

  it('reads SUPPORT_EMAIL as an address, lower-cased, and refuses anything else', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir, SUPPORT_EMAIL: 'Help@Nibras.Example' }).supportEmail,
    ).toBe('help@nibras.example');
    expect(() => loadConfig({ DATA_DIR: dataDir, SUPPORT_EMAIL: 'support' })).toThrow(
      /SUPPORT_EMAIL/,
    );
  });

  it('makes a development signing key once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('fails at start on a bad setting, naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dataDir })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('reads TRUST_PROXY as off, a hop count or a list of addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    const oneHop = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy;
    expect(typeof oneHop === 'function' && [oneHop('10.0.0.1', 0), oneHop('1.2.3.4', 1)]).toEqual([
      true,
      false,
    ]);
    expect(
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('requires JWT_SECRET and SUPPORT_EMAIL in production and turns the dev tools off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'a'.repeat(40) }),
    ).toThrow(/SUPPORT_EMAIL/);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'a'.repeat(40),
      SUPPORT_EMAIL: 'support@nibras.example',
    });
    expect(config.devTools).toBe(false);
  });

  it('refuses TRUST_PROXY=true at boot with a clear error (issue 31)', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true trusts every hop/,
    );
  });

  it('serves /api/docs outside production, and in production only with API_DOCS=true', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).apiDocs).toBe(true);
    const production = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SUPPORT_EMAIL: 'support@nibras.test',
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});
