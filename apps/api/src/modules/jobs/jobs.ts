import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { jobs } from '../../db/schema/index';

/** Does one job; throwing makes it retry later. Runs inside no transaction of its own. */
export type JobHandler = (payload: unknown, context: { db: Database; now: Date }) => Promise<void>;

export const maxJobAttempts = 5;
/** How long a claimed job is hidden from other runners while it runs. */
const claimLeaseMs = 60_000;

/** Waits 1, 2, 4, 8 minutes between attempts. */
export function jobRetryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

/**
 * Schedules work for `dueAt`, inside the caller's transaction so it exists only if the change
 * that caused it does. The same `key` scheduled again changes nothing.
 */
export async function scheduleJob(
  db: DbExecutor,
  job: { kind: string; key: string; dueAt: Date; payload: unknown },
) {
  await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, dueAt: job.dueAt, payload: job.payload })
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * Runs the jobs that are due, each once: claimed with one atomic statement
 * (`FOR UPDATE SKIP LOCKED` plus a lease), so any number of processes can share the table.
 */
export async function runDueJobs(
  db: Database,
  handlers: ReadonlyMap<string, JobHandler>,
  options: { now: Date; batchSize?: number },
): Promise<{ done: number; failed: number }> {
  const { now } = options;
  const kinds = [...handlers.keys()];
  if (kinds.length === 0) return { done: 0, failed: 0 };
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.dueAt, now), inArray(jobs.kind, kinds)))
    .orderBy(asc(jobs.dueAt))
    .limit(options.batchSize ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ dueAt: new Date(now.getTime() + claimLeaseMs) })
    .where(inArray(jobs.id, due))
    .returning();
  let done = 0;
  let failed = 0;
  for (const job of claimed) {
    const attempts = job.attempts + 1;
    try {
      await handlers.get(job.kind)?.(job.payload, { db, now });
      await db
        .update(jobs)
        .set({ status: 'done', doneAt: now, attempts, lastError: null })
        .where(eq(jobs.id, job.id));
      done += 1;
    } catch (error) {
      failed += 1;
      await db
        .update(jobs)
        .set({
          attempts,
          status: attempts >= maxJobAttempts ? 'failed' : 'pending',
          dueAt: new Date(now.getTime() + jobRetryDelayMs(attempts)),
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where(eq(jobs.id, job.id));
    }
  }
  return { done, failed };
}
