import { maxSeriesWeeks } from '@nibras/contracts/booking-series';
import { DateTime } from 'luxon';
import type { DbExecutor } from '../../db/client';
import { scheduleJob } from '../jobs/jobs';
import { recordNewBooking } from './booking-expiry';
import { newRoomName } from './booking-room';
import { insertBooking } from './booking.repo';

/**
 * The weeks of a series in time (issue 34, decision 0033), below the series service and its
 * extension job, which both count weeks from the first lesson's wanted start.
 */
export const seriesExtendJob = 'booking-series.extend';

/**
 * The wanted start of each week: the first lesson's wall-clock time in the learner's zone, kept
 * on every later date there, so a London family keeps 17:00 in summer and in winter and the
 * instant moves an hour at each change (Luxon adds calendar weeks in the zone).
 */
export function weeklyStarts(first: Date, timeZone: string, weeks: number): Date[] {
  const local = DateTime.fromJSDate(first, { zone: timeZone });
  return Array.from({ length: weeks }, (_, week) => local.plus({ weeks: week }).toJSDate());
}

/** What the extension job is told: the series, its first wanted start, the week to add. */
export type SeriesExtension = { seriesId: string; first: string; week: number };

/**
 * Schedules the adding of week `week` (counted from 0) of an open series for the start of the
 * week `maxSeriesWeeks` before it, so 26 weeks stay booked ahead; the key names the series and
 * the week, so scheduling it twice is a no-op.
 */
export async function scheduleSeriesExtension(
  tx: DbExecutor,
  extension: { seriesId: string; first: Date; week: number; timeZone: string },
) {
  const starts = weeklyStarts(extension.first, extension.timeZone, extension.week + 1);
  const dueAt = starts[extension.week - maxSeriesWeeks];
  if (!dueAt) throw new Error(`week ${extension.week} is not past the first ${maxSeriesWeeks}`);
  const payload: SeriesExtension = {
    seriesId: extension.seriesId,
    first: extension.first.toISOString(),
    week: extension.week,
  };
  await scheduleJob(tx, {
    kind: seriesExtendJob,
    key: seriesExtensionKey(payload),
    dueAt,
    payload,
  });
}

export function seriesExtensionKey(extension: { seriesId: string; week: number }) {
  return `${seriesExtendJob}:${extension.seriesId}:${extension.week}`;
}

/** What a week of a series is made of: the series' people and subject, its time and price. */
export type SeriesWeek = {
  seriesId: string;
  tutorId: string;
  studentId: string | null;
  childId: string | null;
  bookedById: string;
  subjectId: number;
  startAt: Date;
  endAt: Date;
  status: 'requested' | 'confirmed';
  priceAmount: string;
  currency: string;
};

/**
 * Makes one week of a series, online, with the first line of its history (and a request's
 * expiry): at booking for the first weeks, and by the extension job for an open series' later
 * ones. Its money and notices are the caller's.
 */
export async function insertSeriesWeek(
  tx: DbExecutor,
  week: SeriesWeek,
  event: { actorId: string; now: Date },
) {
  const id = await insertBooking(tx, {
    ...week,
    mode: 'online',
    roomName: newRoomName(),
    createdAt: event.now,
    updatedAt: event.now,
  });
  await recordNewBooking(
    tx,
    { id, startAt: week.startAt, status: week.status },
    { actorId: event.actorId, at: event.now },
  );
  return id;
}
