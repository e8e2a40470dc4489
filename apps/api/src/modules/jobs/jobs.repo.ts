import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { jobs } from '../../db/schema/index';

export type JobRow = typeof jobs.$inferSelect;

/** A job, once: the same `key` inserted again changes nothing. */
export async function insertJob(
  db: DbExecutor,
  job: { kind: string; key: string; dueAt: Date; payload: unknown },
) {
  await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, dueAt: job.dueAt, payload: job.payload })
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * Claims up to `batchSize` pending jobs of these kinds due by `now` in one atomic statement
 * (`FOR UPDATE SKIP LOCKED`), hiding them from other runners until `leaseUntil`.
 */
export async function claimDueJobs(
  db: Database,
  options: { kinds: string[]; now: Date; leaseUntil: Date; batchSize: number },
): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'pending'),
        lte(jobs.dueAt, options.now),
        inArray(jobs.kind, options.kinds),
      ),
    )
    .orderBy(asc(jobs.dueAt))
    .limit(options.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ dueAt: options.leaseUntil })
    .where(inArray(jobs.id, due))
    .returning();
}

export async function markJobDone(db: DbExecutor, id: string, at: Date, attempts: number) {
  await db
    .update(jobs)
    .set({ status: 'done', doneAt: at, attempts, lastError: null })
    .where(eq(jobs.id, id));
}

export async function markJobFailed(
  db: DbExecutor,
  id: string,
  change: { attempts: number; status: 'pending' | 'failed'; dueAt: Date; lastError: string },
) {
  await db.update(jobs).set(change).where(eq(jobs.id, id));
}

/**
 * Marks the pending job of this key done, inside a handler's transaction, so what the handler
 * queues there is never queued twice. False when it was no longer pending.
 */
export async function claimPendingJobByKey(db: DbExecutor, key: string, at: Date) {
  const claimed = await db
    .update(jobs)
    .set({ status: 'done', doneAt: at })
    .where(and(eq(jobs.key, key), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return claimed.length > 0;
}
