import type { Database, DbExecutor } from '../../db/client';
import type { EmailAttachment } from '../../db/schema/index';
import type { RenderedEmail } from '../../emails/layout';
import { hasControlCharacter, oneLine } from '../../emails/one-line';
import { claimDueEmails, insertOutboxEmail, updateOutboxEmail } from './outbox.repo';

export async function enqueueEmail(
  db: DbExecutor,
  to: string,
  email: RenderedEmail,
  attachments: EmailAttachment[] = [],
) {
  // Headers are one line each: a name in a subject cannot add a header (issue 31).
  if (hasControlCharacter(to)) throw new Error('an email address with a control character');
  await insertOutboxEmail(db, {
    toAddress: to,
    subject: oneLine(email.subject),
    text: email.text,
    html: email.html,
    links: email.links,
    attachments,
  });
}

/** What a transport sends; `attachments` only when there are some (nodemailer's shape). */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
};

/** Where a drained email goes: SMTP, or nowhere (it stays readable in the dev mailbox). */
export type MailTransport = {
  name: 'smtp' | 'mailbox';
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
};

export const maxDeliveryAttempts = 6;
/** How long a claimed email is hidden from other drainers while it is being sent. */
const claimLeaseMs = 60_000;

/** Waits 30 s, 1, 2, 4, 8 min… between attempts. */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** Math.max(0, attempts - 1);
}

/**
 * Sends the emails that are due, once. Each is claimed with one atomic statement
 * (`FOR UPDATE SKIP LOCKED` plus a lease), so several processes can drain the same table.
 */
export async function drainOutbox(
  db: Database,
  transport: MailTransport,
  options: { now?: Date; batchSize?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const claimed = await claimDueEmails(db, {
    now,
    leaseUntil: new Date(now.getTime() + claimLeaseMs),
    batchSize: options.batchSize ?? 20,
  });
  let sent = 0;
  let failed = 0;
  for (const email of claimed) {
    const attempts = email.attempts + 1;
    try {
      await transport.send({
        to: email.toAddress,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.attachments.length > 0 ? { attachments: email.attachments } : {}),
      });
      // Once an email has left over SMTP its body (which holds one-time links) is not kept.
      const body =
        transport.name === 'smtp' ? { text: '', html: '', links: [], attachments: [] } : {};
      await updateOutboxEmail(db, email.id, {
        status: 'sent',
        sentAt: new Date(),
        attempts,
        lastError: null,
        ...body,
      });
      sent += 1;
    } catch (error) {
      failed += 1;
      const giveUp = attempts >= maxDeliveryAttempts;
      await updateOutboxEmail(db, email.id, {
        attempts,
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      });
    }
  }
  return { sent, failed };
}
