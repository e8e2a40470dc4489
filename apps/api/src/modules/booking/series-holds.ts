import type { DbExecutor } from '../../db/client';
import { scheduleJob } from '../jobs/jobs';

/**
 * When a week of a series is paid for (issue 34, decision 0033): its price is held
 * `holdDays` before it by this due job (booking-series.service.ts's handler), not all at
 * booking. Here, below the series service, so that moving a booking (booking.service.ts) can
 * hand a week that was not held yet to the same job.
 */
export const seriesHoldJob = 'booking-series.hold';

const dayMs = 24 * 60 * 60 * 1000;

/** When a lesson's price is held: `holdDays` before it, or at once when that is past. */
export function holdDueAt(start: Date, holdDays: number) {
  return new Date(start.getTime() - holdDays * dayMs);
}

/** Schedules the hold of one week (at once if it is already due); scheduling twice is a no-op. */
export async function scheduleSeriesHold(
  tx: DbExecutor,
  week: { bookingId: string; startAt: Date },
  context: { now: Date; holdDays: number },
) {
  const dueAt = holdDueAt(week.startAt, context.holdDays);
  await scheduleJob(tx, {
    kind: seriesHoldJob,
    key: `${seriesHoldJob}:${week.bookingId}`,
    dueAt: dueAt > context.now ? dueAt : context.now,
    payload: { bookingId: week.bookingId },
  });
}
