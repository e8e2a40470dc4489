import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

/** The built app's source maps would publish its original source. */
describe('source maps', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'nibras-web-maps-'));
  let production: FastifyInstance;
  let development: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Nibras</title>');
    writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1);');
    writeFileSync(path.join(webDist, 'assets', 'index-abc.js.map'), '{"sources":["secret.tsx"]}');
    production = await buildTestApp({
      NODE_ENV: 'production',
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'silent',
    });
    development = await buildTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await production.close();
    await development.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('are not served in production, while the scripts are', async () => {
    const map = await production.inject({ url: '/assets/index-abc.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.tsx');
    expect((await production.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
  });

  it('are served in development, for debugging', async () => {
    expect((await development.inject({ url: '/assets/index-abc.js.map' })).statusCode).toBe(200);
  });
});
