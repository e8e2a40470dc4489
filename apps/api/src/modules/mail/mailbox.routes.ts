import { envelopeSchema } from '@nibras/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { escapeHtml } from '../../emails/layout';
import { AppError, ok } from '../../plugins/envelope';
import { latestOutboxEmails, outboxEmailHtml } from './outbox.repo';

const mailboxEntrySchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  /** Files sent with the email (a booking's .ics), their content as text. */
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), content: z.string() }),
  ),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.iso.datetime(),
});

const mailboxQuerySchema = z.object({
  /** Only the emails sent to this address (case-insensitive). */
  to: z.string().max(254).optional(),
});

/** Newest first; the last 100 are plenty for a developer or a test. */
async function readMailbox(db: Database, to: string | undefined) {
  const rows = await latestOutboxEmails(db, to ? to.trim().toLowerCase() : undefined);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.links,
    attachments: row.attachments,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Development only (never registered when NODE_ENV=production): every email the app queued,
 * as JSON for tests and as a plain page for people. The page has no scripts at all.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        querystring: mailboxQuerySchema,
        response: { 200: envelopeSchema(z.array(mailboxEntrySchema)) },
      },
    },
    async (request) => ok(await readMailbox(app.db, request.query.to)),
  );

  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: mailboxQuerySchema } },
    async (request, reply) => {
      const emails = await readMailbox(app.db, request.query.to);
      const items = emails
        .map(
          (email) => `<li>
<h2><a href="/dev/mailbox/${email.id}">${escapeHtml(email.subject)}</a></h2>
<p>To <strong>${escapeHtml(email.to)}</strong> · <time datetime="${email.createdAt}">${email.createdAt}</time> · ${email.status}</p>
<ul>${email.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
${email.attachments.length ? `<p>Attached: ${email.attachments.map((file) => `<code>${escapeHtml(file.filename)}</code>`).join(', ')}</p>` : ''}
<pre>${escapeHtml(email.text)}</pre>
</li>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page('Nibras dev mailbox', emails.length ? `<ol>${items}</ol>` : '<p>No emails yet.</p>'),
        );
    },
  );

  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: z.uuid({ error: 'errors.not_found' }) }) } },
    async (request, reply) => {
      const email = await outboxEmailHtml(app.db, request.params.id);
      if (!email) throw new AppError(404, 'not_found');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(email.html);
    },
  );
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a;background:#f8fafc}
ol{list-style:none;padding:0}ol>li{background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;margin-bottom:1rem}
h2{font-size:1.1rem;margin:0 0 .25rem}a{color:#3730a3}pre{white-space:pre-wrap;background:#f1f5f9;padding:.75rem;border-radius:.25rem}
</style></head>
<body><h1>${title}</h1>
<p>Emails queued by this development server, newest first. <a href="/api/dev/mailbox">JSON</a></p>
${body}
</body>
</html>
`;
}
