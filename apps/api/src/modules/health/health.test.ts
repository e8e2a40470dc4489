import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { buildTestApp } from '../../test/build-test-app';
import { openEmbeddedTestDatabase } from '../../test/embedded-test-database';

describe('health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers /health in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      succeeded: true,
      message: null,
      data: { status: 'ok' },
      error: null,
    });
  });

  it('answers /ready while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'ok', sharedStore: 'none' });
  });
});

describe('readiness without a database', () => {
  it('answers 503 with Retry-After once the database is gone', async () => {
    const database = await openEmbeddedTestDatabase(tmpdir());
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', DATA_DIR: tmpdir() });
    const app = await buildApp({ config, database });
    await database.close();

    const response = await app.inject({
      method: 'GET',
      url: '/ready',
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      succeeded: false,
      data: null,
      error: {
        code: 'database_unavailable',
        message: 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة بعد قليل.',
      },
    });
    await app.close();
  });
});
