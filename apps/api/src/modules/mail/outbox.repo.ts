import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

type NewOutboxEmail = typeof emailOutbox.$inferInsert;
export type OutboxEmailRow = typeof emailOutbox.$inferSelect;

export async function insertOutboxEmail(db: DbExecutor, email: NewOutboxEmail) {
  await db.insert(emailOutbox).values(email);
}

/**
 * Claims up to `batchSize` pending emails due by `now` in one atomic statement
 * (`FOR UPDATE SKIP LOCKED`), hiding them from other drainers until `leaseUntil`.
 */
export async function claimDueEmails(
  db: Database,
  options: { now: Date; leaseUntil: Date; batchSize: number },
): Promise<OutboxEmailRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, options.now)))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(options.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ nextAttemptAt: options.leaseUntil })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

export async function updateOutboxEmail(
  db: DbExecutor,
  id: string,
  change: Partial<Omit<NewOutboxEmail, 'id'>>,
) {
  await db.update(emailOutbox).set(change).where(eq(emailOutbox.id, id));
}

/** Newest first, at most 100; only those sent to `to` when given. */
export function latestOutboxEmails(db: Database, to: string | undefined) {
  return db
    .select()
    .from(emailOutbox)
    .where(to === undefined ? undefined : eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(100);
}

/** The emails to this address that wait to be sent. */
export function pendingEmailsTo(db: Database, to: string) {
  return db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.status, 'pending')));
}

export async function outboxEmailHtml(db: Database, id: string) {
  const [email] = await db
    .select({ html: emailOutbox.html })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  return email;
}
