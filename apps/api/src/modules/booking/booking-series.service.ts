import { proratedPrice, type Booking } from '@nibras/contracts/booking';
import type { BookingSeries, createBookingSeriesSchema } from '@nibras/contracts/booking-series';
import { maxSeriesWeeks } from '@nibras/contracts/booking-series';
import { uuidPattern } from '@nibras/contracts/ids';
import { minorOf } from '@nibras/contracts/money';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import type { SharedKey } from '../../plugins/i18n';
import {
  busyIntervals,
  findListedTutor,
  loadAvailability,
} from '../availability/availability.repo';
import { computeSlots, type Interval } from '../availability/slots';
import { bookingJobPayloadSchema, scheduleJob, type JobHandler } from '../jobs/jobs';
import { holdForBooking } from '../wallet/booking-money.service';
import { walletOwnerOf } from '../wallet/wallet-owner';
import type { BookingContext } from './booking-access';
import { endBookingBySystem } from './booking-expiry';
import {
  notifyBookingChange,
  notifyWalletShort,
  scheduleBookingReminders,
} from './booking-notifications';
import { sideOf } from './booking-rules';
import {
  bookerOf,
  findSeries,
  insertSeries,
  learnerBusy,
  lockOccurrence,
  markSeriesStopped,
  occurrencesOf,
  timeZoneOf,
  type SeriesRow,
} from './booking-series.repo';
import { changeStatus } from './booking-transitions.service';
import { reloadAnswer, viewerOf } from './booking-view';
import { notifySeriesConfirmed } from './series-notifications';
import { learnerOf } from './booking.service';
import { holdDueAt, scheduleSeriesHold } from './series-holds';
import { insertSeriesWeek, scheduleSeriesExtension, weeklyStarts } from './series-weeks';
import { queueOnTutor, subjectPriceOf, type BookingRow } from './booking.repo';

type CreateSeries = z.output<typeof createBookingSeriesSchema>;

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
/** "That week": an alternative is looked for up to three days either side of the wanted time. */
const alternativeReachMs = 3 * dayMs + 12 * hourMs;

export const seriesReleaseJob = 'booking-series.release';

/**
 * Books a weekly series in the caller's transaction, all or nothing (issue 34, decision 0033).
 * Every week is checked at once under the tutor's queue (`queueOnTutor`, the lock every booking
 * of the tutor takes): a week that is not one of the tutor's free times, or overlaps a lesson
 * of the tutor or of the learner, makes the whole request 409 `series_conflict`, whose details
 * name each such week's start and the nearest free time that week ('' when there is none);
 * nothing is made. A week may be moved in the request (`moves`). Each week is a booking of its
 * own; the ones within `seriesHoldDays` are held now (402 if the wallet cannot), the others by
 * a due job then.
 */
export async function createBookingSeries(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  input: CreateSeries,
): Promise<{ series: BookingSeries; messageKey: SharedKey }> {
  const { now } = context;
  const learner = await learnerOf(tx, caller, input.childId);
  if (!(await findListedTutor(tx, input.tutorId))) throw new AppError(404, 'tutor_not_found');
  const price = await subjectPriceOf(tx, input.tutorId, input.subjectId);
  if (!price) throw new AppError(409, 'subject_not_taught');
  const owner = await walletOwnerOf(tx, caller);
  // A child's login asks its parent for each paid lesson (issue 31): the parent books a series.
  if (owner.viaParent) throw new AppError(403, 'forbidden');
  const weeks = input.weeks ?? maxSeriesWeeks;
  const timeZone = await timeZoneOf(tx, caller.id);
  const first = new Date(input.start);
  const wanted = weeklyStarts(first, timeZone, weeks);
  const moves = new Map(
    Object.entries(input.moves ?? {}).map(([from, to]) => [Date.parse(from), new Date(to)]),
  );
  // A move names one of the weeks and stays in it (the reach alternatives are looked for in):
  // anything else would be ignored in silence, or carry a week past the tutor's horizon.
  const wantedTimes = new Set(wanted.map((start) => start.getTime()));
  for (const [from, to] of moves) {
    if (!wantedTimes.has(from) || Math.abs(to.getTime() - from) > alternativeReachMs) {
      throw new AppError(400, 'validation_failed', {
        details: { moves: 'validation.booking.seriesMoveInvalid' },
      });
    }
  }
  const starts = wanted.map((start) => moves.get(start.getTime()) ?? start);

  // From here until the commit no other booking of this tutor is made.
  await queueOnTutor(tx, input.tutorId);
  const last = Math.max(...starts.map((start) => start.getTime()));
  const span: Interval = {
    start: Math.min(...starts.map((start) => start.getTime())) - alternativeReachMs,
    end: last + alternativeReachMs + dayMs,
  };
  const schedule = await loadAvailability(tx, input.tutorId, {
    from: DateTime.fromMillis(span.start - dayMs, { zone: 'UTC' }).toISODate() as string,
    to: DateTime.fromMillis(span.end + dayMs, { zone: 'UTC' }).toISODate() as string,
  });
  if (!schedule) throw new AppError(409, 'slot_unavailable');
  const minutes = schedule.sessionMinutes;
  const length = minutes * minuteMs;
  const busy = [
    ...(await busyIntervals(tx, input.tutorId, span)),
    ...(await learnerBusy(tx, learner.key, span)),
  ];
  // Each week is judged as if booked as far ahead as the first: the tutor's notice and horizon
  // bound the first lesson, not how long a weekly plan lasts.
  const lead = first.getTime() - now.getTime();
  const nowFor = (start: number) => Math.max(now.getTime(), start - lead);
  const conflicts: Record<string, string> = {};
  starts.forEach((start, week) => {
    const at = start.getTime();
    const others = starts
      .filter((_, other) => other !== week)
      .map((other) => ({ start: other.getTime(), end: other.getTime() + length }));
    const slotsAround = (from: number, to: number) =>
      computeSlots({
        schedule,
        from,
        to,
        now: nowFor(at),
        slotMinutes: minutes,
        busy: [...busy, ...others],
      });
    if (slotsAround(at, at + length).some((slot) => slot.start === at)) return;
    const alternative = slotsAround(at - alternativeReachMs, at + alternativeReachMs + length)
      .filter((slot) => slot.start >= now.getTime())
      .sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at) || a.start - b.start)[0];
    conflicts[start.toISOString()] = alternative ? new Date(alternative.start).toISOString() : '';
  });
  if (Object.keys(conflicts).length > 0) {
    throw new AppError(409, 'series_conflict', { detailValues: conflicts });
  }

  const seriesId = await insertSeries(tx, {
    tutorId: input.tutorId,
    studentId: learner.studentId,
    childId: learner.childId,
    bookedById: caller.id,
    subjectId: input.subjectId,
    timeZone,
    localTime: DateTime.fromJSDate(first, { zone: timeZone }).toFormat('HH:mm'),
    weeks,
    untilStopped: input.weeks === undefined,
    createdAt: now,
  });
  const status = schedule.autoConfirm ? 'confirmed' : 'requested';
  const priceAmount = proratedPrice(price.onlinePrice, minutes);
  const ids: string[] = [];
  for (const start of starts) {
    const id = await insertSeriesWeek(
      tx,
      {
        seriesId,
        tutorId: input.tutorId,
        studentId: learner.studentId,
        childId: learner.childId,
        bookedById: caller.id,
        subjectId: input.subjectId,
        startAt: start,
        endAt: new Date(start.getTime() + length),
        status,
        priceAmount,
        currency: price.currency,
      },
      { actorId: caller.id, now },
    );
    ids.push(id);
    const dueAt = holdDueAt(start, context.money.seriesHoldDays);
    if (dueAt <= now) {
      await holdForBooking(tx, {
        bookingId: id,
        ownerId: owner.ownerId,
        amountMinor: minorOf(priceAmount),
        currency: price.currency,
        actorId: caller.id,
        at: now,
      });
    } else {
      await scheduleSeriesHold(
        tx,
        { bookingId: id, startAt: start },
        { now, holdDays: context.money.seriesHoldDays },
      );
    }
    // Every confirmed week has its reminders, not only the first, which the notice below makes.
    if (status === 'confirmed') await scheduleBookingReminders(tx, id, now);
  }
  // An open series keeps 26 weeks ahead: a due job adds the next week as each one starts.
  if (input.weeks === undefined)
    await scheduleSeriesExtension(tx, { seriesId, first, week: weeks, timeZone });
  // The tutor hears of the series once, through its first lesson (its email names the time).
  const [firstId] = ids;
  if (firstId)
    await notifyBookingChange(tx, { appUrl: context.appUrl, now }, status, firstId, {
      actorId: caller.id,
    });
  return {
    series: await seriesAnswer(tx, context, caller, await loadSeriesOf(tx, caller, seriesId)),
    messageKey: status === 'confirmed' ? 'booking.booked' : 'booking.requested',
  };
}

/** A series and the caller's side of it; anyone else gets 404, as for a series that is not. */
async function loadSeriesOf(
  db: DbExecutor,
  caller: AuthenticatedUser,
  id: string,
  options: { lock?: boolean } = {},
) {
  const series = uuidPattern.test(id) ? await findSeries(db, id, options) : undefined;
  if (!series) throw new AppError(404, 'booking_not_found');
  // A child's series is booked by its parent (a child's login may not book one).
  const childParentId = series.childId ? series.bookedById : null;
  const side = sideOf(
    { tutorId: series.tutorId, studentId: series.studentId, childParentId },
    caller.id,
  );
  if (!side) throw new AppError(404, 'booking_not_found');
  return { series, side };
}

async function seriesAnswer(
  db: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  { series, side }: { series: SeriesRow; side: 'tutor' | 'family' },
): Promise<BookingSeries> {
  const occurrences: Booking[] = [];
  for (const row of await occurrencesOf(db, series.id))
    occurrences.push(await reloadAnswer(db, row.id, side, context.now, viewerOf(context, caller)));
  return {
    id: series.id,
    timeZone: series.timeZone,
    localTime: series.localTime,
    weeks: series.weeks,
    untilStopped: series.untilStopped,
    stoppedAt: series.stoppedAt?.toISOString() ?? null,
    occurrences,
  };
}

export async function readSeries(
  db: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
) {
  return seriesAnswer(db, context, caller, await loadSeriesOf(db, caller, id));
}

/**
 * The tutor confirms every request of the series still ahead in one step; each is confirmed as
 * one booking is (`changeStatus`) with its reminders, and the family gets one email for all.
 */
export async function confirmSeries(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
) {
  const found = await loadSeriesOf(tx, caller, id, { lock: true });
  if (found.side !== 'tutor') throw new AppError(403, 'forbidden');
  const confirmed: Array<{ id: string; startAt: Date; endAt: Date }> = [];
  for (const row of await occurrencesOf(tx, id))
    if (row.status === 'requested' && row.startAt > context.now) {
      await changeStatus(tx, context, caller, row.id, 'confirm', { withoutNotice: true });
      await scheduleBookingReminders(tx, row.id, context.now);
      confirmed.push(row);
    }
  await notifySeriesConfirmed(tx, { appUrl: context.appUrl, now: context.now }, confirmed);
  return {
    series: await seriesAnswer(tx, context, caller, found),
    messageKey: 'booking.confirmed' as const,
  };
}

/**
 * Stops a series: every lesson still ahead is cancelled as one cancellation is (a family's
 * within 24 hours is late, decision 0025); what is over stays as it was.
 */
export async function stopSeries(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
) {
  const found = await loadSeriesOf(tx, caller, id, { lock: true });
  if (found.series.stoppedAt) throw new AppError(409, 'invalid_transition');
  for (const row of await occurrencesOf(tx, id))
    if ((row.status === 'requested' || row.status === 'confirmed') && row.startAt > context.now)
      await changeStatus(tx, context, caller, row.id, 'cancel', { reason: 'series stopped' });
  await markSeriesStopped(tx, id, context.now);
  const series = { ...found, series: { ...found.series, stoppedAt: context.now } };
  return {
    series: await seriesAnswer(tx, context, caller, series),
    messageKey: 'booking.cancelled' as const,
  };
}

/** Skips one week: that lesson is cancelled as one booking is; the other weeks stay. */
export async function skipOccurrence(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
  bookingId: string,
) {
  const found = await loadSeriesOf(tx, caller, id, { lock: true });
  const rows = await occurrencesOf(tx, id);
  if (!rows.some((row) => row.id === bookingId)) throw new AppError(404, 'booking_not_found');
  await changeStatus(tx, context, caller, bookingId, 'cancel', { reason: 'week skipped' });
  return {
    series: await seriesAnswer(tx, context, caller, found),
    messageKey: 'booking.cancelled' as const,
  };
}

/**
 * Holds one lesson's price from the wallet of whoever booked the series, or answers false when
 * the wallet cannot cover it (nothing written then: the refusal comes before any entry).
 */
async function tryHold(tx: DbExecutor, row: BookingRow, at: Date) {
  const booker = await bookerOf(tx, row.bookedById);
  if (!booker) return false;
  const owner = await walletOwnerOf(tx, booker);
  try {
    await holdForBooking(tx, {
      bookingId: row.id,
      ownerId: owner.ownerId,
      amountMinor: minorOf(row.priceAmount),
      currency: row.currency,
      actorId: row.bookedById,
      at,
    });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_funds') return false;
    throw error;
  }
}

/** A lesson of a series still waiting for its money: active, ahead, nothing held yet. */
function waitsForMoney(row: BookingRow | undefined, now: Date): row is BookingRow {
  return (
    row !== undefined &&
    row.seriesId !== null &&
    (row.status === 'requested' || row.status === 'confirmed') &&
    row.paymentStatus === null &&
    !row.trial &&
    row.startAt > now
  );
}

/**
 * Releases a lesson whose money never came, 24 hours before it: cancelled by nobody (the
 * history shows no actor), both sides told; the other weeks are not touched.
 */
async function releaseUnpaid(tx: DbExecutor, app: FastifyInstance, row: BookingRow, now: Date) {
  await endBookingBySystem(tx, { appUrl: app.config.appUrl, now }, row, 'cancelled', {
    reason: 'wallet did not cover it',
  });
}

/**
 * The due job of a lesson's hold, `seriesHoldDays` before it (registered by booking.jobs.ts):
 * held if the wallet covers it; else the family is told by email and the lesson waits until 24
 * hours before it (`seriesReleaseJob`).
 */
export function seriesHoldHandler(app: FastifyInstance): JobHandler {
  return async (payload, { db, now }) => {
    const { bookingId } = bookingJobPayloadSchema.parse(payload);
    let told = false;
    await db.transaction(async (tx) => {
      const row = await lockOccurrence(tx, bookingId);
      if (!waitsForMoney(row, now)) return;
      if (await tryHold(tx, row, now)) return;
      const deadline = new Date(row.startAt.getTime() - dayMs);
      if (deadline <= now) {
        await releaseUnpaid(tx, app, row, now);
      } else {
        await notifyWalletShort(tx, { appUrl: app.config.appUrl, now }, row.id, deadline);
        await scheduleJob(tx, {
          kind: seriesReleaseJob,
          key: `${seriesReleaseJob}:${row.id}`,
          dueAt: deadline,
          payload: { bookingId: row.id },
        });
      }
      told = true;
    });
    if (told) app.wakeMailer();
  };
}

/** 24 hours before a lesson that waited for money: held if it came meanwhile, else released. */
export function seriesReleaseHandler(app: FastifyInstance): JobHandler {
  return async (payload, { db, now }) => {
    const { bookingId } = bookingJobPayloadSchema.parse(payload);
    let told = false;
    await db.transaction(async (tx) => {
      const row = await lockOccurrence(tx, bookingId);
      if (!waitsForMoney(row, now)) return;
      if (await tryHold(tx, row, now)) return;
      await releaseUnpaid(tx, app, row, now);
      told = true;
    });
    if (told) app.wakeMailer();
  };
}
