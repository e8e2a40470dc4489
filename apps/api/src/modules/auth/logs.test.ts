import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { captureLogs } from '../../test/capture-logs';
import { lastEmail, linkTo, multipart, register, signupBody } from './test-helpers';

describe('logs', () => {
  let app: FastifyInstance;
  let lines: string[];
  beforeAll(async () => {
    app = await buildTestApp();
    lines = captureLogs(app);
  });
  afterAll(() => app.close());

  it('record the paths of token links without their query strings', async () => {
    await register(app, multipart(await signupBody(app, 'Student', 'logged@example.test')));
    const link = linkTo(
      await lastEmail(app, 'logged@example.test', 'Confirm'),
      '/email-confirmation',
    );
    const token = link.searchParams.get('token') ?? '';
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/email/confirm${link.search}`,
    });
    expect(response.statusCode).toBe(200);
    const resetRequest = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      payload: { email: 'logged@example.test' },
    });
    expect(resetRequest.statusCode).toBe(200);

    const output = lines.join('');
    expect(output).toContain('"url":"/api/v1/email/confirm"');
    expect(output).not.toContain(token);
    expect(output).not.toContain('token=');
  });
});
