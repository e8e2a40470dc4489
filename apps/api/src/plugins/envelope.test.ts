import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { buildTestApp } from '../test/build-test-app';
import { captureLogs } from '../test/capture-logs';

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

describe('the error log', () => {
  let app: FastifyInstance;
  let lines: string[];
  const secrets = {
    email: 'mona.hassan@example.test',
    phoneNumber: '+201001234567',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaGhhc2hoYXNo',
  };

  beforeAll(async () => {
    app = await buildTestApp();
    lines = captureLogs(app);
    // A real query that fails inside the database, with personal data among its parameters.
    app.get('/api/v1/probe/failed-insert', async () => {
      await app.db.insert(users).values({
        ...secrets,
        fullName: 'Mona Hassan',
        userType: 'Nobody' as 'Tutor',
      });
      return null;
    });
  });
  afterAll(() => app.close());

  it("records a failed query's code and table, never its parameters", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/probe/failed-insert' });
    expect(response.statusCode).toBe(500);
    const output = lines.join('');
    expect(output).toContain('unhandled error');
    expect(output).toContain('"table":"users"');
    expect(output).toContain('"code":"22P02"');
    for (const secret of Object.values(secrets)) expect(output).not.toContain(secret);
    expect(output).not.toContain('params');
  });
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

describe('URLs the router cannot read', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['a bad percent-encoding', '/api/v1/tutors/%zz'],
    ['a cut UTF-8 sequence', '/api/v1/users/%E0%A4%A/avatar'],
    ['a parameter over the length limit', `/api/v1/tutors/${'a'.repeat(300)}`],
    ['a long parameter before a suffix', `/api/v1/tutors/${'a'.repeat(300)}/slots`],
  ])('answer %s with 400 in the envelope, in the asked language', async (_name, url) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ar' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      succeeded: false,
      message: 'بعض الحقول غير صالحة.',
      data: null,
      error: { code: 'validation_failed', message: 'بعض الحقول غير صالحة.' },
    });
  });
});
