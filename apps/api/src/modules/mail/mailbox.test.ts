import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../../emails/layout';
import { buildTestApp } from '../../test/build-test-app';
import { enqueueEmail } from './outbox';

describe('development mailbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    const email = (subject: string) =>
      renderEmail('en', subject, 'Mona <b>', [
        { action: 'Open', href: 'https://nibras.test/page?token=abc&x=<y>' },
      ]);
    await enqueueEmail(app.db, 'first@example.test', email('First'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await enqueueEmail(app.db, 'second@example.test', email('Second <script>'), [
      { filename: 'session<1>.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
    ]);
  });
  afterAll(() => app.close());

  it('lists the emails as JSON, newest first, with their links', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const emails = response.json().data as Array<Record<string, unknown>>;
    const ours = emails.filter((email) => String(email.to).endsWith('@example.test'));
    expect(ours.map((email) => email.subject)).toEqual(['Second <script>', 'First']);
    expect(ours[0]).toMatchObject({
      to: 'second@example.test',
      // Every link opens the app in the email's language (emails/layout.ts).
      links: ['https://nibras.test/page?token=abc&x=%3Cy%3E&lng=en'],
      text: expect.stringContaining('Hello Mona <b>,'),
      html: expect.stringContaining('Mona &lt;b&gt;'),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      attachments: [
        { filename: 'session<1>.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
      ],
    });
    expect(ours[1]?.attachments).toEqual([]);
  });

  it('filters by recipient', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      query: { to: 'FIRST@example.test' },
    });
    expect(response.json().data.map((email: { to: string }) => email.to)).toEqual([
      'first@example.test',
    ]);
  });

  it('shows a plain page without scripts, every text escaped', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Second &lt;script&gt;');
    expect(response.body).toContain('Attached: <code>session&lt;1&gt;.ics</code>');
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).toContain(
      'href="https://nibras.test/page?token=abc&amp;x=%3Cy%3E&amp;lng=en"',
    );
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('shows one email as its HTML', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const [newest] = list.json().data as Array<{ id: string; html: string }>;
    const response = await app.inject({ method: 'GET', url: `/dev/mailbox/${newest?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(newest?.html);
    const missing = await app.inject({
      method: 'GET',
      url: '/dev/mailbox/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('in production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  });
  afterAll(() => app.close());

  it('has no mailbox at all', async () => {
    for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });

  it('has no demo accounts', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'tutor@nibras.test', password: 'Nibras123!' },
    });
    expect(response.statusCode).toBe(401);
  });
});
