import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { multipart, register, signupBody, userRow } from './test-helpers';

/**
 * "Only the newest link works" must hold when requests race (on PostgreSQL, where they really
 * run at once: set TEST_DATABASE_URL).
 */
describe('one-time tokens issued in parallel', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const liveTokens = async (userId: string, type: 'password_reset' | 'email_confirmation') =>
    app.db
      .select({ id: verifications.id })
      .from(verifications)
      .where(
        and(
          eq(verifications.userId, userId),
          eq(verifications.type, type),
          isNull(verifications.usedAt),
        ),
      );

  it('leave one live reset link after parallel reset requests', async () => {
    const user = await userRow(app, 'parent@nibras.test');
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/request-password-reset',
          payload: { email: 'parent@nibras.test' },
          remoteAddress: `203.0.113.${index + 1}`,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await liveTokens(user.id, 'password_reset')).toHaveLength(1);
  });

  it('leave one live confirmation link after parallel resends', async () => {
    const email = 'parallel-resend@example.test';
    expect(
      (await register(app, multipart(await signupBody(app, 'Student', email)))).statusCode,
    ).toBe(201);
    const user = await userRow(app, email);
    await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/email/resend-confirmation',
          payload: { email },
          remoteAddress: `203.0.113.${index + 20}`,
        }),
      ),
    );
    expect(await liveTokens(user.id, 'email_confirmation')).toHaveLength(1);
  });
});
