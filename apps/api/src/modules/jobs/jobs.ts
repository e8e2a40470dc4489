import { z } from 'zod';
import type { Database, DbExecutor } from '../../db/client';
import { claimDueJobs, insertJob, markJobDone, markJobFailed } from './jobs.repo';

/** Does one job; throwing makes it retry later. Runs inside no transaction of its own. */
export type JobHandler = (payload: unknown, context: { db: Database; now: Date }) => Promise<void>;

/**
 * The payload of a job about one booking (a request's expiry, a week's hold or release, an
 * earning that becomes available): parsed, so that a malformed row fails its job, not later.
 */
export const bookingJobPayloadSchema = z.object({ bookingId: z.uuid() });

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
  await insertJob(db, job);
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
  const claimed = await claimDueJobs(db, {
    kinds,
    now,
    leaseUntil: new Date(now.getTime() + claimLeaseMs),
    batchSize: options.batchSize ?? 20,
  });
  let done = 0;
  let failed = 0;
  for (const job of claimed) {
    const attempts = job.attempts + 1;
    try {
      await handlers.get(job.kind)?.(job.payload, { db, now });
      await markJobDone(db, job.id, now, attempts);
      done += 1;
    } catch (error) {
      failed += 1;
      await markJobFailed(db, job.id, {
        attempts,
        status: attempts >= maxJobAttempts ? 'failed' : 'pending',
        dueAt: new Date(now.getTime() + jobRetryDelayMs(attempts)),
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      });
    }
  }
  return { done, failed };
}
