import { maxSeriesWeeks } from '@nibras/contracts/booking-series';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import {
  busyIntervals,
  findListedTutor,
  loadAvailability,
} from '../availability/availability.repo';
import { computeSlots, type Interval } from '../availability/slots';
import type { JobHandler } from '../jobs/jobs';
import { claimPendingJobByKey } from '../jobs/jobs.repo';
import { notifyBookingChange, scheduleBookingReminders } from './booking-notifications';
import {
  findSeries,
  latestOccurrenceOf,
  learnerBusy,
  tutorConfirmedSeries,
  type SeriesRow,
} from './booking-series.repo';
import { queueOnTutor } from './booking.repo';
import type { WeekNotBookedReason } from './series-emails';
import { scheduleSeriesHold } from './series-holds';
import { notifyWeekNotBooked } from './series-notifications';
import {
  insertSeriesWeek,
  scheduleSeriesExtension,
  seriesExtensionKey,
  weeklyStarts,
} from './series-weeks';

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

const extensionSchema = z.object({
  seriesId: z.uuid(),
  first: z.iso.datetime(),
  week: z.number().int().min(maxSeriesWeeks),
});

const utcDate = (at: number) => DateTime.fromMillis(at, { zone: 'UTC' }).toISODate() as string;

/**
 * Whether the week is free, judged as a series' weeks are at booking: the tutor listed, within
 * their hours, clear of their lessons and of the learner's. It is judged as if asked at the
 * tutor's minimum notice: notice and horizon bound a series' first lesson, not its later weeks.
 */
async function whyNotFree(
  tx: DbExecutor,
  series: SeriesRow,
  week: Interval,
): Promise<{ reason: WeekNotBookedReason } | { autoConfirm: boolean }> {
  const learnerKey = series.studentId ?? series.childId;
  if (learnerKey && (await learnerBusy(tx, learnerKey, week)).length > 0)
    return { reason: 'learnerBusy' };
  if (!(await findListedTutor(tx, series.tutorId))) return { reason: 'tutorBusy' };
  const schedule = await loadAvailability(tx, series.tutorId, {
    from: utcDate(week.start - dayMs),
    to: utcDate(week.end + dayMs),
  });
  if (!schedule) return { reason: 'tutorBusy' };
  const slots = computeSlots({
    schedule,
    from: week.start,
    to: week.end,
    now: week.start - schedule.minimumNoticeMinutes * minuteMs,
    slotMinutes: (week.end - week.start) / minuteMs,
    busy: await busyIntervals(tx, series.tutorId, week),
  });
  if (!slots.some((slot) => slot.start === week.start)) return { reason: 'tutorBusy' };
  return { autoConfirm: schedule.autoConfirm };
}

/**
 * Adds one week to an open series under the tutor's queue, at the series' price and length:
 * confirmed when the tutor confirmed the series or their hours confirm by themselves, else a
 * request the tutor is asked about. A week that is not free is not booked and the family is
 * told why. Answers whether anyone was emailed.
 */
async function addWeek(
  tx: DbExecutor,
  app: FastifyInstance,
  series: SeriesRow,
  start: Date,
  now: Date,
) {
  const latest = await latestOccurrenceOf(tx, series.id);
  // A week that has started meanwhile (the runner was down) is not booked after the fact.
  if (!latest || start <= now) return false;
  const end = new Date(start.getTime() + latest.endAt.getTime() - latest.startAt.getTime());
  const context = { appUrl: app.config.appUrl, now };
  await queueOnTutor(tx, series.tutorId);
  const judged = await whyNotFree(tx, series, { start: start.getTime(), end: end.getTime() });
  if ('reason' in judged) {
    await notifyWeekNotBooked(tx, context, {
      otherWeekId: latest.id,
      startAt: start,
      endAt: end,
      reason: judged.reason,
    });
    return true;
  }
  const confirmed =
    judged.autoConfirm || (await tutorConfirmedSeries(tx, series.id, series.tutorId));
  const id = await insertSeriesWeek(
    tx,
    {
      seriesId: series.id,
      tutorId: series.tutorId,
      studentId: series.studentId,
      childId: series.childId,
      bookedById: series.bookedById,
      subjectId: series.subjectId,
      startAt: start,
      endAt: end,
      status: confirmed ? 'confirmed' : 'requested',
      priceAmount: latest.priceAmount,
      currency: latest.currency,
    },
    // The family asked for every week when they booked an open series.
    { actorId: series.bookedById, now },
  );
  await scheduleSeriesHold(
    tx,
    { bookingId: id, startAt: start },
    { now, holdDays: app.config.money.seriesHoldDays },
  );
  if (confirmed) {
    await scheduleBookingReminders(tx, id, now);
    return false;
  }
  await notifyBookingChange(tx, context, 'requested', id, { actorId: series.bookedById });
  return true;
}

/**
 * The due job that keeps an open series 26 weeks ahead (registered by booking.jobs.ts): as a
 * week starts it adds the one 26 weeks later, then schedules itself for the next week. A
 * stopped series ends the chain. The job is marked done in the transaction that adds the week,
 * so running it twice adds nothing twice.
 */
export function seriesExtendHandler(app: FastifyInstance): JobHandler {
  return async (payload, { db, now }) => {
    const job = extensionSchema.parse(payload);
    let told = false;
    await db.transaction(async (tx) => {
      if (!(await claimPendingJobByKey(tx, seriesExtensionKey(job), now))) return;
      const series = await findSeries(tx, job.seriesId, { lock: true });
      if (!series?.untilStopped || series.stoppedAt) return;
      const first = new Date(job.first);
      const start = weeklyStarts(first, series.timeZone, job.week + 1)[job.week];
      if (!start) return;
      told = await addWeek(tx, app, series, start, now);
      await scheduleSeriesExtension(tx, {
        seriesId: series.id,
        first,
        week: job.week + 1,
        timeZone: series.timeZone,
      });
    });
    if (told) app.wakeMailer();
  };
}
