import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../test/build-test-app';

/** Bodies that are not what a route reads get the envelope in the reader's language. */
describe('a body the API cannot read', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // A schema without messages of its own, as a new route might have.
    app.post(
      '/api/v1/probe/bare-schema',
      { schema: { body: z.object({ count: z.number() }) } },
      async () => ({ ok: true }),
    );
  });
  afterAll(() => app.close());

  const send = (headers: Record<string, string>, payload?: string) =>
    app.inject({ method: 'POST', url: '/api/v1/contact', headers, payload });

  it.each([
    ['en', 'This content type is not supported.'],
    ['ar', 'نوع المحتوى هذا غير مدعوم.'],
  ])('answers a text/plain body with 415 in %s', async (language, message) => {
    const response = await send(
      { 'content-type': 'text/plain', 'accept-language': language },
      '{"email":"a@example.test"}',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      succeeded: false,
      message,
      data: null,
      error: { code: 'unsupported_media_type', message },
    });
  });

  it.each([
    ['en', 'The request body is not valid JSON.'],
    ['ar', 'محتوى الطلب ليس JSON صالحًا.'],
  ])(
    'answers a missing body with 400 invalid_json in %s, no zod sentence',
    async (language, message) => {
      const response = await send({ 'accept-language': language });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'invalid_json', message });
    },
  );

  it('answers a JSON body that is not an object the same way', async () => {
    const response = await send(
      { 'content-type': 'application/json', 'accept-language': 'ar' },
      '"hello"',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_json');
    expect(response.body).not.toContain('Invalid input');
  });

  it.each([
    ['en', 'This value is not valid.'],
    ['ar', 'هذه القيمة غير صالحة.'],
  ])('never passes on zod’s own English sentence for a field, in %s', async (language, text) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/probe/bare-schema',
      headers: { 'accept-language': language },
      payload: { count: 'three' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({ count: text });
  });
});
