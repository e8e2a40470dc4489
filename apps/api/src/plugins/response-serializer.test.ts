import { loginResponseSchema } from '@nibras/contracts/auth';
import { envelopeSchema } from '@nibras/contracts/envelope';
import { tutorProfileSchema } from '@nibras/contracts/tutors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../test/build-test-app';
import { ok } from './envelope';
import { fastSerializerCompiler, serializedAlike } from './response-serializer';

const userId = '4b0d7a2e-8f3c-4c55-9d1e-2f6a7b8c9d0e';

/** A login answer as a careless service might build it: whole rows, with what must stay home. */
const loginWithExtras = {
  succeeded: true,
  message: null,
  error: null,
  internalNote: 'envelope extra',
  data: {
    userModel: {
      id: userId,
      fullName: 'Mona Hassan',
      email: 'mona@example.test',
      phoneNumber: '+201000000000',
      userType: 'Parent',
      preferredLanguage: 'ar',
      avatarUrl: null,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      deletedAt: null,
    },
    jwtResult: {
      accessToken: 'token',
      accessTokenExpiration: '2026-11-24T12:00:00.000Z',
      refreshTokenHash: 'refresh-secret',
    },
  },
};

describe.each(['production', 'test'])('answers in %s', (environment) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ NODE_ENV: environment, LOG_LEVEL: 'silent' });
    app.get(
      '/api/v1/probe/login',
      { schema: { response: { 200: envelopeSchema(loginResponseSchema) } } },
      async () => loginWithExtras,
    );
    app.get(
      '/api/v1/probe/missing',
      { schema: { response: { 200: envelopeSchema(tutorProfileSchema) } } },
      async () => ok({ id: userId }),
    );
  });
  afterAll(() => app.close());

  it('leave out every field the schema does not name, at every depth', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/probe/login' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(envelopeSchema(loginResponseSchema).parse(loginWithExtras));
    for (const secret of ['passwordHash', 'argon2id', 'refresh-secret', 'deletedAt', 'internal']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('never send an answer that lacks a required field', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/probe/missing' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('internal_error');
  });
});

describe('outside production', () => {
  it('fails an answer that the production serializer would write differently', () => {
    const schema = z.object({ name: z.string() });
    const zodWrites = (data: unknown) => JSON.stringify(schema.parse(data));
    const leaky = () => (data: unknown) => JSON.stringify(data);
    const serialize = serializedAlike('GET /probe (200)', zodWrites, leaky);
    expect(serialize({ name: 'Mona' })).toBe('{"name":"Mona"}');
    expect(() => serialize({ name: 'Mona', passwordHash: 'x' })).toThrow(
      'the production serializer of GET /probe (200) writes {"name":"Mona","passwordHash":"x"}',
    );
  });
});

describe('the production serializer', () => {
  it("is compiled on its route's first answer, not when the route is made (issue 36: memory)", () => {
    // Not a zod schema: compiling it throws, so only a compiler that waits is made without error.
    const route = { schema: {}, method: 'GET', url: '/probe', httpStatus: '200' };
    const serialize = fastSerializerCompiler(
      route as unknown as Parameters<typeof fastSerializerCompiler>[0],
    );
    expect(() => serialize({})).toThrow();
  });
});
