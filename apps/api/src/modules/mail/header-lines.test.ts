import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { renderEmail } from '../../emails/layout';
import { hasControlCharacter } from '../../emails/one-line';
import { buildTestApp } from '../../test/build-test-app';
import { drainOutbox, enqueueEmail, type MailTransport, type OutgoingEmail } from './outbox';

// NUL aside: PostgreSQL refuses it in any text, the body included.
const controls = Array.from({ length: 31 }, (_, code) => String.fromCharCode(code + 1)).join('');

/** Every email header is one line: no name can add a header (issue 31, item 3). */
describe('email headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('sends a subject built from a name with control characters as one line', async () => {
    const sent: OutgoingEmail[] = [];
    const transport: MailTransport = {
      name: 'smtp',
      async send(email) {
        sent.push(email);
      },
      close: () => undefined,
    };
    const name = `Eve\rBcc: victim@example.test${controls}\u007f\u0085\u2028x`;
    const email = renderEmail('en', `New message from ${name}`, name, [{ paragraph: 'Hello' }]);
    await enqueueEmail(app.db, 'header-lines@example.test', email);
    await drainOutbox(app.db, transport, { now: new Date() });
    const subject = sent.find((entry) => entry.to === 'header-lines@example.test')?.subject;
    expect(subject).toBeDefined();
    expect(hasControlCharacter(subject ?? '')).toBe(false);
    expect(subject).toContain('Eve Bcc: victim@example.test x');
  });

  it('refuses an address with a control character', async () => {
    const email = renderEmail('en', 'Hello', 'Mona', [{ paragraph: 'Hello' }]);
    await expect(
      enqueueEmail(app.db, 'a@example.test\r\nBcc: b@example.test', email),
    ).rejects.toThrow(/control character/);
  });

  it('refuses a MAIL_FROM with a control character at boot', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', MAIL_FROM: 'Nibras\r <no-reply@nibras.test>' }),
    ).toThrow(/MAIL_FROM/);
  });
});
