import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { renderEmail } from '../../emails/layout';
import { buildTestApp } from '../../test/build-test-app';
import {
  drainOutbox,
  enqueueEmail,
  maxDeliveryAttempts,
  retryDelayMs,
  type MailTransport,
  type OutgoingEmail,
} from './outbox';

function recordingTransport(failures = 0): MailTransport & { sent: OutgoingEmail[] } {
  let toFail = failures;
  const sent: OutgoingEmail[] = [];
  return {
    name: 'smtp',
    sent,
    async send(email) {
      if (toFail > 0) {
        toFail -= 1;
        throw new Error('421 try again later');
      }
      sent.push(email);
    },
    close: () => undefined,
  };
}

describe('email outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const message = renderEmail('en', 'Hello', 'Mona', [
    { paragraph: 'Hi' },
    { action: 'Open', href: 'https://nibras.test/x?token=secret' },
  ]);

  async function queued(to: string) {
    await enqueueEmail(app.db, to, message);
    const [row] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    if (!row) throw new Error('not queued');
    return row;
  }

  const rowOf = async (id: string) =>
    (await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

  it('sends a due email once and drops its body (one-time links) after SMTP took it', async () => {
    const row = await queued('once@example.test');
    const transport = recordingTransport();
    const now = new Date(Date.now() + 1000);
    await drainOutbox(app.db, transport, { now });
    await drainOutbox(app.db, transport, { now: new Date(now.getTime() + 120_000) });
    expect(transport.sent.filter((email) => email.to === 'once@example.test')).toEqual([
      { to: 'once@example.test', subject: 'Hello', text: message.text, html: message.html },
    ]);
    expect(await rowOf(row.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      text: '',
      html: '',
      links: [],
    });
  });

  it('retries a failing send with growing delays, then gives up', async () => {
    const row = await queued('flaky@example.test');
    const transport = recordingTransport(maxDeliveryAttempts);
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt <= maxDeliveryAttempts; attempt += 1) {
      await drainOutbox(app.db, transport, { now });
      const current = await rowOf(row.id);
      expect(current?.attempts).toBe(attempt);
      expect(current?.lastError).toBe('421 try again later');
      if (attempt < maxDeliveryAttempts) {
        expect(current?.status).toBe('pending');
        expect(current?.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(attempt));
        // Not due yet: a drain just before the retry time leaves it alone.
        await drainOutbox(app.db, transport, { now: new Date(now.getTime() + 1000) });
        expect((await rowOf(row.id))?.attempts).toBe(attempt);
        now = new Date(current?.nextAttemptAt.getTime() ?? 0);
      }
    }
    expect((await rowOf(row.id))?.status).toBe('failed');
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2));
  });

  it('delivers after a failure on the next attempt', async () => {
    const row = await queued('second-try@example.test');
    const transport = recordingTransport(1);
    const now = new Date(Date.now() + 1000);
    await drainOutbox(app.db, transport, { now });
    await drainOutbox(app.db, transport, { now: new Date(now.getTime() + retryDelayMs(1)) });
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('hands attachments to the transport and keeps none after SMTP took them', async () => {
    const calendar = {
      filename: 'session.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    };
    await enqueueEmail(app.db, 'attached@example.test', message, [calendar]);
    const transport = recordingTransport();
    await drainOutbox(app.db, transport, { now: new Date(Date.now() + 1000) });
    expect(transport.sent.filter((email) => email.to === 'attached@example.test')).toEqual([
      {
        to: 'attached@example.test',
        subject: 'Hello',
        text: message.text,
        html: message.html,
        attachments: [calendar],
      },
    ]);
    const [row] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'attached@example.test'));
    expect(row?.attachments).toEqual([]);
  });

  it('lets two drainers running together send each email only once', async () => {
    for (let index = 0; index < 5; index += 1) await queued(`batch-${index}@example.test`);
    const transport = recordingTransport();
    const now = new Date(Date.now() + 1000);
    await Promise.all([
      drainOutbox(app.db, transport, { now }),
      drainOutbox(app.db, transport, { now }),
    ]);
    const batch = transport.sent.filter((email) => email.to.startsWith('batch-'));
    expect(batch).toHaveLength(5);
    expect(new Set(batch.map((email) => email.to)).size).toBe(5);
  });
});
