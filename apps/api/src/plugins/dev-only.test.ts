import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startLine } from '../start-line';
import { buildTestApp } from '../test/build-test-app';
import { ok } from './envelope';

/** `npm start` on a server must not open the mailbox and the demo tools to the network. */
describe('the development tools', () => {
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // Any route added under /api/dev later is covered by the same guard.
    app.get('/api/dev/probe', async () => ok('probe'));
    // A reverse proxy on this machine: the visitor is whoever it says, not the loopback.
    proxied = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
  });

  const paths = ['/dev/mailbox', '/api/dev/mailbox', '/api/dev/probe'];

  it.each(paths)('answer %s to this machine', async (url) => {
    const response = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    const v6 = await app.inject({ method: 'GET', url, remoteAddress: '::1' });
    expect(v6.statusCode).toBe(200);
  });

  it.each(paths)('answer %s to anyone else with the 404 of production', async (url) => {
    const response = await app.inject({
      method: 'GET',
      url,
      remoteAddress: '203.0.113.9',
      // A forged header changes nothing while no proxy is trusted.
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('route_not_found');
  });

  it('refuse a visitor behind a trusted proxy on this machine', async () => {
    const response = await proxied.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuse a single email by id too', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/dev/mailbox/00000000-0000-4000-8000-000000000000',
      remoteAddress: '198.51.100.4',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('route_not_found');
  });
});

describe('where the server listens', () => {
  // What production requires to start at all.
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(32),
    SUPPORT_EMAIL: 'support@example.com',
  };

  it('listens on this machine only outside production, unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/nibras-host' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: '/tmp/nibras-host', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, DATA_DIR: '/tmp/nibras-host' }).host).toBe('0.0.0.0');
  });

  it('says which mode it runs in, first', () => {
    const demo = loadConfig({ DATA_DIR: '/tmp/nibras-host' });
    expect(startLine(demo)).toBe(
      'demo mode, listening on 127.0.0.1 only, mailbox at http://localhost:3000/dev/mailbox (this machine only)',
    );
    expect(startLine(loadConfig({ ...production, DATA_DIR: '/tmp/nibras-host' }))).toBe(
      'production mode, listening on 0.0.0.0:3000',
    );
  });
});
