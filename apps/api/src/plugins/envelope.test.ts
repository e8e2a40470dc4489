import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

/** A failed query as Drizzle reports it: the driver's error, with its code, is the cause. */
function failedQuery(cause: Error & { code?: string }) {
  return new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    ['mona@example.test', '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$aGFzaA'],
    cause,
  );
}

const driverError = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('the error handler and the database', () => {
  let app: FastifyInstance;
  const probes: Record<string, Error> = {
    terminated: failedQuery(
      driverError('terminating connection due to administrator command', '57P01'),
    ),
    refused: failedQuery(driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    'connection-lost': failedQuery(driverError('Connection terminated unexpectedly', '08006')),
  };

  beforeAll(async () => {
    app = await buildTestApp();
    for (const [name, error] of Object.entries(probes)) {
      app.get(`/api/v1/probe/${name}`, async () => {
        throw error;
      });
    }
  });
  afterAll(() => app.close());

  it.each(Object.keys(probes))(
    'answers a wrapped connection failure (%s) with 503 database_unavailable and Retry-After',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `/api/v1/probe/${name}` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        succeeded: false,
        data: null,
        error: { code: 'database_unavailable' },
      });
    },
  );
});

describe('text the database cannot store', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    app.get('/api/v1/probe/nul', async () => {
      // Past every schema: the database itself refuses the NUL byte (SQLSTATE 22021).
      await app.db.execute(sql`select ${'a\u0000b'}::text`);
      return null;
    });
  });
  afterAll(() => app.close());

  it('answers 400 validation_failed, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/probe/nul' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});
